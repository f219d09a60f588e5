import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A view's `figure`: the value large in the accent colour at the card's left, the card's parts beside it. */
export function SideFigure({ figure, children }: { figure: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Text fw={800} fz={22} c="var(--site-accent-text)" lh={1.2} miw={56}>
        {figure}
      </Text>
      <div style={{ flex: 1 }}>{children}</div>
    </Group>
  );
}
