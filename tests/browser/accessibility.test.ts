// WCAG 2 A/AA checks by axe-core on every page, at desktop and mobile widths, in each language, in the
// light scheme and (at desktop width, where every block shows) in the dark one.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { HTML_LANG } from '../../src/i18n/languages.ts';
import { baseUrl, launchBrowser, openPage, waitForForm, waitForHydration } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const cases = site.routes.flatMap((route) =>
  (['pt', 'en'] as const).flatMap((language) => [
    ...[1280, 375].map((width) => ({ path: route.path, language, width, scheme: 'light' as const })),
    { path: route.path, language, width: 1280, scheme: 'dark' as const },
  ]),
);

describe('accessibility', () => {
  it.each(cases)('$path in $language at $width px, $scheme scheme, has no WCAG A/AA violations', async ({ path, language, width, scheme }) => {
    const { page, context } = await openPage(browser, { width, colorScheme: scheme });
    await page.goto(localizePath(path, language));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(HTML_LANG[language]);
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(summary).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/contact', submit: 'Enviar mensagem' },
    { path: '/meeting', submit: 'Solicitar reunião' },
  ])('$path keeps WCAG A/AA with its validation errors shown', async ({ path, submit }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await waitForForm(page);
    await page.getByRole('button', { name: submit }).click();
    await page.getByText('Nome é obrigatório', { exact: true }).waitFor();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    expect(await page.getByRole('textbox', { name: 'Nome', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it.each([
    { path: '/meeting', date: /Data preferida/, previous: 'Mês anterior', next: 'Próximo mês' },
    { path: '/en/meeting', date: /Preferred date/, previous: 'Previous month', next: 'Next month' },
    { path: '/es/meeting', date: /Fecha preferida/, previous: 'Mes anterior', next: 'Mes siguiente' },
  ])('$path keeps WCAG A/AA with the date picker open, its month buttons named', async ({ path, date, previous, next }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await waitForForm(page);
    await page.getByRole('button', { name: date }).click();
    await page.getByRole('button', { name: next }).waitFor();
    expect(await page.getByRole('button', { name: previous }).count()).toBe(1);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
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
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    await context.close();
  });

  it('the sidebar collapsed to icons has no WCAG A/AA violations, before and after the app runs', async () => {
    const { page, context } = await openPage(browser);
    await context.addCookies([{ name: 'sidebar_state', value: 'false', url: baseUrl }]);
    await page.goto('/en/about');
    const check = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);
    expect(await check()).toEqual([]);
    await waitForHydration(page);
    expect(await check()).toEqual([]);
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
    for (const name of ['Português', 'English', 'Español', 'Sobre', 'Contato', 'Ver perfil completo']) expect(reached).toContain(name);
    await context.close();
  });
});
