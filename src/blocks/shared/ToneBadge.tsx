import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A light badge whose words use the colour's darkest shade: Mantine's default light text fails WCAG AA
 * for several colours (teal, cyan, green) at badge size. Blocks pick the colour by their own rules.
 */
export function ToneBadge({ color, children, style, ...props }: { color: string; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'>) {
  return (
    <Badge color={color} variant="light" style={{ alignSelf: 'flex-start', '--badge-color': `var(--mantine-color-${color}-9)`, ...(style as CSSProperties) } as CSSProperties} {...props}>
      {children}
    </Badge>
  );
}
