// A site published under a sub-path, as GitHub Pages publishes a project (https://<user>.github.io/<repo>/):
// built once more with SITE_URL https://example.github.io/site into dist-site/ (dist/ stays as it is)
// and served under /site/ only. A visitor's pages, in two languages, ask for nothing outside /site/,
// every link of the build leads somewhere under it, and the sidebar, the flags and the search keep the
// visitor there.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../scripts/lib/check/internal-links.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { h1Of, root, site, t, type Language } from '../support/sample-data.ts';
import { launchBrowser } from './browser.ts';

const BASE = '/site';
const dist = join(root, 'dist-site');
let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  // One build for every test here (about 70 s): no type-check (dist/ was checked) and no compressed copies.
  execFileSync('npm', ['run', 'build', '--', '--no-compress', '--no-typecheck'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, SITE_URL: `https://example.github.io${BASE}`, DIST_DIR: 'dist-site', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  });
  server = await startStaticServer({ dir: dist, port: 0, base: BASE });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(dist, { recursive: true, force: true });
});

/** Opens a page under /site/, keeping every request it makes and every failed one. */
async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // This site's answers only: other sites (the office map's embed) are out of reach in a test.
  const ours = (url: string) => url.startsWith(`${origin}/`);
  page.on('response', (response) => response.status() >= 400 && ours(response.url()) && failed.push(`${response.status()} ${response.url()}`));
  page.on('requestfailed', (request) => ours(request.url()) && failed.push(`failed ${request.url()}`));
  await page.goto(`${origin}${BASE}${path}`);
  return { context, page, requests, failed };
}

/** This site's requests that miss the sub-path (other sites', such as the office map's embed, are theirs). */
const outside = (requests: string[]) => requests.filter((url) => url.startsWith(`${origin}/`) && !url.startsWith(`${origin}${BASE}/`));
const ROUTES = ['/', '/about', '/publications', '/contact', '/news'];
const localized = (path: string, language: Language) => (language === 'pt' ? path : `/${language}${path}`);

describe('a build under a sub-path', () => {
  it('has no link or asset that leads nowhere or out of /site/', () => {
    expect(findBrokenLinks(dist, BASE)).toEqual([]);
  });

  it.each(ROUTES.flatMap((path) => (['pt', 'en'] as const).map((language) => ({ path, language, url: localized(path, language) }))))(
    '$url asks for nothing outside /site/, and everything it asks for is there',
    async ({ path, language, url }) => {
      const { context, page, requests, failed } = await visit(url);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(h1Of(path, language));
      // It is styled (Mantine's reset takes the body's margin away) and its script runs (a wrong base
      // showed as an unstyled page with dead controls).
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(requests.some((request) => /\/site\/assets\/index-[\w-]+\.js$/.test(request))).toBe(true);
      // Its islands and the code a visitor's first move loads.
      await page.mouse.move(10, 10);
      await page.waitForLoadState('networkidle');
      expect(outside(requests)).toEqual([]);
      expect(failed).toEqual([]);
      await context.close();
    },
  );

  it("keeps the sidebar's links under /site/, in the page's language", async () => {
    const { context, page } = await visit('/en/about');
    const hrefs = await page.getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(site.sidebar.map((entry) => `${BASE}/en${entry.path}`));
    await page.getByRole('navigation').getByRole('link').nth(2).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(hrefs[2]);
    await context.close();
  });

  it('switches language with the flags and stays under /site/', async () => {
    const { context, page, requests } = await visit('/about');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${origin}${BASE}/en/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(h1Of('/about', 'en'));
    // The stored choice sends a Portuguese address to English, under the sub-path too.
    await page.goto(`${origin}${BASE}/publications`);
    await page.waitForURL(`${origin}${BASE}/en/publications`);
    await page.getByRole('banner').getByRole('button', { name: 'Português' }).click();
    await page.waitForURL(`${origin}${BASE}/publications`);
    expect(outside(requests)).toEqual([]);
    await context.close();
  });

  it('answers a missing address in its language, and its home link stays under /site/', async () => {
    const { context, page } = await visit('/en/no-such-page');
    const home = page.getByRole('link', { name: t('en', 'notFound.returnHome') });
    expect(await home.getAttribute('href')).toBe(`${BASE}/en/`);
    await context.close();
  });

  it("finds with the search and opens the result's page under /site/", async () => {
    const { context, page, requests } = await visit('/en/about');
    await page.keyboard.press('Control+k');
    const title = h1Of('/publications', 'en');
    await page.getByRole('dialog').getByRole('textbox').fill(title);
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(title) }).first().click();
    await page.waitForURL(new RegExp(`^${origin}${BASE}/en/publications`));
    expect(requests).toContain(`${origin}${BASE}/search/en.json`);
    expect(outside(requests)).toEqual([]);
    await context.close();
  });
});
