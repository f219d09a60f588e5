import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * A card's short points as a plain list: Mantine's List would add its styles to every page with cards.
 * The indent is the card's: 1.1 rem for the short points of cardGrid, List's own (lg) for
 * a record's list under its label.
 */
export function BulletList({ items, indent = 'lg', style }: { items: string[]; indent?: string; style?: CSSProperties }) {
  return (
    <Stack component="ul" gap={4} m={0} ps={indent} style={style}>
      {items.map((item) => (
        <Text component="li" size="sm" key={item}>
          {item}
        </Text>
      ))}
    </Stack>
  );
}
