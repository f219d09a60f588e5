// The colour scheme: every click on the header's control shows the other scheme (system → dark → system
// in a light system); the choice is kept and applied before the first paint, so a returning visitor never
// sees a frame in the wrong scheme. The control works from the first input: no waiting for a start signal.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
const header = (page: Page) => page.getByRole('banner');

describe('colour scheme', () => {
  it('follows the system until the visitor chooses', async () => {
    for (const system of ['light', 'dark'] as const) {
      const { page, context } = await openPage(browser, { colorScheme: system });
      await page.goto('/about');
      expect(await scheme(page)).toBe(system);
      await context.close();
    }
  });

  it('follows the system as it changes while the page is open, until the visitor chooses', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'light' });
    await page.goto('/about');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => scheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => scheme(page)).toBe('light');
    // A choice made on the page holds against the system.
    await header(page).getByRole('button', { name: /^Esquema de cores/ }).click();
    await expect.poll(() => scheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(200);
    expect(await scheme(page)).toBe('dark');
    await context.close();
  });

  it.each([
    { path: '/', names: ['Esquema de cores: o do sistema. Clique para mudar', 'Esquema de cores: escuro. Clique para mudar'], before: 'Esquema de cores' },
    { path: '/en/', names: ['Color scheme: system. Click to change', 'Color scheme: dark. Click to change'], before: 'Color scheme' },
    { path: '/es/', names: ['Esquema de colores: el del sistema. Haga clic para cambiar', 'Esquema de colores: oscuro. Haga clic para cambiar'], before: 'Esquema de colores' },
  ])('$path: the control is named in its language, and every click changes what the visitor sees', async ({ path, names, before }) => {
    const { page, context, errors } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(path, { waitUntil: 'commit' });
    // Prerendered, it names the control; once the page's script runs, also the choice in force.
    await page.waitForSelector('header');
    const html = await (await fetch(new URL(path, page.url()))).text();
    expect(html).toContain(`aria-label="${before}"`);
    const control = header(page).getByRole('button', { name: names[0] });
    // With a light system: system (light) → dark → system again.
    await control.click();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('dark');
    await header(page).getByRole('button', { name: names[1] }).click();
    await expect.poll(() => scheme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('auto');
    expect(await header(page).getByRole('button', { name: names[0] }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in a dark system, the first click shows light, the next the system again', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/en/about');
    const control = header(page).getByRole('button', { name: /^Color scheme: / });
    await control.click();
    await expect.poll(() => scheme(page)).toBe('light');
    expect(await control.getAttribute('aria-label')).toBe('Color scheme: light. Click to change');
    await control.click();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await control.getAttribute('aria-label')).toBe('Color scheme: system. Click to change');
    await context.close();
  });

  it('keeps the choice: the next page starts dark before any script runs, with no light frame', async () => {
    const { page, context, errors } = await openPage(browser, { colorScheme: 'light' });
    await page.goto('/en/publications');
    const control = header(page).getByRole('button', { name: /^Color scheme: / });
    expect(await control.getAttribute('aria-label')).toBe('Color scheme: system. Click to change');
    await control.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('dark');
    // The first paint: the head script has set the scheme before the body is parsed. The contact page has
    // an island (its form), whose provider must follow the scheme too.
    await page.goto('/en/contact', { waitUntil: 'commit' });
    await page.waitForSelector('#root', { state: 'attached' });
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.schemeChoice)).toBe('dark');
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).not.toBe('rgb(255, 255, 255)');
    // An island's provider follows a change made by the control at once (islands start once the visitor moves).
    await page.mouse.move(1, 1);
    await page.waitForSelector('[data-island][data-hydrated]');
    await header(page).getByRole('button', { name: /^Color scheme: / }).click();
    await expect.poll(() => scheme(page)).toBe('light');
    await page.waitForTimeout(200);
    expect(await scheme(page)).toBe('light');
    // The drawings follow the scheme.
    await page.goto('/en/about');
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.reload();
    expect(await page.locator('img[src$=".svg"]').first().evaluate((img) => getComputedStyle(img).filter)).toContain('invert');
    expect(errors).toEqual([]);
    await context.close();
  });
});
