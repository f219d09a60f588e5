// The social card's colours from the brand's primary shades, and its portrait as a data URL. Without a
// brand it is the sample's blue card as it always was.
import { colord } from 'colord';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { primaryShades } from '../../../src/brand/brand-colors.ts';
import type { Brand, Portrait } from '../../../src/generated/schemas.ts';
import { MEDIA_DIR } from '../media/media-kinds.ts';

export interface CardLook {
  /** The gradient, from its deep corner to the brand's darkest shade. */
  deep: string;
  base: string;
  accent: string;
  affiliation: string;
  university: string;
  /** The portrait as a data URL, drawn in place of the motif. */
  portrait?: string;
}

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

export function cardLook(brand: Brand = { primary: 'blue', headingFont: 'system', bodyFont: 'system' }, portrait?: { root: string; file: Portrait['file'] }): CardLook {
  const shades = primaryShades(brand);
  const data = portrait && readFileSync(join(portrait.root, MEDIA_DIR, portrait.file));
  return {
    deep: colord(shades[9]).darken(0.13).toHex(),
    base: shades[9],
    accent: shades[3],
    affiliation: shades[1],
    university: shades[2],
    portrait: data && portrait ? `data:${MIME[extname(portrait.file).toLowerCase()]};base64,${data.toString('base64')}` : undefined,
  };
}
