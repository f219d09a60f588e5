// A custom brand keeps every checked page WCAG AA, light and dark. Building the whole site again with
// another brand costs minutes, so the built pages get the CSS variables Mantine emits for a theme with
// the owner's own ten shades (its own resolver and the site's, as MantineProvider writes them), laid
// over the sample's: the same markup and components, only the colours a brand changes. The brand is
// one that `npm run validate` accepts, so this checks that what validation lets through reads well.
import { DEFAULT_THEME, convertCssVariables, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandColourPairs, contrastRatio } from '../../scripts/lib/brand-checks.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { CUSTOM_COLOR } from '../../src/brand/brand-colors.ts';
import type { Brand } from '../../src/generated/schemas.ts';
import { cssVariablesResolver, theme } from '../../src/theme.ts';
import { violationsInLooks } from './axe.ts';
import { launchBrowser, pagePool } from './browser.ts';

/** An owner's deep teal: Mantine's own teal fails on white, these ten pass. */
const brand: Brand = {
  primary: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0ca678', '#099268', '#08735a', '#065947'],
  // Fonts do not change colours; the hosted ones are checked in tests/node/brand-assets.test.ts.
  headingFont: 'system',
  bodyFont: 'system',
};

function brandStylesheet(): string {
  const branded = mergeMantineTheme(DEFAULT_THEME, { ...theme, primaryColor: CUSTOM_COLOR, colors: { ...theme.colors, [CUSTOM_COLOR]: brand.primary as never } });
  const mantine = defaultCssVariablesResolver(branded);
  const site = cssVariablesResolver();
  return convertCssVariables({
    variables: { ...mantine.variables, ...site.variables },
    light: { ...mantine.light, ...site.light },
    dark: { ...mantine.dark, ...site.dark },
  });
}

let browser: Browser;
const pool = pagePool(() => browser, 2);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await pool.close();
  await browser?.close();
});

const pages = ['/', '/alumni', '/cv', '/contact', '/publications', '/research', '/teaching', '/speaking'];
const cases = pages.flatMap((path) => (['pt', 'en'] as const).map((language) => ({ path, language })));

describe('a custom brand', () => {
  it('is one validation accepts (every pair at 4.5:1 or more)', () => {
    for (const { foreground, background } of brandColourPairs(brand)) expect(contrastRatio(foreground[1], background[1])).toBeGreaterThanOrEqual(4.5);
  });

  describe.concurrent('keeps the pages free of WCAG A/AA violations', () => {
    it.each(cases)('$path in $language, at 1280 and 375 px, light and dark', ({ path, language }) =>
      pool.use(async (page) => {
        await page.goto(localizePath(path, language));
        await page.addStyleTag({ content: brandStylesheet() });
        // The branded variables are in force: the primary colour is the owner's shade 8.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim())).toBe((brand.primary as string[])[8]);
        // A brand changes colours only (the same HTML, the same layout): the colour rules, in every look.
        const found = await violationsInLooks(page, [
          { width: 1280, scheme: 'light', rules: 'colour' },
          { width: 375, scheme: 'light', rules: 'colour' },
          { width: 1280, scheme: 'dark', rules: 'colour' },
        ]);
        expect(found).toEqual([]);
      }),
      // Every case starts at once and waits for its slot: its time includes the visits queued before it.
      600_000,
    );
  });
});
