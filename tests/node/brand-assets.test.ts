import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFonts, faviconSvg } from '../../scripts/lib/brand-assets.ts';
import { cardLook } from '../../scripts/lib/seo/og-card-look.ts';
import { ogImageSvg } from '../../scripts/lib/seo/og-image.ts';
import { primaryShades } from '../../src/brand/brand-colors.ts';
import type { Brand } from '../../src/generated/schemas.ts';
import { site } from '../support/sample-data.ts';

const root = join(import.meta.dirname, '../..');
const ownShades: Brand['primary'] = ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#e64980', '#d6336c', '#a61e4d', '#7a1538'];

describe("the brand's files, made at build from site.json", () => {
  it('the favicon is the initials of the name, white on the darkest shade of the primary colour', () => {
    const svg = faviconSvg({ primary: ownShades, headingFont: 'system', bodyFont: 'system' }, 'Ana Lima Souza');
    expect(svg).toContain('fill="#7a1538"');
    expect(svg).toMatch(/fill="#ffffff">AS<\/text>/);
  });

  it('the system font downloads nothing; a hosted font is its Latin and Latin Extended woff2 files in two weights, swapped in, the body regular preloaded', () => {
    expect(brandFonts({ primary: 'blue', headingFont: 'system', bodyFont: 'system' })).toEqual({ files: [], css: '', preload: undefined });
    const fonts = brandFonts({ primary: 'blue', headingFont: 'lora', bodyFont: 'inter' });
    expect(fonts.files.map((file) => file.path)).toEqual(
      ['inter', 'lora'].flatMap((font) => [400, 700].flatMap((weight) => ['latin', 'latin-ext'].map((subset) => `/fonts/${font}-${subset}-${weight}-normal.woff2`))),
    );
    for (const file of fonts.files) expect(existsSync(file.source) && statSync(file.source).size > 1000).toBe(true);
    expect(fonts.preload).toBe('/fonts/inter-latin-400-normal.woff2');
    expect(fonts.css.match(/@font-face/g)).toHaveLength(8);
    expect(fonts.css.match(/font-display:swap/g)).toHaveLength(8);
    // Latin Extended carries the ranges beyond Latin-1 (ã and õ are in Latin-1; Latin Extended covers e.g. ŀ, Ŵ).
    expect(fonts.css).toContain('unicode-range:U+0100-02BA');
    expect(fonts.css).not.toMatch(/\.woff\)|cyrillic|greek|vietnamese/);
  });

  it("the social card takes the brand's shades and, when there is one, the portrait", () => {
    const brand: Brand = { primary: ownShades, headingFont: 'system', bodyFont: 'system' };
    const look = cardLook(brand, { root, file: site.identity.portrait!.file });
    expect([look.base, look.accent]).toEqual([primaryShades(brand)[9], primaryShades(brand)[3]]);
    const svg = ogImageSvg(site.identity, 'pt', look);
    expect(svg).toContain(`stop-color="${primaryShades(brand)[9]}"`);
    expect(svg).toContain('<image href="data:image/svg+xml;base64,');
    expect(ogImageSvg(site.identity, 'pt', cardLook(brand))).not.toContain('<image');
  });
});
