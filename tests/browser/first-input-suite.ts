// Runs first-input cases as the browser suite wants them: every case at 1× and 4× CPU, three visits
// each (a race shows only sometimes), and any failing visit fails the case, with no retry. One browser
// per CPU rate, each visit in its own context. Visits of different cases overlap, a few at a time, to
// keep the suite within its few minutes; the latencies go to one table printed at the end.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LatencyLog, runCase, type FirstInputCase } from '../../scripts/lib/first-input-bench.ts';
import { baseUrl, launchBrowser } from './browser.ts';

export const RATES = [1, 4];
export const RUNS = 3;
/**
 * Visits at once. One at a time would take about 9 minutes even when every answer is quick (a visit
 * is load + 1 s pause + answer + 0.5 s hold, 180 visits); two halve that on CI's 2 cores. More would
 * measure the machine rather than the site. FIRST_INPUT_PARALLEL=1 gives the cleanest latencies.
 */
const PARALLEL_VISITS = Number(process.env.FIRST_INPUT_PARALLEL ?? 2);

/** A counting semaphore: at most `size` visits run together, the rest wait in order. */
function slots(size: number) {
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

export function firstInputSuite(title: string, cases: FirstInputCase[]): void {
  const log = new LatencyLog();
  for (const rate of RATES) {
    describe.concurrent(`${title} at ${rate}× CPU`, () => {
      let browser: Browser;
      const visit = slots(PARALLEL_VISITS);
      beforeAll(async () => {
        browser = await launchBrowser();
      });
      afterAll(async () => browser?.close());

      for (const c of cases) {
        it(c.name, async () => {
          const outcomes = await Promise.allSettled(Array.from({ length: RUNS }, () => visit(() => runCase(browser, c, { baseUrl, rate }))));
          const failures = outcomes.flatMap((outcome, index) => {
            log.add(c.control, rate, outcome.status === 'fulfilled' ? outcome.value : undefined);
            if (outcome.status === 'fulfilled') return [];
            const reason = outcome.reason instanceof Error ? outcome.reason.message.split('\n')[0] : String(outcome.reason);
            return [`visit ${index + 1}/${RUNS}: ${reason}`];
          });
          expect(failures, `${failures.length} of ${RUNS} visits failed`).toEqual([]);
        }, 180_000);
      }
    });
  }
  afterAll(() => {
    console.log(`\n${log.table(RATES, `First-input latency in ms, ${title} (${RUNS} visits per case; n✗ = visits with no answer)`)}\n`);
  });
}
