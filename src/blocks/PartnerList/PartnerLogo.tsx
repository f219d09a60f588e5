import type { PartnerOrganization } from '../../generated/schemas.ts';

// Each shape in a 48×48 box, with the point where the initials sit best.
const SHAPES: Record<PartnerOrganization['shape'], { path: string; textY: number }> = {
  circle: { path: 'M24 2a22 22 0 1 1 0 44a22 22 0 1 1 0-44Z', textY: 24 },
  hexagon: { path: 'M24 2L43 13V35L24 46L5 35V13Z', textY: 24 },
  drop: { path: 'M24 2C24 2 7 20 7 30a17 17 0 0 0 34 0C41 20 24 2 24 2Z', textY: 30 },
  leaf: { path: 'M5 43C5 19 19 5 43 5C43 29 29 43 5 43Z', textY: 24 },
  shield: { path: 'M24 2L43 8V22C43 34 35 42 24 46C13 42 5 34 5 22V8Z', textY: 22 },
  square: { path: 'M14 3H34A11 11 0 0 1 45 14V34A11 11 0 0 1 34 45H14A11 11 0 0 1 3 34V14A11 11 0 0 1 14 3Z', textY: 24 },
};

/**
 * A partner's logo, drawn rather than loaded: its initials on a simple shape in a theme colour. Theme
 * variables keep it in step with the colour scheme. Decorative: the partner's name is the card's title.
 */
export function PartnerLogo({ partner, size = 56 }: { partner: PartnerOrganization; size?: number }) {
  const shape = SHAPES[partner.shape];
  const color = `var(--mantine-color-${partner.color}-6)`;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path d={shape.path} fill={`color-mix(in srgb, ${color} 16%, transparent)`} stroke={color} strokeWidth={2} />
      <text
        x={24}
        y={shape.textY}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={partner.initials.length > 2 ? 12 : 15}
        fontWeight={700}
        style={{ fontFamily: 'var(--mantine-font-family)', fill: `light-dark(color-mix(in srgb, var(--mantine-color-${partner.color}-9), #000 25%), var(--mantine-color-${partner.color}-2))` }}
      >
        {partner.initials}
      </text>
    </svg>
  );
}
