// The shell's hints: their code loads after the app starts (idle, or on the first hover), attaches to the
// element without re-creating it, and shows the element's name on hover.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('hints', () => {
  it('the collapsed sidebar names each entry on hover, and a focused entry keeps its focus when the hint code arrives', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/en/about');
    const about = page.getByRole('navigation', { name: /main/i }).first().getByRole('link', { name: 'About' });
    await about.focus();
    const handle = await about.elementHandle();
    // Collapse to icons, then hover an entry: its label shows as a tooltip.
    await page.keyboard.press('Control+b');
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-collapsed'))).toBe(true);
    await page.getByRole('navigation', { name: /main/i }).first().getByRole('link', { name: 'Research' }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 5000 }).toBe('Research');
    // The element focused before the hint code loaded is the same element, still in the page.
    expect(await handle!.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
