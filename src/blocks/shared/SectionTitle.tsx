import { Group, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';
import { useHeadingOrder } from '../../renderer/heading-level.tsx';

/**
 * A heading a block writes itself from its interface strings (Featured, Recent posts, Main positions),
 * at the level the block sits, with an optional icon.
 */
export function SectionTitle({ icon, children }: { icon?: IconName; children: ReactNode }) {
  const order = useHeadingOrder();
  const title = (
    <Title order={order} size={order === 2 ? 'h2' : 'h3'}>
      {children}
    </Title>
  );
  if (!icon) return title;
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={40} radius="md">
        <SchemaIcon name={icon} />
      </ThemeIcon>
      {title}
    </Group>
  );
}
