// The site search: Ctrl+K / Cmd+K or the header button opens it, in the page's language; accents do not
// matter; a result leads to its page and section; everything works from the keyboard and focus returns.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import type { ListBlock, SyllabusBlock, TabsBlock } from '../../src/generated/schemas.ts';
import { headingAnchor } from '../../src/renderer/heading-anchor.ts';
import { blockOf, collection, courseOf, pageAt, pageDoc, recordListOf, recordListsOf, wordsIn, type Language } from '../support/sample-data.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const dialog = (page: Page) => page.getByRole('dialog');
const results = (page: Page) => dialog(page).locator('.mantine-Spotlight-action');

const accented = /[\u00C0-\u017F]/;
/** Text as typed without accents. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of a page's text in one language. */
const wordsOf = (path: string, language: Language) => wordsIn(pageAt(path).blocks, language);
// Queries made of the pages' own words: without their accents, and one with a letter missing.
const ptWord = wordsOf('/research', 'pt').find((word) => word.length >= 6 && accented.test(word))!;
const esWord = wordsOf('/research', 'es').find((word) => word.length >= 6 && accented.test(word))!;
const enWord = wordsOf('/research', 'en').find((word) => word.length >= 9 && /^[a-z]+$/.test(word))!;
const interestsHeading = blockOf<ListBlock>(pageDoc('about'), 'list', (list) => list.style === 'checklist').heading!;
const interests = interestsHeading.pt;

async function search(page: Page, query: string) {
  await dialog(page).getByRole('textbox').fill(query);
  await expect.poll(() => results(page).count()).toBeGreaterThan(0);
}

describe('site search', () => {
  it.each([
    { path: '/', query: plain(ptWord).toLowerCase(), expect: new RegExp(escape(ptWord), 'i'), language: 'pt' },
    { path: '/en/', query: enWord.slice(0, 3) + enWord.slice(4), expect: new RegExp(escape(enWord), 'i'), language: 'en' },
    { path: '/es/', query: plain(esWord).toLowerCase(), expect: new RegExp(escape(esWord), 'i'), language: 'es' },
  ])('$path: Ctrl+K opens it and "$query" finds $expect, accents and a typo aside', async ({ path, query, expect: wanted }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    // The very first input of the visit: the app starts and the search opens.
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await search(page, query);
    expect(await results(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(wanted)]));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a result leads to its page and section, from the keyboard, in the page language', async () => {
    const speaking = pageDoc('speaking');
    const tab = blockOf<TabsBlock>(speaking, 'tabs').tabs.find((candidate) => recordListsOf(candidate, 'minicourses').length > 0)!;
    const heading = recordListOf(speaking, 'minicourses').heading!.en!;
    const { page, context } = await openPage(browser);
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Search the site (Ctrl+K)' }).click();
    await search(page, heading.replace(/-/g, ' ').toLowerCase());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/speaking' && url.hash === `#${tab.id}`);
    await expect.poll(() => page.getByRole('tab', { name: tab.label.en }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('finds section headings, publications, syllabus topics and posts, and leads to the heading', async () => {
    const syllabus = blockOf<SyllabusBlock>(pageAt('/syllabus/cpq2'), 'syllabus');
    const topic = syllabus.units.flatMap((unit) => unit.topics).find((text) => accented.test(text.pt))!.pt;
    const article = collection('publications').articles[0]!;
    const post = collection('blog').items.find((item) => !item.featured)!;
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await search(page, plain(topic).toLowerCase());
    expect(await results(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(courseOf(syllabus).name.pt)]));
    await search(page, article.title);
    expect(await results(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(pageAt('/publications').meta.title.pt)]));
    await search(page, plain(post.title.pt).toLowerCase());
    expect(await results(page).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${escape(post.title.pt)}.*${escape(pageAt('/blog').meta.title.pt)}`))]),
    );
    await search(page, plain(interests).toLowerCase());
    // Home and About may both have the section; the result names its page.
    const anchor = headingAnchor(interests);
    await results(page).filter({ hasText: pageAt('/about').meta.title.pt }).first().click();
    await page.waitForURL((url) => url.pathname === '/about' && url.hash === `#${anchor}`);
    await expect.poll(() => page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? 9999, anchor)).toBeLessThan(300);
    await context.close();
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/');
    const button = page.getByRole('button', { name: 'Search the site (Ctrl+K)' });
    await button.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => dialog(page).getByRole('textbox').evaluate((input) => input === document.activeElement)).toBe(true);
    await search(page, interestsHeading.en!.toLowerCase());
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  // On a slow phone the search's code takes a second to arrive: a stand-in shows at once (search-shell.ts).
  it('at 4× CPU, what is typed the moment it opens is searched once the search arrives', async () => {
    const { page, context } = await openPage(browser);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/en/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type(interestsHeading.en!.toLowerCase());
    await expect.poll(() => results(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await dialog(page).getByRole('textbox').inputValue()).toBe(interestsHeading.en!.toLowerCase());
    expect(await dialog(page).getByRole('textbox').evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });

  it('at 4× CPU, Escape the moment it opens closes it for good, even as its code arrives later', async () => {
    const { page, context } = await openPage(browser);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/');
    const button = page.getByRole('button', { name: 'Search the site (Ctrl+K)' });
    await button.click();
    await dialog(page).getByRole('textbox').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    // The search's code arrives (it was asked for) and still no dialog opens.
    await expect.poll(() => requested.some((path) => /SearchDialog|search-root/.test(path)), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(1500);
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });

  it('loads nothing of the search until it opens', async () => {
    const { page, context } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/publications');
    expect(requested.filter((path) => path.startsWith('/search/') || /spotlight|minisearch|SearchDialog/i.test(path))).toEqual([]);
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    await expect.poll(() => requested.includes('/search/en.json')).toBe(true);
    await context.close();
  });
});
