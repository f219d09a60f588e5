// The first-input cases: each names a page, a viewport, the visitor's first input and the answer the
// visitor sees, by role, text and address only. Defined once, for the browser test and `npm run perf`.
// Labels are the Portuguese interface strings; expected records are read from pages-data/, never retyped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { RecordView } from '../src/generated/schemas.ts';
import { shownRecords, type Selection } from '../src/records/select-records.ts';
import type { Check, FirstInputCase, Run, TimedAnswer } from './first-input-bench.ts';

const root = join(import.meta.dirname, '..');
const data = <T>(file: string): T => JSON.parse(readFileSync(join(root, 'pages-data', file), 'utf8')) as T;
type Text = { pt: string };

const publications = data<{ articles: { title: string }[]; chapters: { title: string }[] }>('collections/publications.json');
const [, post] = data<{ items: { id: string; title: Text; body: { paragraphs: Text[] }[] }[] }>('collections/blog.json').items;
const [project] = data<{ items: { title: Text }[] }>('collections/projects.json').items;
type Block = { type: string; [key: string]: unknown };
const blocksOf = (file: string): Block[] => {
  const found: Block[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (typeof (value as Block).type === 'string') found.push(value as Block);
      Object.values(value).forEach(walk);
    }
  };
  walk(data(file));
  return found;
};
const resources = blocksOf('student-resources.json');
const [secondTab] = (blocksOf('speaking-workshops.json').find((b) => b.type === 'tabs')!.tabs as { id: string; label: Text }[]).slice(1);
/** The first record the page's first recordList over a collection shows, chosen as the page chooses it. */
const firstShown = <T extends { id?: string }>(blocks: Block[], collection: string): T => {
  const block = blocks.find((b) => b.type === 'recordList' && b.collection === collection)!;
  const { items, view } = data<{ items: T[]; view: RecordView }>(`collections/${collection}.json`);
  return shownRecords(items, block as Selection, view)[0]!;
};
const note = firstShown<{ id: string; title: Text; download: { key: string; number: number } }>(resources, 'files');
const video = firstShown<{ id: string; title: Text; url: string }>(resources, 'videos');
const course = firstShown<{ id: string; title: Text; programme: { title: Text }[] }>(resources, 'short-courses');
const postText = post!.body.flatMap((section) => section.paragraphs.map((p) => p.pt));
/** /en/about's h1, as about.json writes it. */
const aboutInEnglish = (blocksOf('about.json').find((b) => b.type === 'pageHeader')!.title as { en: string }).en;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phone is tapped, a desktop clicked. */
export const press = (run: Run, target: Locator) => (run.mobile ? target.tap() : target.click());
const banner = (page: Page) => page.getByRole('banner');
const collapseButton = (page: Page) => banner(page).getByRole('button', { name: 'Recolher menu lateral (Ctrl+B)' });

/** Throws with the label when the locator does not show within a second (the answer already came). */
export async function shows(target: Locator, what: string): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: 1000 }).catch(() => {
    throw new Error(`not visible: ${what}`);
  });
}
export function same<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** The download rule of the README: the key's first hyphen becomes an underscore, then the number. */
export const downloadName = (key: string, number: number, ext = 'pdf') => `${key.replace('-', '_')}_${number}.${ext}`;

// Shared answers.
const navigationDialog: Check[] = [{ dialog: true }, { text: 'Sobre', inDialog: true }];
const narrowSidebar: Check[] = [{ sidebarAtMost: 60 }, { button: 'Expandir menu lateral (Ctrl+B)' }];
const searchOpen: Check[] = [{ dialog: true }, { focusInDialog: true }];
const verifyNavigationDialog = async ({ page }: Run) => shows(page.getByRole('dialog').getByRole('link', { name: 'Sobre', exact: true }), 'the dialog\'s link "Sobre"');
const verifyCollapsed = async ({ page }: Run) => {
  const box = await page.getByRole('complementary').boundingBox();
  if (!box || box.width > 60) throw new Error(`the sidebar is ${box?.width} px wide`);
  await shows(banner(page).getByRole('button', { name: 'Expandir menu lateral (Ctrl+B)' }), 'the header button "Expandir menu lateral (Ctrl+B)"');
};
// The answer may be the search's stand-in (src/search/search-shell.ts); the real dialog takes its place
// (and the focus) as it arrives, so the focus is looked for over a second.
const verifySearch = async ({ page }: Run) => {
  const field = page.getByRole('dialog').getByRole('textbox');
  for (let tries = 0; tries < 10; tries++) {
    if (await field.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.waitForTimeout(100);
  }
  // Where the focus is instead, so that a rare miss says what happened.
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}${el.closest('[aria-hidden="true"]') ? ' (in the hidden stand-in)' : ''}` : 'nothing';
  });
  throw new Error(`the search field is not focused after 1 s (${await page.getByRole('dialog').count()} dialog(s); focus on ${focused})`);
};
/**
 * A new tab, timed to the moment the page asks the browser for it (the DevTools `Page.windowOpen` event,
 * sent for a link with a target and for window.open alike). What follows is the browser's own work: a new
 * tab for another site is a new process, about 0.6–1 s on this machine for a one-link test page too, the
 * same for any site; so that part is not the page's latency. The tab itself must still open (verify).
 */
async function watchNewTab(run: Run) {
  const devtools = await run.context.newCDPSession(run.page);
  await devtools.send('Page.enable');
  run.data.asked = new Promise<string>((asked) => devtools.once('Page.windowOpen', (event) => asked(event.url)));
  run.data.tab = run.context.waitForEvent('page', { timeout: 0 });
}
const newTabAsked = (run: Run) => run.data.asked as Promise<string>;
/** The new tab opened, for `expected` (the address the control names). */
const newTabOpened = (expected: (run: Run) => Promise<string | null> | string) => async (run: Run) => {
  const tab = await withinSeconds(run.data.tab as Promise<Page>, 10, 'the new tab never opened');
  same(run.event as string, await expected(run), 'the new tab\'s address');
  await tab.close();
};
const withinSeconds = <T>(promise: Promise<T>, seconds: number, message: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), seconds * 1000))]);
const profileLink = (page: Page) => page.getByRole('link', { name: /^Visitar perfil: / }).first();
const verifySecondTab = async ({ page }: Run) => {
  same(await page.getByRole('tab', { name: secondTab!.label.pt }).getAttribute('aria-selected'), 'true', 'aria-selected');
  await shows(page.getByRole('tabpanel', { name: secondTab!.label.pt }), `the tab panel "${secondTab!.label.pt}"`);
  same(new URL(page.url()).hash, `#${secondTab!.id}`, 'the address fragment');
};

/**
 * A page the control opens in place of this one, timed to the paint that first shows its h1 as `text`,
 * as the new page's browser reports it (Element Timing: the h1 is marked as the parser adds it, before
 * any paint). Waiting for it from here instead would add Playwright's own start in the new page,
 * 0.2–0.3 s at 4× CPU, which no visitor waits for.
 */
async function watchForHeading(run: Run, text: string) {
  await run.context.addInitScript(`(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.identifier === 'first-input-heading') window.__headingShownAt = performance.timeOrigin + (entry.renderTime || entry.loadTime);
    }).observe({ type: 'element', buffered: true });
    const observer = new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1?.textContent?.trim() !== ${JSON.stringify(text)}) return;
      h1.setAttribute('elementtiming', 'first-input-heading');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })()`);
}
async function shownInNewPage(page: Page): Promise<TimedAnswer> {
  const handle = await page.waitForFunction(() => (window as unknown as { __headingShownAt?: number }).__headingShownAt, undefined, { timeout: 0 });
  return { shownAt: (await handle.jsonValue()) as number };
}

/** Presses Tab from the top of the page until the target has focus (a keyboard-only visitor). */
async function tabTo(page: Page, target: Locator, what: string) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

const shortcut = (key: string, viewport: 'desktop' | 'mobile'): FirstInputCase => ({
  name: `${key} at ${viewport === 'desktop' ? 1280 : 375} px ${viewport === 'desktop' ? 'collapses the sidebar' : 'opens the navigation'}`,
  control: 'Ctrl/Cmd+B',
  path: '/about',
  viewport,
  act: ({ page }) => page.keyboard.press(key),
  answer: viewport === 'desktop' ? narrowSidebar : navigationDialog,
  verify: viewport === 'desktop' ? verifyCollapsed : verifyNavigationDialog,
});

export const SHELL_CASES: FirstInputCase[] = [
  {
    name: 'menu button at 375 px opens the navigation dialog',
    control: 'menu button (375 px)',
    path: '/about',
    viewport: 'mobile',
    act: (run) => press(run, banner(run.page).getByRole('button', { name: 'Abrir menu de navegação' })),
    answer: navigationDialog,
    verify: async (run) => {
      await verifyNavigationDialog(run);
      // The phone's menu is not the desktop sidebar: a later desktop visit must not start collapsed.
      const stored = (await run.context.cookies()).find((cookie) => cookie.name === 'sidebar_state');
      if (stored) throw new Error(`the menu wrote the desktop sidebar's cookie (sidebar_state=${stored.value})`);
    },
  },
  {
    name: 'collapse button narrows the sidebar',
    control: 'collapse button',
    path: '/about',
    viewport: 'desktop',
    act: (run) => press(run, collapseButton(run.page)),
    answer: narrowSidebar,
    verify: verifyCollapsed,
  },
  // Both keys and both widths, each once: the key only decides which modifier the handler reads.
  shortcut('Control+b', 'desktop'),
  shortcut('Meta+b', 'mobile'),
  {
    name: 'Ctrl+K opens the search with its field focused',
    control: 'Ctrl+K',
    path: '/about',
    viewport: 'desktop',
    act: ({ page }) => page.keyboard.press('Control+k'),
    answer: searchOpen,
    verify: verifySearch,
  },
  {
    name: 'search button opens the search with its field focused',
    control: 'search button',
    path: '/about',
    viewport: 'desktop',
    act: (run) => press(run, banner(run.page).getByRole('button', { name: 'Buscar no site (Ctrl+K)' })),
    answer: searchOpen,
    verify: verifySearch,
  },
  {
    name: 'English flag shows /en/about',
    control: 'language flag',
    path: '/about',
    viewport: 'desktop',
    // A flag may be a button today and a link after the rewrite: either is the visitor's flag.
    act: (run) => press(run, banner(run.page).getByRole('button', { name: 'English', exact: true }).or(banner(run.page).getByRole('link', { name: 'English', exact: true }))),
    prepare: (run) => watchForHeading(run, aboutInEnglish),
    answer: async ({ page }) => {
      await page.waitForURL(/\/en\/about$/, { timeout: 0 });
      return shownInNewPage(page);
    },
    verify: async ({ page }) => shows(page.getByRole('heading', { level: 1, name: aboutInEnglish, exact: true }), `the h1 "${aboutInEnglish}"`),
  },
  {
    name: 'colour scheme control switches a light page to dark',
    control: 'colour scheme',
    path: '/about',
    viewport: 'desktop',
    act: (run) => press(run, banner(run.page).getByRole('button', { name: /^Esquema de cores/ })),
    answer: [{ scheme: 'dark' }],
  },
  {
    name: 'tab during load: a click while the page loads selects the tab',
    control: 'tap during load',
    path: '/speaking-workshops',
    viewport: 'desktop',
    load: 'commit',
    bench: false,
    act: (run) => press(run, run.page.getByRole('tab', { name: secondTab!.label.pt })),
    answer: [{ tab: secondTab!.label.pt }, { url: `#${secondTab!.id}$` }],
    verify: verifySecondTab,
  },
  {
    name: 'collapse during load: a click while the page loads narrows the sidebar',
    control: 'tap during load',
    path: '/about',
    viewport: 'desktop',
    load: 'commit',
    bench: false,
    act: (run) => press(run, collapseButton(run.page)),
    answer: narrowSidebar,
    verify: verifyCollapsed,
  },
  {
    name: 'keyboard only: Tab to the colour scheme control, Enter',
    control: 'keyboard only',
    path: '/about',
    viewport: 'desktop',
    lead: ({ page }) => tabTo(page, banner(page).getByRole('button', { name: /^Esquema de cores/ }), 'the colour scheme control'),
    act: ({ page }) => page.keyboard.press('Enter'),
    answer: [{ scheme: 'dark' }],
  },
  {
    name: 'keyboard only: Tab to the tabs, ArrowRight, Enter',
    control: 'keyboard only',
    path: '/speaking-workshops',
    viewport: 'desktop',
    lead: ({ page }) => tabTo(page, page.getByRole('tablist'), 'the tabs'),
    act: async ({ page }) => {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    },
    answer: [{ tab: secondTab!.label.pt }, { url: `#${secondTab!.id}$` }],
    verify: verifySecondTab,
  },
  {
    name: 'not-found page logs the path with no input at all',
    control: 'not-found log (no input)',
    path: '/this-does-not-exist',
    viewport: 'desktop',
    noInput: true,
    bench: false,
    act: async () => {},
    answer: async (run) => {
      while (!run.errors.some((e) => e.includes('/this-does-not-exist'))) {
        if (run.page.isClosed()) throw new Error('the visit ended');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    expectedErrors: [/\/this-does-not-exist/, /status of 404/],
  },
];

export const CONTENT_CASES: FirstInputCase[] = [
  {
    name: 'tab selects its panel and names it in the address',
    control: 'tab',
    path: '/speaking-workshops',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('tab', { name: secondTab!.label.pt })),
    answer: [{ tab: secondTab!.label.pt }, { url: `#${secondTab!.id}$` }],
    verify: verifySecondTab,
  },
  {
    name: 'type filter (native select) shows exactly the chapters',
    control: 'select filter',
    path: '/publications',
    viewport: 'desktop',
    act: async ({ page }) => {
      // As a visitor: the select is pressed (its menu opens), then an option chosen.
      const select = page.getByRole('combobox', { name: 'Tipo', exact: true });
      await select.click();
      await select.selectOption('chapter');
    },
    answer: [
      { url: '\\?(.*&)?type=chapter(&|$)' },
      { shown: publications.chapters.map((c) => c.title), count: publications.chapters.length },
      { shown: publications.articles.map((a) => a.title), count: 0 },
    ],
    verify: async ({ page }) => {
      same(new URL(page.url()).searchParams.get('type'), 'chapter', 'the type in the address');
      for (const chapter of publications.chapters) await shows(page.getByRole('heading', { name: chapter.title, exact: true }), chapter.title);
    },
  },
  {
    name: 'Leia mais opens the whole post in place and names it in the address',
    control: 'read more',
    path: '/blog',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('button', { name: `Leia mais: ${post!.title.pt}`, exact: true })),
    answer: [{ url: `#${escape(post!.id)}$` }, { text: postText[0]! }, { text: postText.at(-1)! }],
    verify: async ({ page }) => {
      for (const paragraph of postText) await shows(page.getByText(paragraph, { exact: true }), `the paragraph "${paragraph.slice(0, 40)}…"`);
    },
  },
  {
    name: 'Ver detalhes opens the project dialog',
    control: 'dialog button',
    path: '/projects',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('button', { name: `Ver detalhes: ${project!.title.pt}`, exact: true })),
    answer: [{ dialog: true }, { text: project!.title.pt, inDialog: true }],
    verify: async ({ page }) => shows(page.getByRole('dialog', { name: project!.title.pt }), `the dialog "${project!.title.pt}"`),
  },
  {
    name: 'Mais Info opens the short course programme dialog',
    control: 'dialog button',
    path: '/student-resources',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('button', { name: `Mais Info: ${course!.title.pt}`, exact: true })),
    answer: [{ dialog: true }, { text: course!.programme[0]!.title.pt, inDialog: true }],
    verify: async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: course!.title.pt });
      await shows(dialog.getByRole('heading', { name: 'Programa' }), 'the heading "Programa"');
      for (const session of course!.programme) await shows(dialog.getByText(session.title.pt), `the session "${session.title.pt}"`);
    },
  },
  {
    name: 'Copiar BibTeX confirms and fills the clipboard',
    control: 'copy button',
    path: '/publications',
    viewport: 'desktop',
    permissions: ['clipboard-read', 'clipboard-write'],
    act: (run) => press(run, run.page.getByRole('button', { name: /^Copiar BibTeX: / }).first()),
    answer: [{ text: 'BibTeX copiado' }],
    verify: async ({ page }) => {
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      if (!/^@(article|incollection|inbook)\{/.test(copied)) throw new Error(`the clipboard holds ${JSON.stringify(copied.slice(0, 40))}`);
    },
  },
  {
    name: 'Download saves the file named by the download rule',
    control: 'download button',
    path: '/student-resources',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('button', { name: `Download: ${note!.title.pt}`, exact: true })),
    answer: ({ page }) => page.waitForEvent('download', { timeout: 0 }),
    verify: async (run) => {
      const download = run.event as import('playwright-core').Download;
      same(download.suggestedFilename(), downloadName(note!.download.key, note!.download.number), 'the saved file');
      await download.cancel();
    },
  },
  {
    name: 'Assistir opens the video in a new tab',
    control: 'external link or button',
    path: '/student-resources',
    viewport: 'desktop',
    prepare: watchNewTab,
    act: (run) => press(run, run.page.getByRole('button', { name: new RegExp(`^Assistir: ${escape(video!.title.pt)}`) })),
    answer: newTabAsked,
    verify: newTabOpened(() => video!.url),
  },
  {
    name: 'Visitar perfil opens the profile in a new tab',
    control: 'external link or button',
    path: '/publications',
    viewport: 'desktop',
    prepare: watchNewTab,
    act: (run) => press(run, profileLink(run.page)),
    answer: newTabAsked,
    verify: newTabOpened((run) => profileLink(run.page).getAttribute('href')),
  },
];
