import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IconName, LocalizedText } from '../../generated/schemas.ts';
import { BlockHeading } from './BlockHeading.tsx';

interface ItemGridProps {
  heading?: LocalizedText;
  intro?: LocalizedText;
  icon?: IconName;
  /** The number of items, shown after the heading by the blocks that state their counts. */
  count?: number;
  cols?: StyleProp<number>;
  spacing?: MantineSpacing;
  children: ReactNode;
}

/** The frame of a list block: its section, heading and intro, and the responsive grid of its item cards. */
export function ItemGrid({ heading, intro, icon, count, cols = { base: 1, md: 2 }, spacing = 'lg', children }: ItemGridProps) {
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={heading} intro={intro} icon={icon} count={count} />
      <SimpleGrid cols={cols} spacing={spacing}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}
