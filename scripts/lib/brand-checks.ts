// The brand in site.json, checked before anything is built: the portrait's file exists, and the primary
// colour reads at WCAG AA wherever the theme puts it, in both schemes (text and buttons need 4.5:1).
import { DEFAULT_THEME } from '@mantine/core';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PRIMARY_SHADE, primaryShades } from '../../src/brand/brand-colors.ts';
import type { Brand, SiteDocument } from '../../src/generated/schemas.ts';
import { MEDIA_DIR } from './media/media-kinds.ts';
import type { ProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';

extend([a11yPlugin]);

/** WCAG AA for normal-size text; buttons' labels and links are normal-size text. */
export const AA_TEXT = 4.5;

interface ColourPair {
  /** What the pair is on the site, for the message. */
  use: string;
  foreground: [name: string, hex: string];
  background: [name: string, hex: string];
  /** Which way the shade must move to pass. */
  fix: string;
}

/**
 * Where the theme puts the primary colour as text or behind text. The dark scheme's surface is Mantine's
 * dark 6 (cards, the hero), the lighter of its two backgrounds, so the harder one for light text.
 */
export function brandColourPairs(brand: Brand): ColourPair[] {
  const shades = primaryShades(brand);
  const shade = (n: number): [string, string] => [`shade ${n} ${shades[n]}`, shades[n]];
  const white: [string, string] = ['white', '#ffffff'];
  const dark: [string, string] = ['the dark background', DEFAULT_THEME.colors.dark[6]];
  return [
    { use: 'links and figures in the light scheme', foreground: shade(PRIMARY_SHADE), background: white, fix: `a darker shade ${PRIMARY_SHADE}` },
    { use: 'the label of a filled button, in both schemes', foreground: white, background: shade(PRIMARY_SHADE), fix: `a darker shade ${PRIMARY_SHADE}` },
    { use: 'the figures of the statistics band', foreground: shade(0), background: shade(9), fix: 'a lighter shade 0 or a darker shade 9' },
    { use: 'links in the dark scheme', foreground: shade(4), background: dark, fix: 'a lighter shade 4' },
    { use: 'figures in the dark scheme', foreground: shade(3), background: dark, fix: 'a lighter shade 3' },
  ];
}

/** The contrast ratio, cut (not rounded) to two decimals, so 4.496 never shows as a passing 4.5. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => colord(hex).luminance();
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

export function checkBrand(files: ProjectFiles): Problem[] {
  const site = files.site.data as SiteDocument;
  const problems: Problem[] = [];
  const portrait = site.identity.portrait;
  if (portrait && !existsSync(join(files.root, MEDIA_DIR, portrait.file)))
    problems.push({ file: files.site.file, pointer: '/identity/portrait/file', message: `the portrait ${MEDIA_DIR}/${portrait.file} does not exist; put the image there or correct the name` });
  for (const { use, foreground, background, fix } of brandColourPairs(site.brand)) {
    const ratio = contrastRatio(foreground[1], background[1]);
    if (ratio < AA_TEXT)
      problems.push({
        file: files.site.file,
        pointer: '/brand/primary',
        message: `brand.primary: ${foreground[0]} on ${background[0]} is ${ratio.toFixed(2)}:1 (${use}); text needs ${AA_TEXT}:1. Choose another palette colour, or your own ten shades with ${fix}`,
      });
  }
  return problems;
}
