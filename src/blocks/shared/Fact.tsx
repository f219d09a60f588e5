import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';

/** One small fact of an item ("Deadline: 2025", an institution with its icon), alike across blocks. */
export function Fact({ icon, label, dimmed, children }: { icon?: IconName; label?: string; dimmed?: boolean; children: ReactNode }) {
  const text = (
    <Text size="sm" c={dimmed ? 'dimmed' : undefined}>
      {label && (
        <Text span fw={600} size="sm">
          {label}:{' '}
        </Text>
      )}
      {children}
    </Text>
  );
  if (!icon) return text;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {/* Kept at full size when the text beside it wraps. */}
      <span style={{ display: 'inline-flex', flexShrink: 0, marginTop: 2 }}>
        <SchemaIcon name={icon} size={16} />
      </span>
      {text}
    </Group>
  );
}
