// What the build makes from site.json's brand besides the theme: the favicon (the initials on the
// primary colour) and the self-hosted fonts (their woff2 files and @font-face rules). Pure enough to
// test; scripts/lib/vite-brand-plugin.ts serves and writes them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { primaryShades } from '../../src/brand/brand-colors.ts';
import { FONT_WEIGHTS, HOSTED_FONTS } from '../../src/brand/brand-fonts.ts';
import { initialsOf } from '../../src/brand/initials.ts';
import type { Brand } from '../../src/generated/schemas.ts';
import { SITE_FOLDERS } from './site-folders.ts';

/** The favicon: the initials, white and bold, on the darkest shade (white on it passes AA whenever shade 8 does). */
export function faviconSvg(brand: Brand, name: string): string {
  const initials = initialsOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primaryShades(brand)[9]}"/><text x="32" y="43" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${initials.length > 1 ? 28 : 34}" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
}

export interface FontFile {
  /** Site path, e.g. /fonts/inter-latin-400-normal.woff2. */
  path: string;
  /** Absolute path of the file in node_modules. */
  source: string;
}

export interface BrandFonts {
  files: FontFile[];
  /** The @font-face rules, Latin and Latin Extended, woff2 only, font-display: swap. */
  css: string;
  /** The one file worth preloading: the body font's regular Latin, which every page's first text uses. */
  preload?: string;
}

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'];

/**
 * The hosted fonts the brand chooses, read from their @fontsource package's own CSS (its unicode ranges).
 * `base` is the site's sub-path ('' at a domain's root), which the rules' and the preload's addresses carry.
 */
export function brandFonts(brand: Brand, base = ''): BrandFonts {
  const chosen = [...new Set([brand.bodyFont, brand.headingFont])].filter((font) => font !== 'system') as (keyof typeof HOSTED_FONTS)[];
  const files: FontFile[] = [];
  const rules: string[] = [];
  let preload: string | undefined;
  for (const id of chosen) {
    const font = HOSTED_FONTS[id];
    const folder = dirname(require.resolve(`${font.package}/package.json`));
    for (const weight of FONT_WEIGHTS) {
      const css = readFileSync(join(folder, `${weight}.css`), 'utf8');
      for (const subset of SUBSETS) {
        const name = `${id}-${subset}-${weight}-normal`;
        const block = css.split('@font-face').find((part) => part.includes(`/files/${name}.woff2`));
        const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
        if (!range) throw new Error(`${font.package} has no ${subset} ${weight} woff2 file`);
        const path = `/${SITE_FOLDERS.fonts}/${name}.woff2`;
        files.push({ path, source: join(folder, 'files', `${name}.woff2`) });
        rules.push(`@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${base}${path}) format('woff2');unicode-range:${range.trim()}}`);
        if (id === brand.bodyFont && subset === 'latin' && weight === 400) preload = `${base}${path}`;
      }
    }
  }
  return { files, css: rules.join(''), preload };
}
