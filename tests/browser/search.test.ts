// The site search: Ctrl+K / Cmd+K or the header button opens it, in the page's language; accents do not
// matter; a result leads to its page and section; everything works from the keyboard and focus returns.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const dialog = (page: Page) => page.getByRole('dialog');
const results = (page: Page) => dialog(page).locator('.mantine-Spotlight-action');

async function search(page: Page, query: string) {
  await dialog(page).getByRole('textbox').fill(query);
  await expect.poll(() => results(page).count()).toBeGreaterThan(0);
}

describe('site search', () => {
  it.each([
    { path: '/', query: 'otimizacao tempo real', expect: /otimização em tempo real/i, language: 'pt' },
    { path: '/en/', query: 'distilation column', expect: /distillation/i, language: 'en' },
    { path: '/es/', query: 'optimizacion', expect: /optimización/i, language: 'es' },
  ])('$path: Ctrl+K opens it and "$query" finds $expect, accents and a typo aside', async ({ path, query, expect: wanted }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    // The very first input of the visit: the app starts and the search opens.
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await search(page, query);
    expect(await results(page).first().textContent()).toMatch(wanted);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a result leads to its page and section, from the keyboard, in the page language', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Search the site (Ctrl+K)' }).click();
    await search(page, 'mini courses taught');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/speaking' && url.hash === '#minicourses');
    await expect.poll(() => page.getByRole('tab', { name: 'Mini-courses' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('finds section headings, publications, syllabus topics and posts, and leads to the heading', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await search(page, 'funcao de transferencia');
    expect(await results(page).first().textContent()).toMatch(/Controle de Processos Químicos II|função de transferência/i);
    await search(page, 'alkaline electrolysis');
    expect(await results(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/Publicações/)]));
    await search(page, 'orientador de doutorado');
    expect(await results(page).first().textContent()).toMatch(/^Como escolher.*Blog/);
    await search(page, 'interesses de pesquisa');
    // Home and About both have the section; the result names its page.
    await results(page).filter({ hasText: 'Sobre' }).first().click();
    await page.waitForURL((url) => url.pathname === '/about' && url.hash === '#interesses-de-pesquisa');
    await expect.poll(() => page.evaluate(() => document.getElementById('interesses-de-pesquisa')?.getBoundingClientRect().top ?? 9999)).toBeLessThan(300);
    await context.close();
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/');
    const button = page.getByRole('button', { name: 'Search the site (Ctrl+K)' });
    await button.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => dialog(page).getByRole('textbox').evaluate((input) => input === document.activeElement)).toBe(true);
    await search(page, 'reator');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('loads nothing of the search until it opens', async () => {
    const { page, context } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/publications');
    expect(requested.filter((path) => path.startsWith('/search/') || /spotlight|minisearch|SearchDialog/i.test(path))).toEqual([]);
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await expect.poll(() => requested.includes('/search/en.json')).toBe(true);
    await context.close();
  });
});
