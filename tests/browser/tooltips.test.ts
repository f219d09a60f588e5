// The shell's hints (src/shell/hints.ts, part of the first load): they attach to the element without
// re-creating it, and show the element's name on hover.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('hints', () => {
  it('the collapsed sidebar names each entry on hover, a scroll takes the hint away, and a focused entry keeps its focus when the hint code arrives', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/en/about');
    const about = page.getByRole('navigation', { name: /main/i }).first().getByRole('link', { name: 'About' });
    await about.focus();
    const handle = await about.elementHandle();
    // Collapse to icons, then hover an entry: its label shows as a tooltip.
    await page.keyboard.press('Control+b');
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-collapsed'))).toBe(true);
    // What the hints listen to, kept, so a hint that never shows says why (this test stalled twice in the
    // whole suite, never alone: the tooltip did not show within 60 s).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { hintEvents: string[] }).hintEvents = seen;
      for (const type of ['pointerover', 'pointerout', 'focusin', 'focusout', 'pointerdown', 'scroll']) {
        document.addEventListener(type, (event) => seen.push(`${Math.round(performance.now())} ${type} ${(event.target as Element).nodeName ?? 'document'}${(event.target as Element).getAttribute?.('aria-label') ? `[${(event.target as Element).getAttribute('aria-label')}]` : ''}`), { capture: true, passive: true });
      }
    });
    await page.getByRole('navigation', { name: /main/i }).first().getByRole('link', { name: 'Research' }).hover();
    const tooltip = page.getByRole('tooltip');
    await expect
      .poll(async () => ((await tooltip.count()) > 0 ? tooltip.textContent() : page.evaluate(() => `no tooltip; events: ${(window as unknown as { hintEvents: string[] }).hintEvents.join(', ')}`)), { timeout: 5000 })
      .toBe('Research');
    // A scroll under the pointer leaves the hint behind: it goes. (The sidebar overflows by some pixels at
    // this height: a wheel up and down scrolls it, wherever it stood.)
    await page.mouse.wheel(0, -200);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    // The element focused before the hint code loaded is the same element, still in the page.
    expect(await handle!.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
