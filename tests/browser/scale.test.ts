// A prolific professor's record: the project copied with 600 journal articles, 180 conference papers,
// 100 graduates and 60 research projects generated from the sample's own records (bench/scale-case.ts),
// built once (about 90 s on two cores: this file's one build) and served by itself. /publications carries
// its newest years only and loads the others when asked (src/blocks/PublicationList/publication-parts.ts);
// /projects carries its 60 dialogs' titles, their bodies in parts fetched on intent
// (src/blocks/RecordList/dialog-parts.ts). Both must stay as fast as the sample's: every page within the
// first-load budgets, Lighthouse mobile perf ≥ 95 and TBT ≤ 50 ms (as tests/browser/lighthouse.test.ts
// holds the sample), a filter's first answer and a dialog's body at 4× CPU within FIRST_INPUT_TARGET_MS,
// and the search still finding a title of the oldest year.
import type { LaunchedChrome } from 'chrome-launcher';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { median, runCase } from '../../bench/first-input-bench.ts';
import { launchChrome, runLighthouse } from '../../bench/lighthouse.ts';
import { buildScaledSite, FIRST_INPUT_TARGET_MS, removeScaleBuild, SCALE, scaleCases, scaledGraduateRecords, scaledProjectRecords, scaledWorks, TIMED_SCALE_CONTROLS, type ScaleBuild } from '../../bench/scale-case.ts';
import { DIALOGS_PER_PART } from '../../src/blocks/RecordList/dialog-parts.ts';
import { isNotFoundPage, measureAllPages, overBudget } from '../../scripts/lib/first-load.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { baseUrl, launchBrowser } from './browser.ts';

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

  it.each(['/publications', '/projects', '/alumni'])(`%s scores perf ≥ ${FLOORS.performance} on Lighthouse mobile`, async (route) => {
    // A run under the floor is measured twice more and the median counts, as lighthouse.test.ts does.
    const runs = [await runLighthouse(`${origin}${route}`, { port: chrome!.port })];
    const under = (run: (typeof runs)[number]) => run.scores.performance < FLOORS.performance;
    if (under(runs[0]!)) for (let again = 0; again < 2; again += 1) runs.push(await runLighthouse(`${origin}${route}`, { port: chrome!.port }));
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

describe(`${SCALE.graduates} graduates`, () => {
  // A long list's cards out of view are laid out as they come near (src/blocks/shared/ItemGrid.module.css):
  // each must still show where it belongs when the visitor scrolls to it, and all of them on paper.
  const supervised = scaledGraduateRecords().filter((graduate) => graduate.level === 'doctorate' && graduate.role === 'supervisor');
  /** Their list on /alumni: the section its heading names. */
  const supervisedList = (page: Page) => page.getByRole('heading', { name: 'Doutorado: orientações', level: 2 }).locator('xpath=ancestor::section[1]');

  it('/alumni shows every card of a long list where it belongs as the visitor scrolls, on a phone', async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 800 }, baseURL: origin });
    try {
      const page = await context.newPage();
      await page.goto('/alumni');
      const list = supervisedList(page);
      const headings = list.getByRole('heading', { level: 3 });
      expect((await headings.allTextContents()).sort()).toEqual(supervised.map((graduate) => graduate.name).sort());
      let bottom = 0;
      for (let index = 0; index < supervised.length; index += 1) {
        const heading = headings.nth(index);
        await heading.scrollIntoViewIfNeeded();
        expect(await heading.isVisible()).toBe(true);
        const box = (await heading.boundingBox())!;
        const top = box.y + (await page.evaluate(() => window.scrollY));
        // Each card below the one before it, none on top of another.
        expect(top).toBeGreaterThan(bottom);
        bottom = top + box.height;
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it('/alumni printed lays out every card of the list', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, baseURL: origin });
    try {
      const page = await context.newPage();
      await page.goto('/alumni');
      await page.emulateMedia({ media: 'print' });
      const list = supervisedList(page);
      const last = list.getByRole('heading', { level: 3 }).last();
      // Laid out far down the page without being scrolled to: its box has its real size.
      expect((await last.boundingBox())!.height).toBeGreaterThan(10);
      expect(await last.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});

/**
 * The scaled /projects' HTML, measured: with its 60 dialogs whole, 931 KB raw and 56.0 KB gzip; with their
 * bodies in parts, 530 KB and 30.4 KB (2026-12-02). Held with some room for the cards' own growth.
 */
const PROJECTS_HTML = { raw: 600_000, gzip: 36_000 };

describe(`${SCALE.projects} research projects, each with its dialog`, () => {
  const { projects, opened } = scaledProjectRecords();
  /** Each record dialog of a built page: its id, and its body's part (or its whole body). */
  const dialogsOf = (html: string) =>
    [...html.matchAll(/<dialog id="(dialog[^"]+)"[^>]*>([\s\S]*?)<\/dialog>/g)].map(([, id, inner]) => ({ id: id!, part: /data-dialog-part="([^"]+)"/.exec(inner!)?.[1], inner: inner! }));

  it(`/projects carries each dialog's title and close button, and its body in one of ${Math.ceil(SCALE.projects / DIALOGS_PER_PART)} parts beside the page`, () => {
    const html = readFileSync(join(build!.dist, 'projects.html'), 'utf8');
    expect(Buffer.byteLength(html), 'raw bytes').toBeLessThan(PROJECTS_HTML.raw);
    expect(gzipSync(html, { level: 9 }).length, 'gzip bytes').toBeLessThan(PROJECTS_HTML.gzip);
    const dialogs = dialogsOf(html);
    expect(dialogs).toHaveLength(projects.length);
    const parts = new Map([...new Set(dialogs.map((dialog) => dialog.part!))].map((address) => [address, JSON.parse(readFileSync(join(build!.dist, address), 'utf8')).dialogs as Record<string, string>]));
    expect([...parts.keys()]).toEqual(Array.from({ length: Math.ceil(SCALE.projects / DIALOGS_PER_PART) }, (_, index) => `/parts/pt/projects/dialogs-${index + 1}.json`));
    // The page lists its projects by status: each dialog is found by its title, every project's once.
    const titled = dialogs.map((dialog) => ({ ...dialog, project: projects.find((project) => dialog.inner.includes(`>${project.title.pt}</h2>`)) }));
    expect(new Set(titled.map((dialog) => dialog.project?.id))).toEqual(new Set(projects.map((project) => project.id)));
    for (const { project, ...dialog } of titled) {
      // The team is the body's, in the part, not on the page.
      expect(dialog.inner).not.toContain(project!.team.at(-1)!.name);
      expect(parts.get(dialog.part!)![dialog.id]).toContain(project!.team.at(-1)!.name);
    }
  });

  it('a part that fails says so in the open dialog, and its retry shows the body', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, baseURL: origin });
    try {
      const page = await context.newPage();
      await page.goto('/projects');
      await page.route('**/parts/**', (route) => route.abort());
      await page.getByRole('button', { name: `Ver detalhes: ${opened.title.pt}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: opened.title.pt });
      await dialog.getByRole('alert').getByText('Não foi possível carregar os detalhes.').waitFor();
      expect(await dialog.getByText('Carregando…').isVisible()).toBe(false);
      await page.unroute('**/parts/**');
      await dialog.getByRole('button', { name: 'Tentar de novo' }).click();
      await dialog.getByRole('heading', { name: 'Equipe' }).waitFor();
      await expect.poll(() => dialog.getByText(opened.team.at(-1)!.name, { exact: false }).isVisible()).toBe(true);
      expect(await dialog.getByRole('alert').count()).toBe(0);
      // Focus stayed in the dialog, on its close button, and Esc still closes it.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fechar');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the sample\'s /projects keeps its dialogs whole: one opens with its body, and nothing is fetched for it', async () => {
    const sample = await (await fetch(`${baseUrl}/projects`)).text();
    const dialogs = dialogsOf(sample);
    expect(dialogs.length).toBeGreaterThan(0);
    expect(dialogs.filter((dialog) => dialog.part)).toEqual([]);
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto('/projects');
      const button = page.getByRole('button', { name: /^Ver detalhes: / }).first();
      const title = (await button.getAttribute('aria-label'))!.replace(/^Ver detalhes: /, '');
      await button.click();
      await page.getByRole('dialog', { name: title }).getByRole('heading', { name: 'Equipe' }).waitFor();
      expect(fetched.filter((path) => path.startsWith('/parts/') || /dialog-part/.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

