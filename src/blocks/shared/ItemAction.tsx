import { Button, type ButtonProps } from '@mantine/core';
import type { IconName } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';
import { SmartLink } from './SmartLink.tsx';

/**
 * The link button of one item in a list of like items (Apply on a position, Download on an award).
 * The buttons read the same word, so each names its item for screen readers ("Apply: <title>"), the
 * visible word first as WCAG's label-in-name asks.
 */
export function ItemAction({ href, label, item, icon, ...props }: { href: string; label: string; item: string; icon: IconName } & ButtonProps) {
  return (
    <Button
      component={SmartLink}
      href={href}
      leftSection={<SchemaIcon name={icon} size={props.size === 'xs' ? 14 : 16} />}
      style={{ alignSelf: 'flex-start' }}
      aria-label={`${label}: ${item}`}
      {...props}
    >
      {label}
    </Button>
  );
}
