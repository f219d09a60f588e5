import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Yellow's darkest shade is still orange-bright: it needs more black to read on its own tint. */
const BLACK_MIX: Partial<Record<string, number>> = { yellow: 40 };

/**
 * A light badge whose words use the colour's darkest shade, darkened further: Mantine's light text fails
 * WCAG AA for several colours at badge size, and even shade 9 does for green, teal and orange. Mixing in
 * a quarter of black (more for yellow) keeps every palette colour above 4.5:1 on its tinted background. Blocks pick the
 * colour by their own rules.
 */
export function ToneBadge({ color, children, style, ...props }: { color: string; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'>) {
  const black = BLACK_MIX[color] ?? 25;
  return (
    <Badge color={color} variant="light" style={{ alignSelf: 'flex-start', '--badge-color': `light-dark(color-mix(in srgb, var(--mantine-color-${color}-9), #000 ${black}%), var(--mantine-color-${color}-2))`, ...(style as CSSProperties) } as CSSProperties} {...props}>
      {children}
    </Badge>
  );
}
