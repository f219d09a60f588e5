import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import type { Brand } from '../generated/schemas.ts';

// The primary colour of site.json's brand as Mantine's ten shades: a palette name's own, or the owner's.
// The theme (src/theme.ts), the contrast check of `npm run validate`, the favicon, the social cards and
// the CV PDF all read the colour through here.

/** The theme's name for a brand's own ten shades. */
export const CUSTOM_COLOR = 'brand';

/** The shade of text, links and filled buttons on white, in both schemes (Mantine's 6 fails AA on white). */
export const PRIMARY_SHADE = 8;

/** The theme colour name the primary colour goes by. */
export function primaryColorName(brand: Brand): string {
  return typeof brand.primary === 'string' ? brand.primary : CUSTOM_COLOR;
}

/** The ten shades, lightest (0) to darkest (9), as #rrggbb. */
export function primaryShades(brand: Brand): MantineColorsTuple {
  return (typeof brand.primary === 'string' ? DEFAULT_THEME.colors[brand.primary] : brand.primary) as unknown as MantineColorsTuple;
}

/** A shade as [r, g, b] 0–255, for writers that take numbers (the CV and course PDFs). */
export function shadeRgb(brand: Brand, shade: number): [number, number, number] {
  const hex = primaryShades(brand)[shade]!.slice(1);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}
