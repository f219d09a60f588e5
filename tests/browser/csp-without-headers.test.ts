// The site on a host that sends no headers (GitHub Pages reads no _headers): dist/ served with none of
// the security headers, so each page's own <meta> policy is all the browser enforces. Every route, in each
// language, and the not-found page, run their scripts and their islands with no Content-Security-Policy
// violation and no console error (Chromium logs one for a directive a <meta> cannot carry), and so do the
// search, a filter, the forms' islands, the fetch ahead on hover and the PDF download. An inline script the
// policy does not name is refused, which shows that the <meta> policy is in force.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { LANGUAGES, pageAt, prefixOf, root, site, t, wordsIn, type Language } from '../support/sample-data.ts';
import { launchBrowser, openPage, waitForForm, waitForHydration, type WatchedPage } from './browser.ts';

/** Each violation the page reports, as "directive blocked-URI", gathered from before its first script. */
declare global {
  interface Window {
    cspViolations?: string[];
  }
}

let server: Server;
let origin: string;
let browser: Browser;
let visitor: WatchedPage;

beforeAll(async () => {
  // SITE_DIST: the build the other browser tests serve (global-setup.ts), here without its headers.
  server = await startStaticServer({ dir: process.env.SITE_DIST ?? join(root, 'dist'), port: 0, hostHeaders: false });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  visitor = await openPage(browser);
  // Injected by DevTools before the page's own scripts, so neither the policy nor the page can miss it.
  await visitor.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Opens `path` on the header-less server and starts the page as a visitor's first move does. */
async function visit(path: string): Promise<Page> {
  visitor.errors.length = 0;
  const { page } = visitor;
  const response = await page.goto(`${origin}${path}`);
  expect(response!.headers()['content-security-policy'], path).toBeUndefined();
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), path).toBe(1);
  await waitForHydration(page);
  return page;
}

/** What a not-found page logs by design: its 404 answer, and the router's word for the missing route. */
const NOT_FOUND_LOGS = [/^Failed to load resource: the server responded with a status of 404/, /^404 Error: User attempted to access non-existent route: /];

/** What went wrong on the page since `visit`: its policy violations and its console errors. */
async function problems(page: Page, { notFound = false } = {}): Promise<string[]> {
  const errors = visitor.errors.filter((error) => !(notFound && NOT_FOUND_LOGS.some((log) => log.test(error))));
  return [...(await page.evaluate(() => window.cspViolations ?? ['the violation listener never ran'])), ...errors];
}

const localized = (path: string, language: Language) => `${prefixOf(language)}${path === '/' && language !== 'pt' ? '/' : path}`;

describe('with no headers, the pages keep to their own <meta> policy', () => {
  const NOT_FOUND = '/no-such-page';
  const visits = LANGUAGES.flatMap((language) => [...site.routes.map((route) => localized(route.path, language)), `${prefixOf(language)}${NOT_FOUND}`]);

  it.each(visits)('%s: no violation, no console error', async (path) => {
    const page = await visit(path);
    expect(await problems(page, { notFound: path.endsWith(NOT_FOUND) })).toEqual([]);
  });

  it('refuses an inline script the policy does not name', async () => {
    const page = await visit('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.unlistedScriptRan = true;';
      document.head.append(script);
      return (window as { unlistedScriptRan?: boolean }).unlistedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => page.evaluate(() => window.cspViolations!)).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  });

  it('the search opens, loads its index and finds the pages', async () => {
    const word = wordsIn(pageAt('/research').blocks, 'pt').find((candidate) => candidate.length >= 6)!;
    const page = await visit('/');
    await page.getByRole('button', { name: t('pt', 'search.open') }).click();
    await page.getByRole('dialog').getByRole('textbox').fill(word);
    await expect.poll(() => page.getByRole('dialog').locator('.mantine-Spotlight-action').count()).toBeGreaterThan(0);
    expect(await problems(page)).toEqual([]);
  });

  it('the publications filter narrows the list and keeps it in the address', async () => {
    const page = await visit('/en/publications');
    const year = (await page.getByLabel('Year').locator('option').allTextContents()).find((text) => /^\d{4}$/.test(text))!;
    await page.getByLabel('Year').selectOption(year);
    await expect.poll(() => new URL(page.url()).search).toBe(`?year=${year}`);
    expect(await problems(page)).toEqual([]);
  });

  it.each(['/contact', '/meeting', '/es/contact'])('%s: the form island loads and is ready', async (path) => {
    const page = await visit(path);
    await waitForForm(page);
    expect(await problems(page)).toEqual([]);
  });

  it('a hovered link is fetched ahead, under the same policy', async () => {
    const page = await visit('/');
    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/about');
    await page.getByRole('navigation').getByRole('link', { name: t('pt', 'nav.about'), exact: true }).first().hover();
    await fetched;
    expect(await problems(page)).toEqual([]);
  });

  it('the CV downloads as a PDF', async () => {
    const page = await visit('/en/cv');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('button', { name: /^Download PDF: / }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await problems(page)).toEqual([]);
  });
});
