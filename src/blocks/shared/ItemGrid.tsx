import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BlockHeadingProps } from './BlockHeading.tsx';
import { BlockSection } from './BlockSection.tsx';
import { NoRecords } from './NoRecords.tsx';
import classes from './ItemGrid.module.css';

/** Past this many cards, a grid's cards out of view wait to be laid out until they come near. */
export const LONG_LIST = 12;

interface ItemGridProps extends Omit<BlockHeadingProps, 'size'> {
  cols?: StyleProp<number>;
  spacing?: MantineSpacing;
  /** The sentence shown instead of the grid when it has nothing to show (given only then). */
  empty?: string;
  /** How many cards the grid holds, when its caller knows: past LONG_LIST, those out of view are laid out as they come near. */
  cards?: number;
  children: ReactNode;
}

/** A block of cards side by side: its section, heading and intro, and the responsive grid of its cards (or the sentence saying it has none). */
export function ItemGrid({ cols = { base: 1, md: 2 }, spacing = 'lg', empty, cards = 0, children, ...heading }: ItemGridProps) {
  return (
    <BlockSection {...heading}>
      {empty !== undefined ? (
        <NoRecords>{empty}</NoRecords>
      ) : (
        <SimpleGrid cols={cols} spacing={spacing} className={cards > LONG_LIST ? classes.deferred : undefined}>
          {children}
        </SimpleGrid>
      )}
    </BlockSection>
  );
}
