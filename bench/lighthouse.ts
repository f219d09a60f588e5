// Lighthouse 12 as a library: the default mobile config with its simulated throttling (the figures the
// issue's targets speak of), run in the system Chromium. One Chrome can serve many runs (`withChrome`),
// and every Chrome launched here is killed, whatever happens, so no headless browser outlives a run.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  url: string;
  /** 0–100; a category Lighthouse could not score counts as 0 (see runtimeError) */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** total-byte-weight: what the page transferred, as Lighthouse saw it */
  transferBytes: number;
  runtimeError?: string;
  report: Result;
}

export interface LighthouseOptions {
  /** remote-debugging port of a Chrome to reuse (from `withChrome`); without it one is launched for this run */
  port?: number;
}

export async function launchChrome(): Promise<LaunchedChrome> {
  // CHROMIUM_ARGS holds --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage and the flags
  // that stop Chromium reaching for the internet, which this machine lacks.
  return launch({ chromePath: ensureChromium(), chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
}

/** Runs `use` with one Chrome, killed afterwards even when `use` throws or the process exits early. */
export async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await launchChrome();
  const kill = () => {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  try {
    return await use(chrome.port);
  } finally {
    process.off('exit', kill);
    kill();
  }
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

export async function runLighthouse(url: string, options: LighthouseOptions = {}): Promise<LighthouseResult> {
  if (options.port === undefined) return withChrome((port) => runLighthouse(url, { ...options, port }));
  const result = await lighthouse(url, {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Nothing on this machine may reach the internet; an embedded map (https) would otherwise stall the run.
    blockedUrlPatterns: ['https://*'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = result.lhr;
  return {
    url,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    report: lhr,
  };
}

/** Ids of the audits that pull a category below 100 (scored audits only; manual and n/a ones have no score). */
export function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1;
    })
    .map((ref) => ref.id);
}
