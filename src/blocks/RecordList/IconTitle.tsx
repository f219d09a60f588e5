import { Group, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';

/**
 * A card's title after its record's icon in a tinted square (a view's `icon`), as cardGrid draws its cards'
 * icons; centred on it, or at its top when the title has a second line (`top`: a subtitle).
 */
export function IconTitle({ icon, top = false, children }: { icon: unknown; top?: boolean; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align={top ? 'flex-start' : undefined}>
      {/* Validation holds the field to the icon names; a record may leave it out. */}
      {typeof icon === 'string' && (
        <ThemeIcon variant="light" size={40} radius="md">
          <SchemaIcon name={icon as IconName} size={22} />
        </ThemeIcon>
      )}
      {children}
    </Group>
  );
}
