// Lighthouse (mobile, simulated throttling) on the home page, the heaviest other page and the meeting
// form, as the site is served. The floor is a little under the targets (perf 95 against 98)
// because a simulated score moves a point or two between runs; `npm run perf` checks the exact targets.
// A performance score under the floor is measured twice more and the median of the three counts, as
// Lighthouse's own advice on variability says: beside the unit tests on a 2-core CI machine one run
// can lose 5–10 points to the machine (/es/cv: 91 and 100 minutes apart, same build). A page that is
// really slow fails all three.
import type { LaunchedChrome } from 'chrome-launcher';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { isNotFoundPage, measureAllPages } from '../../scripts/lib/first-load.ts';
import { failingAudits, launchChrome, runLighthouse, type LighthouseResult } from '../../bench/lighthouse.ts';
import { baseUrl } from './browser.ts';

// SITE_DIST lets a copy of the repo be measured; it must be the dist/ the global setup serves.
const dist = process.env.SITE_DIST ?? join(import.meta.dirname, '../../dist');
const heaviest =
  measureAllPages(dist)
    .filter((p) => !isNotFoundPage(p.page) && p.page !== '/' && p.page !== '/meeting')
    .sort((a, b) => b.totalGzip - a.totalGzip)[0]?.page ?? '/about';

const FLOORS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

function problems(result: LighthouseResult): string[] {
  const { report: lhr } = result;
  const found: string[] = [];
  if (result.runtimeError) found.push(`Lighthouse error ${result.runtimeError}`);
  for (const [category, floor] of Object.entries(FLOORS)) {
    const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    if (score >= floor) continue;
    if (category === 'performance') {
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      const si = lhr.audits['speed-index']?.numericValue ?? Number.NaN;
      found.push(
        `performance ${score} < ${floor}: FCP ${seconds(result.fcpMs)}, LCP ${seconds(result.lcpMs)}, TBT ${result.tbtMs.toFixed(0)} ms, ` +
          `CLS ${result.cls.toFixed(3)}, Speed Index ${seconds(si)}, transferred ${(result.transferBytes / 1000).toFixed(1)} KB`,
      );
    } else found.push(`${category} ${score} < ${floor}: failing audits ${failingAudits(lhr, category).join(', ') || '(none scored below 1)'}`);
  }
  return found;
}

// One Chrome for every run; afterAll kills it whatever the tests did.
let chrome: LaunchedChrome | undefined;
beforeAll(async () => {
  chrome = await launchChrome();
});
afterAll(() => chrome?.kill());

describe('Lighthouse, mobile', () => {
  it.each(['/', heaviest, '/meeting'])('%s scores perf ≥ 95 and 100 in accessibility, best practices and SEO', async (path) => {
    const runs = [await runLighthouse(`${baseUrl}${path}`, { port: chrome!.port })];
    if (runs[0]!.scores.performance < FLOORS.performance) {
      for (let again = 0; again < 2; again += 1) runs.push(await runLighthouse(`${baseUrl}${path}`, { port: chrome!.port }));
    }
    const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
    const found = problems(median);
    const scores = runs.length > 1 ? ` (performance in ${runs.length} runs: ${runs.map((run) => run.scores.performance).join(', ')}; the median shown)` : '';
    if (found.length > 0) throw new Error(`${path}${scores}:\n  ${found.join('\n  ')}`);
  }, 300_000);
});
