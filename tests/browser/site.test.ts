import type { Browser, Page } from 'playwright-core';
import { HOSTED_FONTS } from '../../src/brand/brand-fonts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../src/generated/schemas.ts';
import { islandBlocksIn } from '../../src/blocks/registry.ts';
import { h1Of, pageDoc, site } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;

/**
 * The brand's body font (site.json's brand.bodyFont) is the one the text is drawn in: a hosted font is
 * loaded (document.fonts) and is the body's computed family. With "system" there is nothing to host: the
 * check is then that no font file was fetched (the system stack paints at once).
 */
async function expectBodyFontPainted(page: Page) {
  const font = site.brand.bodyFont;
  await page.evaluate(() => document.fonts.ready);
  const painted = await page.evaluate((family) => ({
    computed: getComputedStyle(document.body).fontFamily,
    loaded: [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded'),
    files: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
  }), font === 'system' ? '' : HOSTED_FONTS[font].family);
  if (font === 'system') {
    console.info("brand.bodyFont is system: no hosted font to check as loaded; checked that no font file was fetched");
    expect(painted.files).toBe(0);
    return;
  }
  expect(painted.computed).toContain(HOSTED_FONTS[font].family);
  expect(painted.loaded).toBe(true);
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// Each page's h1 as its document writes it (the home page's is the professor's name).
const PAGES = ['/', '/about', '/contact', '/meeting'].map((path) => ({ path, h1: h1Of(path, 'pt') }));
const about = h1Of('/about', 'pt');

describe('prerendered HTML', () => {
  it.each([...PAGES, { path: '/about/', h1: about }])('$path holds its h1 in the HTML, before any script runs', async ({ path, h1 }) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1] ?? '').toContain(h1);
    expect(html).toContain('data-prerendered=');
  });

  it('prerenders the forms too, so the page does not jump when it hydrates', async () => {
    const html = await (await fetch(`${baseUrl}/meeting`)).text();
    expect(html).toContain('Formato da reunião');
    expect(html).toContain('Solicitar reunião');
  });

  it('shows the content with JavaScript disabled', async () => {
    const { page, context } = await openPage(browser, { javaScript: false });
    await page.goto('/about');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(about);
    await context.close();
  });
});

describe('pages in the browser', () => {
  it.each(PAGES)('$path renders and hydrates without console errors', async ({ path, h1 }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(h1);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a sidebar link opens the next prerendered page, which is whole before any script runs', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Sobre' }).click();
    await page.waitForURL('**/about');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(about);
    expect(await page.getByRole('complementary').locator('a[aria-current="page"]').textContent()).toBe('Sobre');
    // An island per interactive block of /about, and none when it has none: no React at all then.
    expect(await page.locator('[data-island]').count()).toBe(islandBlocksIn(pageDoc('about').blocks).length);
    await expectBodyFontPainted(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('language', () => {
  it('a flag click switches the language, and it survives a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/about');
    const english = page.getByRole('banner').getByRole('button', { name: 'English' });
    await english.click();
    await expect.poll(() => english.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(h1Of('/about', 'en'));
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(h1Of('/about', 'en'));
    expect(await page.getByRole('banner').getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sidebar', () => {
  it('Ctrl+B collapses it to icons, stored in a 7-day cookie that a reload restores', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation');
    const link = nav.getByRole('link', { name: 'Publicações' });
    const width = async () => (await link.boundingBox())?.width ?? 0;
    await expect.poll(width).toBeGreaterThan(200);

    await page.keyboard.press('Control+b');
    await expect.poll(width).toBeLessThan(48);
    expect(await link.isVisible()).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Collapsed from the first paint, before any script of the app has run.
    await page.reload();
    expect(await width()).toBeLessThan(48);
    expect(await width()).toBeLessThan(48);
    await page.keyboard.press('Control+b');
    await expect.poll(width).toBeGreaterThan(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps keyboard focus where it was when the app starts', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/');
    // Focusing is the first input: the app loads and hydrates while the link keeps focus.
    await page.getByRole('navigation').getByRole('link', { name: 'Sobre' }).focus();
    await page.locator('#root[data-started="true"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sobre');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/about');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is a drawer at 375 px, opened by the menu button and closed after navigating', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 812 });
    await page.goto('/');
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu de navegação' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('navigation').isVisible()).toBe(true);
    expect(await drawer.getByRole('link').count()).toBeGreaterThanOrEqual(site.sidebar.length);
    await drawer.getByRole('link', { name: 'Sobre' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(about);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The contact page's map, a third-party frame, loads when the visitor nears it, not with the page.
describe('office map', () => {
  const office = pageDoc('contact').blocks.find((block) => block.type === 'officeLocation') as Extract<Block, { type: 'officeLocation' }>;
  const title = office.mapTitle!.pt;

  it('loads its address only when scrolled near, on a phone', async () => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 800 });
    await page.goto('/contact');
    const frame = page.getByTitle(title);
    await page.waitForTimeout(1000);
    expect(await frame.getAttribute('src')).toBeNull();
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => frame.getAttribute('src')).toBe(office.mapEmbedUrl);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without script, shows the map at once', async () => {
    const { page, context } = await openPage(browser, { javaScript: false });
    await page.goto('/contact');
    const shown = page.locator(`iframe[title="${title}"]:visible`);
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('src')).toBe(office.mapEmbedUrl);
    await context.close();
  });
});

describe('not found', () => {
  it('answers 404 with the not-found page and logs the path', async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ops! Página não encontrada');
    await expect.poll(() => errors.some((e) => e.includes('/pagina-que-nao-existe'))).toBe(true);
    expect(errors.filter((e) => !e.includes('/pagina-que-nao-existe') && !e.includes('404 (Not Found)'))).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/en/pagina-que-nao-existe`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/en/`);
    await context.close();
  });
});
