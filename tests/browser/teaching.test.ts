// Teaching, the syllabi, student resources and material as a visitor sees them: counts in pt and
// en, downloads that save real files, and videos that open only from a valid address.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CallToActionBlock, CardGridBlock, CodeRepositoryCollection, DownloadRef, FileItem, ListBlock, ShortCourse,
  SyllabusBlock, Video,
} from '../../src/generated/schemas.ts';
import { blockOf, blocksOf, collection, courseOf, inLanguages, listedRecords, pageAt, pageDoc, readJson, recordListOf, site, t, withCount } from '../support/sample-data.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The item titles one level below the heading `heading`, inside its section. */
const itemsUnder = (page: Page, heading: string | RegExp, level = 2) =>
  page.getByRole('main').getByRole('heading', { level, name: heading }).locator('xpath=ancestor::section[1]').getByRole('heading', { level: level + 1 });
/** How many times each text shows, when a page shows one per record. */
const tally = (texts: string[]) => texts.reduce((counts, text) => counts.set(text, (counts.get(text) ?? 0) + 1), new Map<string, number>());
/** Each text shows exactly as often as the records give it (a closed dialog's copy is not shown). */
async function expectTimes(scope: Locator, texts: string[]) {
  for (const [text, count] of tally(texts)) expect(await scope.getByText(text, { exact: true }).filter({ visible: true }).count(), text).toBe(count);
}
/** The file a download button saves (the README's rule): the key's first hyphen an underscore, then the number. */
const savedAs = (download: DownloadRef, format?: string) =>
  new RegExp(`^${download.key.replace('-', '_')}_${download.number}\\.${format?.toLowerCase() === 'zip' ? 'zip' : 'pdf'}$`);

describe('/teaching', () => {
  const teaching = pageDoc('teaching');
  const courses = collection('courses').items;
  const title = '$path shows the courses with code, level, students and syllabus, the software, the cards and the way to the material';
  it.each(inLanguages('/teaching'))(title, async ({ path, prefix, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await itemsUnder(page, recordListOf(teaching, 'courses').heading![language]!).allTextContents()).toEqual(courses.map((course) => course.name[language]));
    await expectTimes(main, courses.map((course) => t(language, 'course.students', { value: course.students })));
    await expectTimes(main, courses.map((course) => t(language, `course.level.${course.level}`)));
    await expectTimes(main, courses.map((course) => course.code));
    const links = await main.getByRole('link', { name: new RegExp(`^${t(language, 'course.syllabus')}: `) }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(courses.map((course) => `${prefix}${course.syllabusPath}`));
    for (const software of blockOf<ListBlock>(teaching, 'list', (block) => block.style === 'chips').items!)
      expect(await main.getByText(software.title[language]!, { exact: true }).count(), software.title.en).toBeGreaterThanOrEqual(1);
    for (const grid of blocksOf<CardGridBlock>(teaching, 'cardGrid')) expect(await itemsUnder(page, grid.heading![language]!).count(), grid.heading!.en).toBe(grid.cards.length);
    for (const action of blocksOf<CallToActionBlock>(teaching, 'callToAction').flatMap((block) => block.actions).filter((action) => action.href.startsWith('/') && !action.subject))
      expect(await main.locator(`a[href="${prefix}${action.href}"]`).count(), action.href).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('syllabus pages', () => {
  const syllabi = site.routes.filter((route) => route.path.startsWith('/syllabus/')).map((route) => route.path);
  it.each(syllabi.flatMap((path) => inLanguages(path)))('$path shows its title, code, the way back and its numbered units', async ({ path, prefix, language }) => {
    const syllabus = blockOf<SyllabusBlock>(pageAt(path.slice(prefix.length)), 'syllabus');
    const course = courseOf(syllabus);
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(course.name[language]);
    expect(await main.getByText(course.code, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: t(language, 'syllabus.back') }).getAttribute('href')).toBe(`${prefix}/teaching`);
    const cards = main.locator('ol > li');
    expect(await cards.count()).toBe(syllabus.units.length);
    for (const [i, unit] of syllabus.units.entries()) expect(await cards.nth(i).getByRole('listitem').count()).toBe(unit.topics.length);
    await context.close();
  });
});

describe('/student-resources', () => {
  const resources = pageDoc('student-resources');
  const files = listedRecords<FileItem>(resources, 'files');
  // The code repositories' list picks none: it shows the whole collection, in its order.
  const codes = [{ heading: recordListOf(resources, 'code-repositories').heading, items: readJson<CodeRepositoryCollection>('pages-data/collections/code-repositories.json').items }];
  const videos = listedRecords<Video>(resources, 'videos');
  const shortCourses = listedRecords<ShortCourse>(resources, 'short-courses');
  const policy = blockOf<ListBlock>(resources, 'list');
  it.each(inLanguages('/student-resources'))('$path shows every list counted, its buttons and the use policy', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(resources.meta.title[language]);
    for (const list of [...files, ...codes, ...videos, ...shortCourses]) {
      const titles = await itemsUnder(page, withCount(list.heading![language]!, list.items.length)).allTextContents();
      expect(titles, list.heading!.en).toEqual(list.items.map((item) => item.title[language]));
    }
    const courses = shortCourses.flatMap((list) => list.items);
    await expectTimes(main, courses.map((course) => t(language, 'shortCourse.hours', { value: course.hours })));
    // A file the browser writes is a button; a real file of pages-data/media/ is a link to it (real-files.test.ts).
    const fileItems = files.flatMap((list) => list.items);
    const realFiles = fileItems.filter((item) => 'file' in item && item.file).length;
    expect(await main.getByRole('button', { name: new RegExp(`^${t(language, 'download.label')}: `) }).count()).toBe(fileItems.length - realFiles);
    expect(await main.getByRole('link', { name: new RegExp(`^${t(language, 'download.label')}: `) }).count()).toBe(realFiles);
    expect(await main.getByRole('button', { name: new RegExp(`^${t(language, 'video.watch')}: `) }).count()).toBe(videos.flatMap((list) => list.items).length);
    const github = main.getByRole('link', { name: new RegExp(`^${t(language, 'code.github')}: `) });
    expect(await github.count()).toBe(codes.flatMap((list) => list.items).length);
    for (const link of await github.all()) expect(await link.getAttribute('target')).toBe('_blank');
    const policyList = main.getByRole('heading', { name: policy.heading![language] }).locator('xpath=ancestor::section[1]');
    expect(await policyList.getByRole('listitem').count()).toBe(policy.items!.length);
    const { email } = site.identity;
    expect(await policyList.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/material', () => {
  const material = pageDoc('material');
  const files = listedRecords<FileItem>(material, 'files');
  const videos = listedRecords<Video>(material, 'videos');
  it.each(inLanguages('/material'))('$path shows each list of files and videos counted, and each file\'s type', async ({ path, language }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    for (const list of [...files, ...videos])
      expect(await itemsUnder(page, withCount(list.heading![language]!, list.items.length)).count(), list.heading!.en).toBe(list.items.length);
    const main = page.getByRole('main');
    await expectTimes(main, files.flatMap((list) => list.items.map((item) => item.format ?? '')));
    await context.close();
  });
});

/**
 * Clicks the download buttons of the page (from the `first`) and checks each saved file's name and
 * first bytes. Chromium stops a page after ten downloads in a row, so long lists take two pages.
 */
async function downloadAll(page: Page, buttonName: RegExp, expected: { name: RegExp; signature: 'pdf' | 'zip' }[], { first = 0, total = expected.length } = {}) {
  const buttons = await page.getByRole('main').getByRole('button', { name: buttonName }).all();
  expect(buttons.length).toBe(total);
  for (const [i, button] of buttons.slice(first, first + expected.length).entries()) {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(expected[i]!.name);
    const head = readFileSync((await download.path())!).subarray(0, 4);
    expect(head.toString('latin1')).toBe(expected[i]!.signature === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
    await expect.poll(() => button.isEnabled()).toBe(true);
  }
}

const signatureOf = (format?: string) => (format?.toLowerCase() === 'zip' ? ('zip' as const) : ('pdf' as const));
/** Every download reference inside a block, in order. */
function collectRefs(value: unknown): DownloadRef[] {
  if (Array.isArray(value)) return value.flatMap(collectRefs);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.key === 'string' && typeof record.number === 'number') return [record as unknown as DownloadRef];
  return Object.values(record).flatMap(collectRefs);
}

describe('downloads', () => {
  it('every download button on /student-resources saves its file', async () => {
    const resources = pageDoc('student-resources');
    const notes = listedRecords<FileItem>(resources, 'files').flatMap((list) => list.items);
    const courses = listedRecords<ShortCourse>(resources, 'short-courses').flatMap((list) => list.items);
    const { page, context, errors } = await openPage(browser);
    await page.goto('/student-resources');
    // Records of a real file ("file") are links, tested in real-files.test.ts; these are the written ones.
    const noteFiles = notes.filter((note) => note.download).map((note) => ({ name: savedAs(note.download!, note.format), signature: signatureOf(note.format) }));
    await downloadAll(page, new RegExp(`^${t('pt', 'download.label')}: `), noteFiles);
    await downloadAll(page, new RegExp(`^${t('pt', 'shortCourse.material')}: `), courses.map((course) => ({ name: savedAs(course.download), signature: 'pdf' as const })));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every download button on /material saves its file, ZIP for code', async () => {
    const items = listedRecords<FileItem>(pageDoc('material'), 'files').flatMap((list) => list.items);
    const files = items.filter((item) => item.download).map((item) => ({ name: savedAs(item.download!, item.format), signature: signatureOf(item.format) }));
    // Chromium stops a page after ten downloads in a row: at most eight per visit.
    for (let first = 0; first < files.length; first += 8) {
      const { page, context, errors } = await openPage(browser);
      await page.goto('/en/material');
      await downloadAll(page, new RegExp(`^${t('en', 'download.label')}: `), files.slice(first, first + 8), { first, total: files.length });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the contact page saves its documents through the same helper', async () => {
    const refs = blocksOf<{ download: DownloadRef }>(pageDoc('contact'), 'officeLocation').flatMap((block) => collectRefs(block));
    expect(refs.length).toBeGreaterThan(0);
    const { page, context } = await openPage(browser);
    await page.goto('/contact');
    await downloadAll(page, /\(PDF\): /, refs.map((ref) => ({ name: savedAs(ref), signature: 'pdf' as const })));
    await context.close();
  });

  it("a file's PDF is titled with its card's title, which the downloads entry does not repeat", async () => {
    const entries = collection('downloads').items as { key: string; number: number; title?: unknown; format: string }[];
    const files = collection('files').items as unknown as FileItem[];
    const file = files.find(({ download }) => download && entries.some((entry) => entry.key === download.key && entry.number === download.number && !entry.title && entry.format === 'pdf'))!;
    const { page, context } = await openPage(browser);
    const route = site.routes.find(({ path }) => listedRecords<{ id: string }>(pageAt(path), 'files').some(({ items }) => items.some(({ id }) => id === file.id)))!;
    await page.goto(`/en${route.path}`);
    const button = page.getByRole('main').getByRole('button', { name: new RegExp(`: ${file.title.en!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(readFileSync((await download.path())!).toString('latin1')).toContain(`/Title (${file.title.en})`);
    await context.close();
  });

  it('shows the busy state while the file is built, then the button works again', async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/downloads-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/student-resources');
    const button = page.getByRole('main').getByRole('button', { name: /^Download: / }).first();
    await button.click();
    const busy = page.getByRole('main').getByRole('button', { name: 'Baixando...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const saved = page.waitForEvent('download');
    release();
    await saved;
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await button.textContent()).toBe('Download');
    await context.close();
  });

  it('a failure is logged and told in a toast, and the button works again', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.route(/\/assets\/downloads-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/en/student-resources');
    const button = page.getByRole('main').getByRole('button', { name: /^Download: / }).first();
    await button.click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('The file could not be downloaded').waitFor();
    expect(errors.some((error) => error.startsWith('Erro ao fazer download'))).toBe(true);
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('videos', () => {
  it('Watch opens a valid video in a new tab, and nothing reaches the video site before the click', async () => {
    const { page, context } = await openPage(browser);
    const videoRequests: string[] = [];
    await context.route(/youtube\.com|youtu\.be/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ body: 'video' });
    });
    await page.goto('/en/student-resources');
    expect(videoRequests).toEqual([]);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Watch: / }).first().click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/((www\.)?youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]+$/);
    await context.close();
  });

  it('Watch on an address outside the rule opens nothing and logs it', async () => {
    const { page, context, errors } = await openPage(browser);
    // A document cannot hold such an address (validation rejects it), so the test serves a page whose
    // Watch buttons carry one.
    await page.route('**/en/student-resources', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/https:\/\/(www\.)?youtube\.com\/watch\?v=[A-Za-z0-9_-]+|https:\/\/youtu\.be\/[A-Za-z0-9_-]+/g, 'https://videos.example/watch?v=1');
      await route.fulfill({ response, body });
    });
    await page.goto('/en/student-resources');
    let opened = false;
    context.on('page', () => (opened = true));
    await page.getByRole('button', { name: /^Watch: / }).first().click();
    await expect.poll(() => errors.some((error) => error.startsWith('URL do YouTube inválida: https://videos.example/watch?v=1'))).toBe(true);
    await page.waitForTimeout(300);
    expect(opened).toBe(false);
    await context.close();
  });
});
