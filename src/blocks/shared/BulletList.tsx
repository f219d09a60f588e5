import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

interface BulletListProps {
  items: string[];
  /** A bold label above the list (a record's list under its view's label). */
  label?: string;
  indent?: string;
  style?: CSSProperties;
}

/**
 * A card's short points as a plain list: Mantine's List would add its styles to every page with cards.
 * The indent is the card's: 1.1 rem for the short points of cardGrid, List's own (lg) for a record's list.
 */
export function BulletList({ items, label, indent = 'lg', style }: BulletListProps) {
  const list = (
    <Stack component="ul" gap={4} m={0} ps={indent} style={label ? undefined : style}>
      {items.map((item) => (
        <Text component="li" size="sm" key={item}>
          {item}
        </Text>
      ))}
    </Stack>
  );
  if (!label) return list;
  return (
    <div style={style}>
      <Text fw={600} size="sm" mb={4}>
        {label}
      </Text>
      {list}
    </div>
  );
}
