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

/**
 * Pages kept open from one visit to the next, at most `size` in use at once (the rest wait in order): a
 * test borrows one, goes to its page and hands it back. A kept page needs no new context, and its renderer
 * keeps what it compiled: axe's injection fell from about 700 ms to 270 ms, and a page's load from 500 ms
 * to 180 ms. Every borrow starts at 1280 × 900 px in the light scheme, whatever the last visit left.
 */
export function pagePool(browser: () => Browser, size: number) {
  const visit = slots(size);
  const idle: Page[] = [];
  const contexts: BrowserContext[] = [];
  return {
    use<T>(task: (page: Page) => Promise<T>): Promise<T> {
      return visit(async () => {
        let page = idle.pop();
        if (!page) {
          const opened = await openPage(browser());
          contexts.push(opened.context);
          page = opened.page;
        }
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.emulateMedia({ colorScheme: 'light' });
        try {
          return await task(page);
        } finally {
          idle.push(page);
        }
      });
    },
    close: () => Promise.all(contexts.map((context) => context.close())),
  };
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
