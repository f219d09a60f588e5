// First-input measurements: a visit acted out as a visitor would (fresh context, load, a pause with no
// input, then one control as the first input of the visit) and the time until the control's visible
// answer. Shared by tests/browser/first-input.test.ts (which asserts the answers) and `npm run perf`
// (which only prints the latencies), so both run the same cases in `first-input-cases.ts`.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Quiet time between load and the first input: long enough for idle-time work, short for the suite's budget. */
export const PAUSE_MS = 1000;
/** Every answer must come within this, even at 4× CPU. */
export const ANSWER_TIMEOUT_MS = 5000;
/** After the answer, it must still be there this much later (a start that resets the page would undo it). */
export const HOLD_MS = 300;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 800 },
} as const;

/**
 * A visible answer, checked inside the page by role, text and address only (never by how the site is
 * built), so the same checks hold before and after a rewrite of how pages start.
 */
export type Check =
  | { url: string } // a regular expression matched against path + query + fragment
  | { text: string; inDialog?: boolean } // a visible element shows this text (inside a visible dialog)
  | { shown: string[]; count: number } // exactly `count` of these texts are shown by visible elements
  | { dialog: true; minButtons?: number } // a visible dialog, with at least that many visible buttons
  | { focusInDialog: true } // focus is on a text field inside a visible dialog
  | { scheme: 'light' | 'dark' } // the colour scheme in force
  | { sidebarAtMost: number } // the complementary landmark (sidebar) is at most this wide, in px
  | { button: string } // a button whose accessible name starts with this
  | { tab: string } // the tab with this name is selected and its panel is visible
  | { checked: string } // the radio or checkbox labelled so is checked
  | { field: string; value: string }; // the field labelled so holds this value

export interface Run {
  page: Page;
  context: BrowserContext;
  mobile: boolean;
  /** console errors and uncaught exceptions, in order */
  errors: string[];
  /** documents the main frame requested (navigations that leave the page), the first load included */
  navigations: number;
  /** what an event answer resolved with (a popup page, a download) */
  event?: unknown;
  /** anything a case keeps between its steps (intercepted submissions…) */
  data: Record<string, unknown>;
}

export interface FirstInputCase {
  /** the test's title */
  name: string;
  /** the latency table's row: cases of one kind of control share it */
  control: string;
  path: string;
  viewport: keyof typeof VIEWPORTS;
  /** 'commit': the control is used while the page still loads, with no pause */
  load?: 'load' | 'commit';
  /** no input at all: the answer must come by itself */
  noInput?: boolean;
  permissions?: string[];
  /** before the visit: routes, listeners */
  prepare?(run: Run): Promise<void>;
  /** inputs before the measured one (typing a form, tabbing to a control) */
  lead?(run: Run): Promise<void>;
  /** the measured input */
  act(run: Run): Promise<void>;
  /**
   * in-page checks (timed to the frame), or an event outside the page (timed by the wall clock, unless it
   * resolves with a `TimedAnswer` that says when it showed)
   */
  answer: Check[] | ((run: Run) => Promise<unknown>);
  /** further assertions once the answer came; throw to fail */
  verify?(run: Run): Promise<void>;
  /** console errors this visit is expected to log */
  expectedErrors?: RegExp[];
  /** false: left out of `npm run perf` (a case that is not "one tap after load") */
  bench?: boolean;
}

/** An answer that knows when it showed: the epoch time in ms of the frame that first showed it. */
export interface TimedAnswer {
  shownAt: number;
}
const isTimed = (value: unknown): value is TimedAnswer => typeof (value as TimedAnswer | undefined)?.shownAt === 'number';

/**
 * Runs in the page. Returns the failing checks' indexes when `report`, otherwise performance.now() once
 * every check holds (false until then). One self-contained function, since it is sent to the page as text.
 * Cheap checks first and a stop at the first failure: it runs every frame, on a throttled CPU too.
 */
function probe({ checks, report }: { checks: Check[]; report: boolean }): number | false | number[] {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element | null): boolean => {
    if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const dialogs = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter(visible);
  const nameOf = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return norm(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
    return norm(el.getAttribute('aria-label') ?? el.textContent);
  };
  const labelled = (label: string) =>
    [...document.querySelectorAll<HTMLInputElement>('input, textarea, select')].filter((el) =>
      [...(el.labels ?? [])].some((l) => norm(l.textContent).replace(/\s*\*$/, '') === label) || el.getAttribute('aria-label') === label);
  /** The texts (of those given) that some visible element shows, in one walk over the text nodes. */
  const shownTexts = (texts: string[], roots: Element[]) => {
    const found = new Set<string>();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && found.size < texts.length; node = walker.nextNode())
        for (const text of texts) if (!found.has(text) && node.nodeValue!.includes(text) && visible(node.parentElement)) found.add(text);
    }
    return found;
  };
  const holds = (check: Check): boolean => {
    if ('url' in check) return new RegExp(check.url).test(location.pathname + location.search + location.hash);
    if ('scheme' in check) return document.documentElement.dataset.mantineColorScheme === check.scheme;
    if ('sidebarAtMost' in check) {
      const aside = document.querySelector('aside, [role="complementary"]');
      return !!aside && aside.getBoundingClientRect().width <= check.sidebarAtMost;
    }
    if ('button' in check) return [...document.querySelectorAll('button, [role="button"]')].some((b) => nameOf(b).startsWith(check.button));
    if ('tab' in check) {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => norm(t.textContent) === check.tab);
      return tab?.getAttribute('aria-selected') === 'true' && visible(document.getElementById(tab.getAttribute('aria-controls') ?? ''));
    }
    if ('checked' in check) return labelled(check.checked).some((el) => el.checked);
    if ('field' in check) return labelled(check.field).some((el) => el.value === check.value);
    if ('focusInDialog' in check) {
      const focused = document.activeElement;
      return !!focused && focused.matches('input, textarea, [role="combobox"], [role="searchbox"]') && dialogs().some((d) => d.contains(focused));
    }
    if ('dialog' in check) return dialogs().some((d) => [...d.querySelectorAll('button')].filter(visible).length >= (check.minButtons ?? 0));
    if ('shown' in check) return shownTexts(check.shown, [document.body]).size === check.count;
    return shownTexts([check.text], check.inDialog ? dialogs() : [document.body]).size === 1;
  };
  if (report) return checks.flatMap((check, index) => (holds(check) ? [] : [index]));
  return checks.every(holds) ? performance.now() : false;
}

/**
 * The probe as an expression for the page. Sent as source text: a runner that keeps function names
 * (tsx, for `npm run perf`) wraps inner functions in a `__name` helper the page lacks, so a local one is given.
 */
const probeIn = (checks: Check[], report: boolean) => `((__name) => (${probe.toString()}))((f) => f)(${JSON.stringify({ checks, report })})`;

/** A check in a failure message, long texts cut. */
const describe = (check: Check) =>
  JSON.stringify(check, (_, value: unknown) =>
    typeof value === 'string' && value.length > 50 ? `${value.slice(0, 47)}…` : Array.isArray(value) && value.length > 2 ? [...value.slice(0, 2), `…${value.length - 2} more`] : value);

async function failing(page: Page, checks: Check[]): Promise<string> {
  const indexes = (await page.evaluate(probeIn(checks, true)).catch(() => [])) as number[];
  return indexes.map((i) => describe(checks[i]!)).join(', ') || '(none now: it came too late)';
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: () => Promise<string> | string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void Promise.resolve(message()).then((m) => reject(new Error(m))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface RunOptions {
  baseUrl: string;
  /** CPU slowdown through the DevTools protocol (1 = none) */
  rate: number;
  pauseMs?: number;
}

/**
 * One visit: a fresh context, the page at the case's size, CPU throttled before the page loads, the
 * pause, then the input and its answer. Resolves with the latency in ms; throws what went wrong.
 */
export async function runCase(browser: Browser, c: FirstInputCase, options: RunOptions): Promise<number> {
  const mobile = c.viewport === 'mobile';
  const context = await browser.newContext({
    viewport: VIEWPORTS[c.viewport],
    colorScheme: 'light', // the system's scheme; nothing is stored, so the site follows it
    hasTouch: mobile, // a phone is tapped (touch events), a desktop clicked
    baseURL: options.baseUrl,
    permissions: c.permissions,
    // The answer probe polls on each frame through a predicate Playwright builds with `new Function`, which
    // the site's Content-Security-Policy refuses; the policy is the other browser tests' subject, not this one.
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(ANSWER_TIMEOUT_MS);
    const run: Run = { page, context, mobile, errors: [], navigations: 0, data: {} };
    page.on('console', (message) => {
      if (message.type() === 'error') run.errors.push(message.text());
    });
    page.on('pageerror', (error) => run.errors.push(error.message));
    // Document loads only: the app's own history.replaceState at start is no navigation for a visitor.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) run.navigations += 1;
    });
    if (options.rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: options.rate });
    await c.prepare?.(run);
    await page.goto(c.path, { waitUntil: c.load ?? 'load', timeout: 30_000 });
    if (c.load !== 'commit') await page.waitForTimeout(options.pauseMs ?? PAUSE_MS);
    await c.lead?.(run);
    const latency = await measure(c, run);
    await c.verify?.(run);
    if (Array.isArray(c.answer)) {
      await page.waitForTimeout(HOLD_MS);
      const lost = await page.evaluate(probeIn(c.answer, true));
      if ((lost as number[]).length > 0) throw new Error(`the answer came, then went: ${(lost as number[]).map((i) => describe((c.answer as Check[])[i]!)).join(', ')}`);
    }
    const unexpected = run.errors.filter((e) => !(c.expectedErrors ?? []).some((pattern) => pattern.test(e)));
    if (unexpected.length > 0) throw new Error(`console errors: ${unexpected.join(' | ')}`);
    return latency;
  } finally {
    await context.close();
  }
}

/**
 * Notes, in the page, when the visitor's input reaches it: the timestamp of the first real (trusted)
 * pointer, touch or key event after this call, as Interaction to Next Paint counts it. Playwright's own
 * work before it sends the input (scrolling the control into view, waiting for it to be still and on
 * top: several frames, slow at 4× CPU) is not the visitor's wait, so latency starts at the event.
 */
async function watchInput(page: Page): Promise<void> {
  // Source text, like the probe: tsx would wrap a named inner function in a helper the page lacks.
  await page.evaluate(`(() => {
    delete window.__firstInputAt;
    const types = ['pointerdown', 'touchstart', 'mousedown', 'keydown'];
    sessionStorage.removeItem('__firstInputAt');
    const note = (event) => {
      if (!event.isTrusted || window.__firstInputAt !== undefined) return;
      window.__firstInputAt = event.timeStamp;
      // Kept for the page the input may open in place of this one (same origin, same tab).
      sessionStorage.setItem('__firstInputAt', String(performance.timeOrigin + event.timeStamp));
      for (const type of types) window.removeEventListener(type, note, true);
    };
    for (const type of types) window.addEventListener(type, note, { capture: true, passive: true });
  })()`);
}

/**
 * When the watched input reached the page, in page time (performance.now()), and the page's time origin.
 * In a page the input opened in place of the watched one, from the epoch time the watched page kept.
 */
async function inputAt(page: Page): Promise<{ at: number; origin: number } | undefined> {
  const seen = (await page
    .evaluate(() => ({
      at: (window as unknown as { __firstInputAt?: number }).__firstInputAt,
      origin: performance.timeOrigin,
      kept: sessionStorage.getItem('__firstInputAt'),
    }))
    .catch(() => undefined)) as { at?: number; origin: number; kept: string | null } | undefined;
  if (seen?.at !== undefined) return { at: seen.at, origin: seen.origin };
  return seen?.kept ? { at: Number(seen.kept), origin: 0 } : undefined;
}

/** An answer later than the limit fails the visit, however it was timed. */
function withinLimit(latency: number): number {
  if (latency > ANSWER_TIMEOUT_MS) throw new Error(`the answer came after ${Math.round(latency)} ms, over ${ANSWER_TIMEOUT_MS} ms`);
  return latency;
}

/**
 * The input and the time from it to its answer: to the frame that shows it for checks; to when Playwright
 * sees the event (a download, a new tab) for events. Without an input, from the moment the wait begins.
 */
async function measure(c: FirstInputCase, run: Run): Promise<number> {
  const { page } = run;
  const checks = c.answer;
  if (!c.noInput) await watchInput(page);
  if (!Array.isArray(checks)) {
    let started = Date.now();
    // Timed as it happens: the act may return (and the input's time be read) only after the answer came.
    const event = checks(run).then((value) => ({ value, at: isTimed(value) ? value.shownAt : Date.now() }));
    event.catch(() => {}); // reported through the race below
    if (!c.noInput) {
      await c.act(run);
      // Read at once: the answer may be a new document, which forgets the old one's clock.
      const input = await inputAt(page);
      if (input) started = input.origin + input.at;
    }
    const answer = await withTimeout(event, 2 * ANSWER_TIMEOUT_MS, () => `no answer within ${2 * ANSWER_TIMEOUT_MS} ms`);
    run.event = answer.value;
    return withinLimit(answer.at - started);
  }
  if ((await page.evaluate(probeIn(checks, false))) !== false) throw new Error('the answer was there before the input: the case proves nothing');
  const waitStarted = (await page.evaluate(() => performance.now())) as number;
  // The wait starts before Playwright's work on the input, so it is given more; the limit is checked on the latency.
  const answered = page.waitForFunction(probeIn(checks, false), undefined, { polling: 'raf', timeout: 2 * ANSWER_TIMEOUT_MS });
  answered.catch(() => {});
  if (!c.noInput) await c.act(run);
  try {
    const t1 = (await (await answered).jsonValue()) as number;
    const input = c.noInput ? undefined : await inputAt(page);
    if (!c.noInput && !input) throw new Error('the input never reached the page');
    if (input?.origin === 0) throw new Error('the input opened another page: time its answer with a function (TimedAnswer)');
    return withinLimit(t1 - (input?.at ?? waitStarted));
  } catch (error) {
    if (!/Timeout/i.test(String(error))) throw error;
    throw new Error(`no answer within ${2 * ANSWER_TIMEOUT_MS} ms at ${page.url().replace(/^https?:\/\/[^/]+/, '')}; not holding: ${await failing(page, checks)}`);
  }
}

/** Latencies kept per control type and CPU rate, for the table. */
export class LatencyLog {
  private readonly samples = new Map<string, Map<number, number[]>>();
  private readonly misses = new Map<string, Map<number, number>>();

  add(control: string, rate: number, ms: number | undefined) {
    if (ms === undefined) {
      const row = this.misses.get(control) ?? new Map<number, number>();
      row.set(rate, (row.get(rate) ?? 0) + 1);
      this.misses.set(control, row);
    }
    const row = this.samples.get(control) ?? new Map<number, number[]>();
    if (ms !== undefined) row.set(rate, [...(row.get(rate) ?? []), ms]);
    this.samples.set(control, row);
  }

  /** One row per control type: median and worst per rate; "n✗" counts runs with no answer. */
  table(rates: number[], title: string): string {
    const header = ['control', ...rates.flatMap((r) => [`${r}× median`, `${r}× worst`])];
    const rows = [...this.samples.keys()].map((control) => [
      control,
      ...rates.flatMap((rate) => {
        const values = this.samples.get(control)!.get(rate) ?? [];
        const missed = this.misses.get(control)?.get(rate) ?? 0;
        const mark = missed > 0 ? ` (${missed}✗)` : '';
        return values.length === 0 ? [`–${mark}`, `–${mark}`] : [`${median(values).toFixed(0)}${mark}`, `${Math.max(...values).toFixed(0)}`];
      }),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
  }
}

/**
 * `npm run perf`'s measure: one case per control type, each visited `runs` times in a row (never two
 * at once, so nothing but the site is measured), the input made `pauseMs` after load.
 */
export async function benchFirstInput(
  browser: Browser,
  cases: FirstInputCase[],
  options: RunOptions & { runs: number; onVisit?: (c: FirstInputCase, result: number | Error) => void },
): Promise<LatencyLog> {
  const log = new LatencyLog();
  const seen = new Set<string>();
  for (const c of cases) {
    if (c.bench === false || seen.has(c.control)) continue;
    seen.add(c.control);
    for (let visit = 0; visit < options.runs; visit++) {
      const result = await runCase(browser, c, options).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      log.add(c.control, options.rate, typeof result === 'number' ? result : undefined);
      options.onVisit?.(c, result);
    }
  }
  return log;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
