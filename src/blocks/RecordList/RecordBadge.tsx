import { Badge } from '@mantine/core';
import { SchemaIcon } from '../../icons.tsx';
import type { ShownBadge } from '../../records/record-view.ts';
import { ToneBadge } from '../shared/ToneBadge.tsx';

/**
 * One badge of a view: tinted, or filled for a value the view marks as standing out. A filled badge's
 * white words sit on the colour's shade 8, dark enough for WCAG AA in both schemes.
 */
export function RecordBadge({ badge }: { badge: ShownBadge }) {
  const tt = badge.keepCase ? 'none' : undefined;
  return badge.filled ? (
    <Badge variant="filled" color={`${badge.color}.8`} tt={tt}>
      {badge.label}
    </Badge>
  ) : (
    <ToneBadge color={badge.color} tt={tt} leftSection={badge.icon && <SchemaIcon name={badge.icon} size={12} />}>
      {badge.label}
    </ToneBadge>
  );
}
