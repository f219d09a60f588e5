// Page to page as a visitor feels it: a path of five sidebar links from /about, at 1280 px with the pointer
// resting on each link before the press (as a mouse does) and at 375 px by a tap in the menu (no hover),
// at 4× CPU on a phone network. Each step is timed from the press to the next page's first contentful
// paint (its h1 is in it). The network is shaped in front of the server (shaped-network.ts), so a page the
// browser fetches ahead is as slow to arrive as any other request. The CPU is slowed by DevTools, on the
// tab: it holds while the connection that set it stays, so the harness lets the next page load and paint
// under it before connecting again to read the paint's time (buffered). Through puppeteer-core: Playwright
// turns speculative loading off for the pages it drives (Chromium reports PrerenderingDisabledByDevTools).
import puppeteer, { type Page } from 'puppeteer-core';
import { originOf, startShapedNetwork } from './shaped-network.ts';
import { shownTab } from './shown-tab.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.ts';

export const NAVIGATION_PATH = ['/publications', '/teaching', '/contact', '/research', '/team'];
/** 150 ms round trip and 1.6 Mbps down, as the issue measured; 4× CPU. */
const NETWORK = { latencyMs: 150, bytesPerSecond: 1.6e6 / 8 };
const CPU_RATE = 4;
/** How long the next page loads under the throttling before the harness connects again, which ends it. */
const SETTLE_MS = 2_500;

export interface NavigationMode {
  name: string;
  width: number;
  height: number;
  /** How long the pointer rests on the link before the press; 0: a tap with no hover (the phone menu). */
  hoverMs: number;
}
export const NAVIGATION_MODES: NavigationMode[] = [
  { name: '1280 px, hover then click', width: 1280, height: 900, hoverMs: 150 },
  { name: '375 px, tap in the menu', width: 375, height: 812, hoverMs: 0 },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const throttle = (page: Page) => page.emulateCPUThrottling(CPU_RATE);

/** Milliseconds from `pressedAt` (epoch) to the shown page's first contentful paint, and whether its HTML had been prefetched. */
async function paintedAfter(page: Page, pressedAt: number): Promise<{ ms: number; prefetched: boolean }> {
  const { paintedAt, prefetched } = await page.evaluate(
    () =>
      new Promise<{ paintedAt: number; prefetched: boolean }>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (!fcp) return;
          observer.disconnect();
          resolve({ paintedAt: performance.timeOrigin + fcp.startTime, prefetched: navigation.deliveryType === 'navigational-prefetch' });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  return { ms: paintedAt - pressedAt, prefetched };
}

export interface NavigationRun {
  mode: string;
  step: string;
  ms: number;
  prefetched: boolean;
}

/** One visit of the path in one mode; `onStep` hears each step as it is timed. */
async function walk(baseUrl: string, mode: NavigationMode, onStep: (run: NavigationRun) => void): Promise<void> {
  // The window's own size, not an emulated viewport: emulation ends with the connection that set it, and
  // each step connects again (shownTab).
  const network = await startShapedNetwork(baseUrl, NETWORK);
  baseUrl = originOf(network);
  let browser = await puppeteer.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, `--window-size=${mode.width},${mode.height}`], defaultViewport: null });
  try {
    let page = (await browser.pages())[0]!;
    await throttle(page);
    await page.goto(`${baseUrl}/about`, { waitUntil: 'load' });
    await pause(1_000);
    let from = '/about';
    for (const path of NAVIGATION_PATH) {
      let link;
      if (mode.hoverMs > 0) {
        link = await page.waitForSelector(`aside a[href="${path}"]`);
        await link!.hover();
        await pause(mode.hoverMs);
      } else {
        await page.locator('[data-shell="menu"]').click();
        link = await page.waitForSelector(`dialog[open] a[href="${path}"]`, { visible: true });
        await pause(300); // the menu is open and read before the tap
      }
      const pressedAt = Date.now();
      // A tap: the press comes with the pointer's arrival, with no time to hover.
      await link!.click();
      await pause(SETTLE_MS);
      ({ browser, page } = await shownTab(browser, baseUrl + path));
      const { ms, prefetched } = await paintedAfter(page, pressedAt);
      onStep({ mode: mode.name, step: `${from} → ${path}`, ms, prefetched });
      await throttle(page);
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 }).catch(() => {});
      from = path;
    }
  } finally {
    await browser.close();
    network.close();
  }
}

/** `runs` visits of the path in each of `modes`; `onStep` hears each step as it is timed. */
export async function benchNavigation(baseUrl: string, runs: number, onStep: (run: NavigationRun) => void = () => {}, modes = NAVIGATION_MODES): Promise<NavigationRun[]> {
  const all: NavigationRun[] = [];
  for (const mode of modes)
    for (let run = 0; run < runs; run++)
      await walk(baseUrl, mode, (step) => {
        all.push(step);
        onStep(step);
      });
  return all;
}

/** The table: median and worst per mode, in the order the runs came, and how many steps found their page's HTML prefetched. */
export function navigationTable(runs: NavigationRun[]): string {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const lines = ['mode                          steps  median ms  worst ms  prefetched'];
  for (const mode of new Set(runs.map((run) => run.mode))) {
    const steps = runs.filter((run) => run.mode === mode);
    const ms = steps.map((step) => step.ms);
    lines.push(`${mode.padEnd(28)}  ${String(steps.length).padStart(5)}  ${median(ms).toFixed(0).padStart(9)}  ${Math.max(...ms).toFixed(0).padStart(8)}  ${steps.filter((step) => step.prefetched).length}/${steps.length}`);
  }
  return lines.join('\n');
}
