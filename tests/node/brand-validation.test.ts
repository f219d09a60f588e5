import { DEFAULT_THEME } from '@mantine/core';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandColourPairs, contrastRatio } from '../../scripts/lib/brand-checks.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';

const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/fixtures');
const validProject = { root: join(fixtures, 'valid-project'), schemaRoot: root };
const problemsOf = (brokenCase: string) => validateProject({ ...validProject, overlays: [join(fixtures, 'broken', brokenCase)] }).map(formatProblem);

describe("site.json's brand and portrait at validation", () => {
  it('refuses a primary colour that fails WCAG AA, naming the shade, the background, the ratio and the need', () => {
    const teal = DEFAULT_THEME.colors.teal[8];
    expect(problemsOf('brand-low-contrast')).toEqual([
      `pages-data/site.json /brand/primary: brand.primary: shade 8 ${teal} on white is ${contrastRatio(teal, '#ffffff').toFixed(2)}:1 (links and figures in the light scheme); text needs 4.5:1. Choose another palette colour, or your own ten shades with a darker shade 8`,
      `pages-data/site.json /brand/primary: brand.primary: white on shade 8 ${teal} is ${contrastRatio('#ffffff', teal).toFixed(2)}:1 (the label of a filled button, in both schemes); text needs 4.5:1. Choose another palette colour, or your own ten shades with a darker shade 8`,
    ]);
  });

  it("accepts the owner's own ten shades when every pair passes, and measures them with the WCAG formula", () => {
    const green: [string, string, string, string, string, string, string, string, string, string] = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#2b8a3e', '#1e6b30', '#14521f'];
    const pairs = brandColourPairs({ primary: green, headingFont: 'system', bodyFont: 'system' });
    expect(pairs.every(({ foreground, background }) => contrastRatio(foreground[1], background[1]) >= 4.5)).toBe(true);
    // Black on white is 21:1 and a colour on itself 1:1, the ends of the WCAG scale.
    expect([contrastRatio('#000000', '#ffffff'), contrastRatio('#1e6b30', '#1e6b30')]).toEqual([21, 1]);
  });

  it('refuses a portrait whose file is not in pages-data/media/', () => {
    expect(problemsOf('portrait-missing')).toEqual([
      'pages-data/site.json /identity/portrait/file: the portrait pages-data/media/someone-else.jpg does not exist; put the image there or correct the name',
    ]);
  });
});
