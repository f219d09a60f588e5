// Page to page as a visitor's Chromium does it: the page of a sidebar link hovered is fetched ahead
// (speculation rules and a hover's intent, src/navigation/), so the click finds its HTML already there; its
// controls answer at once, with the sidebar as the visitor left it. Through puppeteer-core: Playwright turns
// speculative loading off for the pages it drives (Chromium reports PrerenderingDisabledByDevTools).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.ts';
import { h1Of, site, t } from '../support/sample-data.ts';
import { shownTab } from '../../bench/shown-tab.ts';
import { baseUrl } from './browser.ts';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * Opens `path` in a new browser. `fetched` lists the pages the browser loaded for the tab: the page itself,
 * then every page it fetched ahead (reported by DevTools' Preload domain once ready; a speculative fetch is
 * the browser's own request, which the page's request events do not show).
 */
async function visit(path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; fetched: string[] }> {
  browser = await puppeteer.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, defaultViewport: viewport });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const fetched: string[] = [];
  const preload = await page.createCDPSession();
  await preload.send('Preload.enable');
  preload.on('Preload.prefetchStatusUpdated', (event) => {
    if (event.status === 'Ready') fetched.push(new URL(event.prefetchUrl).pathname);
  });
  await page.goto(baseUrl + path);
  fetched.unshift(new URL(page.url()).pathname);
  return { page, fetched };
}

const sidebarLink = (page: Page, path: string) => page.locator(`aside a[href="${path}"]`);

/** Hovers the sidebar's link as a mouse does, and waits until the browser has fetched the page it leads to. */
async function hoverUntilFetched(page: Page, fetched: string[], path: string, link = sidebarLink(page, path)) {
  await link.hover();
  await expect.poll(() => fetched.includes(path), { timeout: 10_000 }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Follows the sidebar's link to `path` (or the link given) with a click, and resolves with the tab once the next page is there. */
async function follow(page: Page, path: string, link = sidebarLink(page, path)): Promise<Page> {
  await link.click();
  let shown: Page;
  ({ browser, page: shown } = await shownTab(browser!, baseUrl + path));
  await shown.waitForSelector('h1');
  return shown;
}

/** What the shown page says of itself: its h1 and whether its HTML came from the speculative fetch. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    h1: document.querySelector('h1')?.textContent,
    prefetched: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType === 'navigational-prefetch',
  }));

describe('page to page', () => {
  it('a page that is only read fetches no other page', async () => {
    const { page, fetched } = await visit('/about');
    await page.locator('h1').wait();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The pointer rests on the page's heading, as a reader's does, and on no link.
    await page.locator('h1').hover();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(fetched).toEqual(['/about']);
  });

  it('a browser without speculation rules fetches the hovered link\'s page through a prefetch link, and a read page nothing', async () => {
    browser = await puppeteer.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, defaultViewport: { width: 1280, height: 900 } });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // As Firefox is: the first-load script finds no speculation rules support.
    await page.evaluateOnNewDocument(() => {
      HTMLScriptElement.supports = () => false;
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!request.isNavigationRequest()) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/about`);
    await page.locator('h1').hover();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const readOnly = [...asked];
    expect(readOnly.filter((path) => !path.includes('.'))).toEqual([]);

    const target = site.sidebar.find((entry) => entry.path !== '/about' && entry.path !== '/')!.path;
    await sidebarLink(page, target).hover();
    await expect.poll(() => asked.filter((path) => path === target).length, { timeout: 10_000 }).toBe(1);
    expect(await page.$$eval('head link[rel="prefetch"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))).toEqual([target]);
  });

  it('a sidebar link followed after a hover shows the next page from the fetch ahead, whose tabs and flags answer at once', async () => {
    const { page, fetched } = await visit('/about');
    await hoverUntilFetched(page, fetched, '/speaking-workshops');
    const next = await follow(page, '/speaking-workshops');
    expect(await shown(next)).toEqual({ h1: h1Of('/speaking-workshops', 'pt'), prefetched: true });

    const tabs = await next.$$('::-p-aria([role="tab"])');
    await tabs[1]!.click();
    expect(await tabs[1]!.evaluate((tab) => tab.getAttribute('aria-selected'))).toBe('true');
    expect(await tabs[0]!.evaluate((tab) => tab.getAttribute('aria-selected'))).toBe('false');
    const chosenTab = await tabs[1]!.evaluate((tab) => tab.getAttribute('data-tab'));

    await next.locator(`::-p-aria([name="${t('pt', 'language.en')}"][role="button"])`).click();
    await expect.poll(() => next.evaluate(() => document.querySelector('h1')?.textContent), { timeout: 10_000 }).toBe(h1Of('/speaking-workshops', 'en'));
    // The chosen tab's fragment goes along.
    expect(next.url()).toBe(`${baseUrl}/en/speaking-workshops#${chosenTab}`);
  });

  it('a download on a page reached that way saves its file', async () => {
    // A course's syllabus holds a real file (its lecture notes), reached from /teaching.
    const { page, fetched } = await visit('/teaching');
    const folder = mkdtempSync(join(tmpdir(), 'navigation-download-'));
    try {
      const course = page.locator('main a[href="/syllabus/cpq2"]');
      await hoverUntilFetched(page, fetched, '/syllabus/cpq2', course);
      const next = await follow(page, '/syllabus/cpq2', course);
      expect((await shown(next)).prefetched).toBe(true);
      const session = await browser!.target().createCDPSession();
      await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: folder });
      // The page's file link (a study material's PDF), whatever its title: its name is the data's.
      await next.locator('main a[download]').click();
      await expect.poll(() => readdirSync(folder).filter((name) => name.endsWith('.pdf')).length, { timeout: 15_000 }).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('the sidebar stays collapsed from page to page', async () => {
    const { page: first, fetched } = await visit('/about');
    await first.locator(`::-p-aria([name="${t('pt', 'shell.collapseSidebar')}"][role="button"])`).click();
    await hoverUntilFetched(first, fetched, '/contact');
    const page = await follow(first, '/contact');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-collapsed'))).toBe(true);
    const expand = await page.$(`::-p-aria([name="${t('pt', 'shell.expandSidebar')}"][role="button"])`);
    expect(await expand!.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');
  });

  it('the sidebar keeps its scroll position from page to page', async () => {
    const { page, fetched } = await visit('/about', { width: 1280, height: 600 });
    const last = site.sidebar.at(-1)!.path;
    await page.locator('aside [data-sidebar-scroll]').hover();
    await page.mouse.wheel({ deltaY: 2_000 });
    const scrollTop = () => page.evaluate(() => document.querySelector('aside [data-sidebar-scroll]')!.scrollTop);
    await expect.poll(scrollTop).toBeGreaterThan(0);
    const before = await scrollTop();
    await hoverUntilFetched(page, fetched, last);
    const next = await follow(page, last);
    expect(await next.evaluate(() => document.querySelector('aside [data-sidebar-scroll]')!.scrollTop)).toBe(before);
  });
});
