// WCAG 2 A/AA checks by axe-core on every page, at desktop and mobile widths, in Portuguese and
// English, in the light and the dark scheme, on the page as it loads (islands render the same HTML
// once hydrated; the collapsed-sidebar case below checks both); then with dialogs and errors shown.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { HTML_LANG } from '../../src/i18n/languages.ts';
import type { ProfileHeroBlock } from '../../src/generated/schemas.ts';
import { blockOf, pageDoc, t } from '../support/sample-data.ts';
import { axeViolations, violationsInLooks } from './axe.ts';
import { baseUrl, launchBrowser, openPage, pagePool, waitForForm, waitForHydration } from './browser.ts';

let browser: Browser;
/**
 * One visit per page and language, every look of it checked in that visit (see violationsInLooks). Two
 * visits at once, each in a page kept from visit to visit: axe's work is the page's own script, and the
 * machine has two cores.
 */
const pages = pagePool(() => browser, 2);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await pages.close();
  await browser?.close();
});

const cases = site.routes.flatMap((route) => (['pt', 'en'] as const).map((language) => ({ path: route.path, language })));

describe.concurrent('accessibility of every page', () => {
  it.each(cases)('$path in $language has no WCAG A/AA violations, light and dark (and at 375 px in pt)', ({ path, language }) =>
    pages.use(async (page) => {
      await page.goto(localizePath(path, language));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(HTML_LANG[language]);
      // The page follows the system's scheme while the visitor has chosen none.
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('light');
      // The page opens in the light scheme; the dark one changes colours only (the same HTML, the same
      // layout), so there the colour rules run. The 375 px layout is checked in Portuguese: English
      // has the same elements, with the same colours, in the same layout.
      const found = await violationsInLooks(page, [
        { width: 1280, scheme: 'light', rules: 'all' },
        ...(language === 'pt' ? ([{ width: 375, scheme: 'light', rules: 'all' }, { width: 375, scheme: 'dark', rules: 'colour' }] as const) : []),
        { width: 1280, scheme: 'dark', rules: 'colour' },
      ]);
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
      expect(found).toEqual([]);
    }),
    // Every case starts at once and waits for its slot: its time includes the visits queued before it.
    600_000,
  );
});

describe('accessibility', () => {
  it.each([
    { path: '/contact', submit: 'Enviar mensagem' },
    { path: '/meeting', submit: 'Solicitar reunião' },
  ])('$path keeps WCAG A/AA with its validation errors shown', async ({ path, submit }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await waitForForm(page);
    await page.getByRole('button', { name: submit }).click();
    await page.getByText('Nome é obrigatório', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it.each([
    { path: '/projects', button: /^Ver detalhes: /, width: 1280 },
    { path: '/en/projects', button: /^View Results: /, width: 375 },
    { path: '/en/projects', button: /^View Details: /, width: 1280 },
    { path: '/projects', button: /^Ver resultados: /, width: 375 },
  ])('$path keeps WCAG A/AA at $width px with a project dialog open', async ({ path, button, width }) => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300); // the opening transition, so colours are measured at full opacity
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the sidebar collapsed to icons has no WCAG A/AA violations, before and after the app runs', async () => {
    const { page, context } = await openPage(browser);
    await context.addCookies([{ name: 'sidebar_state', value: 'false', url: baseUrl }]);
    await page.goto('/en/about');
    expect(await axeViolations(page)).toEqual([]);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).isVisible()).toBe(true);
    await context.close();
  });

  it('every control can be reached with the keyboard', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    const reached = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''));
    }
    // The flags, a sidebar entry and every button of the home page's hero, whatever home.json names them.
    const hero = blockOf<ProfileHeroBlock>(pageDoc('home'), 'profileHero').actions?.map((action) => action.label.pt) ?? [];
    for (const name of ['Português', 'English', 'Español', t('pt', 'nav.about'), ...hero]) expect(reached).toContain(name);
    await context.close();
  });
});
