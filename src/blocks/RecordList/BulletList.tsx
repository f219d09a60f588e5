import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * A card's bulleted list under its optional bold label. A plain list rather than Mantine's List, whose
 * styles would load with every recordList; the indent and spacing are List's at size sm (marker gap lg,
 * 4 px between items), so cards that used it look as they did.
 */
export function BulletList({ label, items, style }: { label?: string; items: string[]; style?: CSSProperties }) {
  return (
    <div style={style}>
      {label && (
        <Text fw={600} size="sm" mb={4}>
          {label}
        </Text>
      )}
      <Stack component="ul" gap={4} m={0} ps="lg">
        {items.map((item) => (
          <Text component="li" size="sm" key={item}>
            {item}
          </Text>
        ))}
      </Stack>
    </div>
  );
}
