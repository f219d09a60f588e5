import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { BulletList } from '../shared/BulletList.tsx';

/** A record's list (a view's `list`) under its optional bold label, with List's indent and spacing at size sm. */
export function LabelledList({ label, items, style }: { label?: string; items: string[]; style?: CSSProperties }) {
  return (
    <div style={style}>
      {label && (
        <Text fw={600} size="sm" mb={4}>
          {label}
        </Text>
      )}
      <BulletList items={items} />
    </div>
  );
}
