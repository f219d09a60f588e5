// A prolific professor's record: the project copied with 600 journal articles, 180 conference papers and
// 100 graduates generated from the sample's own records (bench/scale-case.ts), built once (about 90 s on
// two cores: this file's one build) and served by itself. /publications carries its newest years only
// and loads the others when asked (src/blocks/PublicationList/publication-parts.ts); it must stay as
// fast as the sample's: every page within the first-load budgets, Lighthouse mobile perf ≥ 95 and TBT
// ≤ 50 ms (as tests/browser/lighthouse.test.ts holds the sample), a filter's first answer at 4× CPU
// within FIRST_INPUT_TARGET_MS, and the search still finding a title of the oldest year.
import type { LaunchedChrome } from 'chrome-launcher';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median, runCase } from '../../bench/first-input-bench.ts';
import { launchChrome, runLighthouse } from '../../bench/lighthouse.ts';
import { buildScaledSite, FIRST_INPUT_TARGET_MS, removeScaleBuild, scaleCases, scaledWorks, TIMED_SCALE_CONTROLS, type ScaleBuild } from '../../bench/scale-case.ts';
import { isNotFoundPage, measureAllPages, overBudget } from '../../scripts/lib/first-load.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { launchBrowser } from './browser.ts';

let build: ScaleBuild | undefined;
let server: Server | undefined;
let origin = '';
let browser: Browser | undefined;
let chrome: LaunchedChrome | undefined;

beforeAll(async () => {
  // With its brotli and gzip copies: Lighthouse is served what a host serves.
  build = await buildScaledSite();
  server = await startStaticServer({ dir: build.dist, port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  chrome = await launchChrome();
}, 900_000);

afterAll(async () => {
  chrome?.kill();
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  removeScaleBuild(build);
});

// The floor tests/browser/lighthouse.test.ts holds every page to in npm test; `npm run perf` holds the scaled
// /publications to the full targets (performance 100, TBT ≤ 50 ms) on a quiet machine.
const FLOORS = { performance: 95 };

describe('a record of 600 articles, 180 conference papers and 100 graduates', () => {
  it('keeps every page within the first-load budgets', () => {
    const pages = measureAllPages(build!.dist).filter((page) => !isNotFoundPage(page.page));
    expect(pages.length).toBeGreaterThan(90);
    expect(pages.flatMap(overBudget)).toEqual([]);
    // The list's HTML carries its newest years only.
    expect(pages.find((page) => page.page === '/publications')!.htmlGzip).toBeLessThan(60_000);
  });

  it(`/publications scores perf ≥ ${FLOORS.performance} on Lighthouse mobile`, async () => {
    // A run under the floor is measured twice more and the median counts, as lighthouse.test.ts does.
    const runs = [await runLighthouse(`${origin}/publications`, { port: chrome!.port })];
    const under = (run: (typeof runs)[number]) => run.scores.performance < FLOORS.performance;
    if (under(runs[0]!)) for (let again = 0; again < 2; again += 1) runs.push(await runLighthouse(`${origin}/publications`, { port: chrome!.port }));
    const middle = <T>(values: T[], key: (value: T) => number) => [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;
    const performance = middle(runs, (run) => run.scores.performance).scores.performance;
    const said = runs.map((run) => `perf ${run.scores.performance}, TBT ${run.tbtMs.toFixed(0)} ms`).join('; ');
    expect(performance, said).toBeGreaterThanOrEqual(FLOORS.performance);
    expect(runs[0]!.scores.accessibility, 'accessibility').toBe(100);
  }, 300_000);

  it.each(scaleCases().filter((c) => TIMED_SCALE_CONTROLS.has(c.control)).map((c) => [c.name, c] as const))(
    `%s within ${FIRST_INPUT_TARGET_MS} ms (median of 3 visits)`,
    async (_name, c) => {
      // As npm test runs every first-input case: at 1× CPU, so a busy CI machine does not decide it;
      // `npm run perf` measures the same cases at 4× CPU against the same target.
      const visits: number[] = [];
      for (let visit = 0; visit < 3; visit += 1) visits.push(await runCase(browser!, c, { baseUrl: origin, rate: 1, pauseMs: 3000 }));
      expect(median(visits), `visits: ${visits.map((ms) => ms.toFixed(0)).join(', ')} ms`).toBeLessThanOrEqual(FIRST_INPUT_TARGET_MS);
    },
    180_000,
  );

  it('finds a title of the oldest year in the search, and leads to it on the list filtered by its year', async () => {
    const { oldest, ofOldest } = scaledWorks();
    const work = ofOldest[0]!;
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, baseURL: origin });
    try {
      const page = await context.newPage();
      await page.goto('/publications');
      // The oldest year is not in the page's HTML.
      expect(await page.getByRole('heading', { name: work.title, exact: true }).count()).toBe(0);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(work.title);
      const result = dialog.locator('.mantine-Spotlight-action').filter({ hasText: work.title });
      await expect.poll(() => result.count()).toBeGreaterThan(0);
      await result.first().click();
      await page.waitForURL((url) => url.pathname === '/publications' && url.searchParams.get('year') === String(oldest));
      await expect.poll(() => page.getByRole('heading', { name: work.title, exact: true }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});
