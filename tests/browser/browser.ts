// Real Chromium through playwright-core, with the console watched: tests fail on errors they did
// not expect, which is how hydration mismatches (React error #418) and broken assets show up.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.ts';

export const baseUrl = inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught exceptions, in order */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; javaScript?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    // The system's scheme, which the site follows until the visitor chooses one.
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScript ?? true,
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Moves the pointer, as a visitor does, and waits until every island of the page has hydrated by itself
 * (in idle time, a second after the visitor's first activity; see src/islands/island-runtime.ts). Most
 * tests act at once, as a visitor does; this is for the few that check the page after it has started.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.locator('#root[data-started="true"]').waitFor({ state: 'attached' });
}

/** Points at the page's form, as a visitor about to use it does, and waits until its island runs. */
export async function waitForForm(page: Page): Promise<void> {
  await page.locator('form').first().hover();
  await page.locator('form[data-ready="true"]').waitFor();
}

/** A counting semaphore for concurrent tests: at most `size` visits run together, the rest wait in order. */
export function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
