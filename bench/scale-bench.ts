// `npm run perf`'s scale case: a copy of the sample and a copy scaled to a prolific record (600 articles,
// 180 conference papers, 100 graduates, 60 projects; bench/scale-case.ts), each built the same way and
// measured the same way: build time, /publications' and /projects' HTML raw, brotli and gzip, the search
// index, Lighthouse (mobile) on the routes that read the scaled collections, and the first inputs at 4×
// CPU (a filter, a dialog). One table against the other, and the targets the scaled build misses.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.ts';
import { isNotFoundPage, measureAllPages, overBudget } from '../scripts/lib/first-load.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { median, runCase, type FirstInputCase } from './first-input-bench.ts';
import { CONTENT_CASES } from './first-input-cases.ts';
import { runLighthouse, withChrome, type LighthouseResult } from './lighthouse.ts';
import { buildScaledSite, fileSizes, FIRST_INPUT_TARGET_MS, removeScaleBuild, SCALE, SCALE_ROUTES, scaleCases, scaleFigures, TIMED_SCALE_CONTROLS, type ScaleBuild } from './scale-case.ts';

export interface ScaleTargets {
  performance: number;
  tbtMs: number;
  transferBytes: number;
}

interface Measured {
  build: ScaleBuild;
  figures: ReturnType<typeof scaleFigures>;
  lighthouse: Map<string, LighthouseResult | Error>;
  firstInput: Map<string, (number | Error)[]>;
  overBudget: string[];
}

const FIRST_INPUT = { rate: 4, pauseMs: 3000, runs: 3 };

async function measure(build: ScaleBuild, routes: readonly string[], cases: FirstInputCase[], say: (line: string) => void): Promise<Measured> {
  const server = await startStaticServer({ dir: build.dist, port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lighthouse = new Map<string, LighthouseResult | Error>();
  const firstInput = new Map<string, (number | Error)[]>();
  try {
    await withChrome(async (port) => {
      for (const route of routes) {
        const result = await runLighthouse(base + route, { port }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
        lighthouse.set(route, result);
        say(`  ${route}: ${result instanceof Error ? `failed (${result.message})` : `perf ${result.scores.performance}, TBT ${result.tbtMs.toFixed(0)} ms`}`);
      }
    });
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      for (const c of cases) {
        const visits: (number | Error)[] = [];
        for (let visit = 0; visit < FIRST_INPUT.runs; visit++) {
          visits.push(await runCase(browser, c, { baseUrl: base, ...FIRST_INPUT }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
          const last = visits.at(-1)!;
          say(`  ${c.control}: ${typeof last === 'number' ? `${last.toFixed(0)} ms` : `no answer (${last.message.split('\n')[0]})`}`);
        }
        firstInput.set(c.control, visits);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await new Promise((done) => server.close(done));
  }
  const pages = measureAllPages(build.dist).filter((page) => !isNotFoundPage(page.page));
  return { build, figures: scaleFigures(build.dist), lighthouse, firstInput, overBudget: pages.flatMap(overBudget) };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const latency = (visits: (number | Error)[] | undefined) => {
  if (!visits) return '–';
  const times = visits.filter((visit): visit is number => typeof visit === 'number');
  const missed = visits.length - times.length;
  return times.length ? `${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)}${missed ? ` (${missed}✗)` : ''}` : `– (${missed}✗)`;
};

/**
 * Builds both copies, measures them and returns the table and the scaled build's missed targets: every
 * route read at `targets` (perf, TBT, transfer), every page within the first-load budgets, and the timed
 * first inputs at FIRST_INPUT_TARGET_MS (median of the visits).
 */
export async function benchScale(targets: ScaleTargets, say: (line: string) => void = console.log): Promise<{ table: string; missed: string[] }> {
  const sampleCase = CONTENT_CASES.find((c) => c.control === 'select filter')!;
  const builds: ScaleBuild[] = [];
  try {
    say('Scale case: building a copy of the sample and a scaled copy, one after the other…');
    builds.push(await buildScaledSite({ scaled: false }));
    say(`  sample built in ${builds[0]!.buildSeconds.toFixed(0)} s`);
    builds.push(await buildScaledSite());
    say(`  scaled built in ${builds[1]!.buildSeconds.toFixed(0)} s`);
    say('The sample:');
    const sample = await measure(builds[0]!, ['/publications', '/alumni', '/projects'], [sampleCase], say);
    say('The scaled record:');
    const scaled = await measure(builds[1]!, SCALE_ROUTES, scaleCases(), say);
    return { table: table(sample, scaled, targets), missed: missedTargets(scaled, targets) };
  } finally {
    builds.forEach(removeScaleBuild);
  }
}

function table(sample: Measured, scaled: Measured, targets: ScaleTargets): string {
  const lh = (m: Measured, route: string) => {
    const result = m.lighthouse.get(route);
    return !result ? '–' : result instanceof Error ? 'error' : `${result.scores.performance} / ${result.tbtMs.toFixed(0)} ms`;
  };
  const sizes = ({ raw, brotli, gzip }: Measured['figures']['html']) => `${kb(raw)} / ${kb(brotli)} / ${kb(gzip)}`;
  const html = (m: Measured) => sizes(m.figures.html);
  const projectsHtml = (m: Measured) => sizes(fileSizes(join(m.build.dist, 'projects.html')));
  const search = (m: Measured) => Object.values(m.figures.search).map((size) => kb(size.gzip)).join(' / ');
  const rows: string[][] = [
    ['build (no type-check)', `${sample.build.buildSeconds.toFixed(0)} s`, `${scaled.build.buildSeconds.toFixed(0)} s`],
    ['/publications HTML KB raw / brotli / gzip', html(sample), html(scaled)],
    ['/projects HTML KB raw / brotli / gzip', projectsHtml(sample), projectsHtml(scaled)],
    ['search index KB gzip pt / en / es', search(sample), search(scaled)],
    ...['/publications', '/alumni', '/projects'].map((route) => [`${route} Lighthouse perf / TBT`, lh(sample, route), lh(scaled, route)]),
    ['first filter input 4× ms, median / worst', `${latency(sample.firstInput.get('select filter'))} (type)`, ''],
    ...[...scaled.firstInput.keys()].map((control) => [`  ${control}`, '', latency(scaled.firstInput.get(control))]),
  ];
  const header = ['', 'sample', `scaled (${SCALE.articles} articles, ${SCALE.conferencePapers} papers, ${SCALE.graduates} graduates, ${SCALE.projects} projects)`];
  const routes = [...scaled.lighthouse].map(([route, result]) =>
    result instanceof Error
      ? [route, 'error', '', '']
      : [route, String(result.scores.performance), result.tbtMs.toFixed(0), kb(result.transferBytes)],
  );
  return [
    render([header, ...rows]),
    '',
    `The scaled build's routes that read the scaled collections (targets: perf ≥ ${targets.performance}, TBT ≤ ${targets.tbtMs} ms, transfer ≤ ${kb(targets.transferBytes)} KB):`,
    render([['route', 'perf', 'TBT ms', 'transfer KB'], ...routes]),
  ].join('\n');
}

function render(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function missedTargets(scaled: Measured, targets: ScaleTargets): string[] {
  const missed = scaled.overBudget.map((problem) => `scaled ${problem}`);
  for (const [route, result] of scaled.lighthouse) {
    if (result instanceof Error) missed.push(`scaled ${route}: Lighthouse failed: ${result.message}`);
    else {
      if (result.scores.performance < targets.performance) missed.push(`scaled ${route}: Lighthouse performance is ${result.scores.performance}, the target is ≥ ${targets.performance}`);
      if (result.tbtMs > targets.tbtMs) missed.push(`scaled ${route}: TBT is ${result.tbtMs.toFixed(0)} ms, the target is ≤ ${targets.tbtMs} ms`);
      if (result.transferBytes > targets.transferBytes) missed.push(`scaled ${route}: it transferred ${kb(result.transferBytes)} KB, the target is ≤ ${kb(targets.transferBytes)} KB`);
    }
  }
  for (const [control, visits] of scaled.firstInput) {
    if (!TIMED_SCALE_CONTROLS.has(control)) continue;
    const times = visits.filter((visit): visit is number => typeof visit === 'number');
    if (times.length < visits.length) missed.push(`scaled: ${control}: ${visits.length - times.length} of ${visits.length} visits had no answer`);
    else if (median(times) > FIRST_INPUT_TARGET_MS) missed.push(`scaled: ${control} answered in ${median(times).toFixed(0)} ms (median at 4× CPU), the target is ≤ ${FIRST_INPUT_TARGET_MS} ms`);
  }
  return missed;
}
