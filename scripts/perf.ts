// `npm run perf`: Lighthouse (mobile, simulated throttling) on every prerendered Portuguese route and a
// sample in English and Spanish, served the way `npm start` serves dist/, next to the first-load sizes
// computed from dist/. Prints one table, keeps each report in perf-reports/, exits 1 on a missed target.
// Then a second table, measured only: how long each kind of control takes to answer a visitor's first
// input (the cases of tests/browser/first-input*.test.ts, a tap 3 s after load at 4× CPU). Then a third:
// page to page along five sidebar links, hovered at 1280 px and tapped at 375 px (bench/navigation.ts).
// Last, the scale case (bench/scale-bench.ts): copies of the project built with the sample's records and
// with a prolific professor's (600 articles, 180 conference papers, 100 graduates, generated from the
// sample), measured side by side, the scaled one held to the same targets (about 8 minutes more).
//   npm run perf [-- --build] [-- --dist <dir>] [-- --first-input-only] [-- --navigation-only]
//                [-- --scale-only] [-- --no-scale]
//   (SITE_DIST=<dir>; default: this repo's dist/)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.ts';
import { benchFirstInput, type LatencyLog } from '../bench/first-input-bench.ts';
import { CONTENT_CASES, SHELL_CASES } from '../bench/first-input-cases.ts';
import { FORM_CASES } from '../bench/first-input-form-cases.ts';
import { benchNavigation, NAVIGATION_PATH, navigationTable, type NavigationRun } from '../bench/navigation.ts';
import { benchNavigationFloor, NAVIGATION_FLOOR } from '../bench/navigation-floor.ts';
import { BUDGETS, isNotFoundPage, measureAllPages, overBudget, type FirstLoad } from './lib/first-load.ts';
import { runLighthouse, withChrome, type LighthouseResult } from '../bench/lighthouse.ts';
import { benchScale } from '../bench/scale-bench.ts';
import { startStaticServer } from './lib/static-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined;
const dist = resolve(distArg ?? process.env.SITE_DIST ?? join(root, 'dist'));
// Reports sit beside the dist/ they describe, so measuring a copy of the repo leaves this one alone.
const reportsDir = join(dirname(dist), 'perf-reports');
const firstInputOnly = args.includes('--first-input-only');
const navigationOnly = args.includes('--navigation-only');
/** Three walks of the path in each mode. */
const NAVIGATION_RUNS = 3;
let navigation: NavigationRun[] = [];
const SAMPLE = ['/en/', '/en/about', '/es/', '/es/about', '/en/meeting', '/es/contact'];
const TARGETS = { performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01, transferBytes: BUDGETS.totalGzip };
const scaleOnly = args.includes('--scale-only');
const withScale = !args.includes('--no-scale') && !firstInputOnly && !navigationOnly;

/** The scale case's table, and its misses added to `missed`. */
async function scaleCase(missed: string[]) {
  const { table: scaleTable, missed: scaleMissed } = await benchScale(TARGETS);
  console.log(`\nScale case: the sample against a record of 600 articles, 180 conference papers, 100 graduates and 60 projects (both built from copies of this project)\n${scaleTable}`);
  missed.push(...scaleMissed);
}

if (scaleOnly) {
  const missed: string[] = [];
  await scaleCase(missed);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) missed:\n${missed.map((m) => `  ${m}`).join('\n')}`);
  process.exit(missed.length > 0 ? 1 : 0);
}

if (args.includes('--build') || !existsSync(join(dist, 'index.html'))) {
  const project = dirname(dist);
  if (!existsSync(join(project, 'package.json'))) throw new Error(`${dist} has no build and ${project} is no project to build it in.`);
  console.log(`Building ${dist} with npm run build…`);
  if (spawnSync('npm', ['run', 'build'], { cwd: project, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const pages = measureAllPages(dist);
const isOtherLanguage = (path: string) => /^\/(en|es)(\/|$)/.test(path);
const ptRoutes = pages.map((p) => p.page).filter((page) => !isNotFoundPage(page) && !isOtherLanguage(page)).sort();
const firstLoadOf = (route: string): FirstLoad | undefined =>
  pages.find((p) => p.page === route || p.page === route.replace(/\/$/, '') || p.page === `${route}/`);

interface Row { route: string; lh?: LighthouseResult; error?: string; firstLoad?: FirstLoad }
const rows: Row[] = [];
/** First-input latency: the same cases as tests/browser/first-input*.test.ts, a tap 3 s after load at 4× CPU. */
const FIRST_INPUT = { rate: 4, pauseMs: 3000, runs: 3 };
let firstInput: LatencyLog | undefined;
const firstInputNotes: string[] = [];
const server = await startStaticServer({ dir: dist, port: 0 });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  // The English and Spanish URLs are being added: a sample page the server does not have is skipped, not failed.
  const sample: string[] = [];
  for (const route of SAMPLE) {
    if ((await fetch(base + route)).status === 200) sample.push(route);
    else console.log(`Skipping ${route}: the server answers 404.`);
  }
  const routes = firstInputOnly || navigationOnly ? [] : [...ptRoutes, ...sample];
  console.log(`Lighthouse on ${routes.length} routes, about 15 s each…`);
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  if (routes.length > 0) await withChrome(async (port) => {
    for (const route of routes) {
      const row: Row = { route, firstLoad: firstLoadOf(route) };
      try {
        row.lh = await runLighthouse(base + route, { port });
        const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'index';
        writeFileSync(join(reportsDir, `${slug}.json`), JSON.stringify(row.lh.report, null, 1));
      } catch (error) {
        row.error = error instanceof Error ? error.message : String(error);
      }
      process.stdout.write(`  ${route} ${row.lh ? `perf ${row.lh.scores.performance}` : 'failed'}\n`);
      rows.push(row);
    }
  });
  if (!navigationOnly) {
    console.log(`First input on ${base}: one case per control type, ${FIRST_INPUT.runs} visits each at ${FIRST_INPUT.rate}× CPU…`);
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    try {
      firstInput = await benchFirstInput(browser, [...SHELL_CASES, ...CONTENT_CASES, ...FORM_CASES], {
        baseUrl: base,
        ...FIRST_INPUT,
        onVisit: (c, result) => {
          if (result instanceof Error) firstInputNotes.push(`${c.name}: ${result.message.split('\n')[0]}`);
          process.stdout.write(`  ${c.control}: ${typeof result === 'number' ? `${result.toFixed(0)} ms` : 'no answer'}\n`);
        },
      });
    } finally {
      await browser.close();
    }
  }
  if (!firstInputOnly) {
    console.log(`Page to page on ${base}: ${NAVIGATION_RUNS} walks of five sidebar links in each mode, 4× CPU, 150 ms RTT, 1.6 Mbps…`);
    const onStep = (step: NavigationRun) => process.stdout.write(`  ${step.mode}: ${step.step} ${step.ms.toFixed(0)} ms${step.prefetched ? ' (prefetched)' : ''}\n`);
    navigation = await benchNavigation(base, NAVIGATION_RUNS, onStep);
    // The same walk with a hover over bare copies of the pages: what a new document costs on this network.
    navigation.push(...(await benchNavigationFloor(dist, NAVIGATION_RUNS, onStep)));
  }
} finally {
  await new Promise((done) => server.close(done));
}

if (firstInputOnly || navigationOnly) {
  printFirstInput();
  printNavigation();
  process.exit(0);
}

const missed: string[] = [];
/** A cell's text, marked ✗ (and the miss listed) when it is off target. */
function check(route: string, what: string, text: string, ok: boolean, target?: string, unit = ''): string {
  if (target && !ok) missed.push(`${route}: ${what} is ${text}${unit}, the target is ${target}`);
  return ok ? text : `${text} ✗`;
}
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const header = ['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'transfer KB', 'JS KB gz', 'CSS KB gz'];
const table: string[][] = rows.map(({ route, lh, error, firstLoad: fl }) => {
  // overBudget words the first-load misses; these two cells are only marked.
  const firstLoad = fl ? [check(route, '', kb(fl.jsGzip), fl.jsGzip <= BUDGETS.jsGzip), check(route, '', kb(fl.cssGzip), fl.cssGzip <= BUDGETS.cssGzip)] : ['–', '–'];
  if (fl) missed.push(...overBudget(fl));
  if (!lh) {
    missed.push(`${route}: Lighthouse failed: ${error}`);
    return [route, ...Array<string>(9).fill('error ✗'), ...firstLoad];
  }
  if (lh.runtimeError) missed.push(`${route}: Lighthouse reported ${lh.runtimeError}`);
  return [
    route,
    check(route, 'Lighthouse performance', String(lh.scores.performance), lh.scores.performance >= TARGETS.performance, `≥ ${TARGETS.performance}`),
    check(route, 'accessibility', String(lh.scores.accessibility), lh.scores.accessibility === 100, '100'),
    check(route, 'best practices', String(lh.scores.bestPractices), lh.scores.bestPractices === 100, '100'),
    check(route, 'SEO', String(lh.scores.seo), lh.scores.seo === 100, '100'),
    (lh.fcpMs / 1000).toFixed(2),
    check(route, 'LCP', (lh.lcpMs / 1000).toFixed(2), lh.lcpMs <= TARGETS.lcpMs, '≤ 1.5 s', ' s'),
    check(route, 'TBT', lh.tbtMs.toFixed(0), lh.tbtMs <= TARGETS.tbtMs, '≤ 50 ms', ' ms'),
    check(route, 'CLS', lh.cls.toFixed(3), lh.cls <= TARGETS.cls, '≤ 0.01'),
    check(route, 'what the page transferred as served', kb(lh.transferBytes), lh.transferBytes <= TARGETS.transferBytes, '≤ 170 KB', ' KB'),
    ...firstLoad,
  ];
});

const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of table) console.log(line(row));
console.log(`\nTargets: perf ≥ ${TARGETS.performance}, a11y/BP/SEO 100, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01, transfer ≤ 170 KB; first load JS ≤ ${BUDGETS.jsGzip / 1000} KB, CSS ≤ 12 KB, total ≤ 170 KB gzip.`);
console.log(`Reports: ${reportsDir}/ (${readdirSync(reportsDir).length} files)`);

printFirstInput();
printNavigation();

/** Measured only, like the first input: the navigation target (median ≤ 150 ms with a hover) is read here. */
function printNavigation() {
  if (navigation.length === 0) return;
  console.log(`\nPage to page: press to the next page's first contentful paint, ${NAVIGATION_RUNS} walks of ${NAVIGATION_PATH.length} steps per mode\n${navigationTable(navigation)}`);
  console.log(`("${NAVIGATION_FLOOR}": the hovered walk over pages holding only their title, the sidebar's links, the h1 and the fetch ahead on intent: no page that loads a new document is shown sooner on this network.)`);
}

/** Measured only, no target: a missed answer is a test failure (tests/browser/first-input*.test.ts), not a perf one. */
function printFirstInput() {
  if (!firstInput) return;
  console.log(`\n${firstInput.table([FIRST_INPUT.rate], `First-input latency in ms: input ${FIRST_INPUT.pauseMs / 1000} s after load, ${FIRST_INPUT.rate}× CPU, loopback, median and worst of ${FIRST_INPUT.runs} (n✗ = visits with no answer)`)}`);
  for (const note of firstInputNotes) console.log(`  ✗ ${note}`);
}

// The budgets trust the HTML to declare every chunk loaded before hydration; show what Lighthouse saw
// loaded from dist/ beyond that, since the first-load figures above do not count it.
for (const { route, lh, firstLoad } of rows) {
  if (!lh || !firstLoad) continue;
  const requests = (lh.report.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const declared = new Set(firstLoad.files.map((f) => `/${f.path}`));
  const extra = requests.map((r) => new URL(r.url)).filter((u) => u.origin === base && /\.(m?js|css)$/.test(u.pathname) && !declared.has(u.pathname));
  if (extra.length > 0) console.log(`Note: ${route} also loaded ${extra.map((u) => u.pathname).join(', ')} (not declared in its HTML, so not in its first-load figures).`);
}
if (withScale) await scaleCase(missed);
if (missed.length > 0) {
  console.log(`\n${missed.length} target(s) missed:\n${missed.map((m) => `  ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery target met.');
