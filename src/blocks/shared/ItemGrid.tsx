import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BlockHeadingProps } from './BlockHeading.tsx';
import { BlockSection } from './BlockSection.tsx';

interface ItemGridProps extends Omit<BlockHeadingProps, 'size'> {
  cols?: StyleProp<number>;
  spacing?: MantineSpacing;
  children: ReactNode;
}

/** A block of cards side by side: its section, heading and intro, and the responsive grid of its cards. */
export function ItemGrid({ cols = { base: 1, md: 2 }, spacing = 'lg', children, ...heading }: ItemGridProps) {
  return (
    <BlockSection {...heading}>
      <SimpleGrid cols={cols} spacing={spacing}>
        {children}
      </SimpleGrid>
    </BlockSection>
  );
}
