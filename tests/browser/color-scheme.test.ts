// The colour scheme: the header control steps through light, dark and the system's; the choice is kept
// and applied before the first paint, so a returning visitor never sees a frame in the wrong scheme.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser.ts';

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

  it.each([
    { path: '/', names: ['Esquema de cores: claro. Clique para mudar', 'Esquema de cores: escuro. Clique para mudar', 'Esquema de cores: o do sistema. Clique para mudar'], before: 'Esquema de cores' },
    { path: '/en/', names: ['Color scheme: light. Click to change', 'Color scheme: dark. Click to change', 'Color scheme: system. Click to change'], before: 'Color scheme' },
    { path: '/es/', names: ['Esquema de colores: claro. Haga clic para cambiar', 'Esquema de colores: oscuro. Haga clic para cambiar', 'Esquema de colores: el del sistema. Haga clic para cambiar'], before: 'Esquema de colores' },
  ])('$path: the control is named in its language and steps light → dark → system', async ({ path, names, before }) => {
    const { page, context, errors } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(path);
    // Prerendered, it names the control; once the app runs, also the scheme in force.
    expect(await header(page).getByRole('button', { name: before, exact: true }).count()).toBe(1);
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
    await page.reload();
    await waitForHydration(page);
    const control = header(page).getByRole('button', { name: names[0] });
    await control.click();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await header(page).getByRole('button', { name: names[1] }).count()).toBe(1);
    await header(page).getByRole('button', { name: names[1] }).click();
    expect(await header(page).getByRole('button', { name: names[2] }).count()).toBe(1);
    // 'system' in a light system is light.
    await expect.poll(() => scheme(page)).toBe('light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the choice: the next page starts dark before the app runs, with no light frame', async () => {
    const { page, context, errors } = await openPage(browser, { colorScheme: 'light' });
    await page.goto('/en/publications');
    await waitForHydration(page);
    // With no choice stored the control says 'system'; the next steps are light, then dark.
    const control = header(page).getByRole('button', { name: /^Color scheme: / });
    expect(await control.getAttribute('aria-label')).toBe('Color scheme: system. Click to change');
    await control.click();
    await control.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('dark');
    // The first paint: the head script has set the scheme while the prerendered page is still unhydrated.
    await page.goto('/en/blog', { waitUntil: 'commit' });
    await page.waitForSelector('#root', { state: 'attached' });
    expect(await scheme(page)).toBe('dark');
    expect(await page.locator('#root[data-started="true"]').count()).toBe(0);
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).not.toBe('rgb(255, 255, 255)');
    // The drawings follow the scheme.
    await page.goto('/en/about');
    expect(await page.locator('img[src$=".svg"]').first().evaluate((img) => getComputedStyle(img).filter)).toContain('invert');
    expect(errors).toEqual([]);
    await context.close();
  });
});
