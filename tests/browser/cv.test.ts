// The printable CV as a visitor sees it, in pt and en: every section assembled from the collections,
// Download PDF saving the CV named by the download rule (jspdf only on the click), and the print
// stylesheet, which hides the frame and the screen-only buttons and prints links with their address.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationListBlock, RecordListBlock, SectionBlock, StatsBandBlock } from '../../src/generated/schemas.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { blockOf, blocksOf, collection, figuresOf, pageDoc, recordListOf, recordListsOf, site, type Language } from '../support/sample-data.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const sectionOf = (scope: Page | Locator, name: string) => scope.getByRole('heading', { name, exact: true, level: 2 }).first().locator('xpath=ancestor::section[1]');

const cv = pageDoc('cv');
const sections = blocksOf<SectionBlock>(cv, 'section');
const CASES = [
  { path: '/cv', language: 'pt' as Language, download: 'Baixar PDF', print: 'Imprimir', file: 'cv_pt_1.pdf' },
  { path: '/en/cv', language: 'en' as Language, download: 'Download PDF', print: 'Print', file: 'cv_en_1.pdf' },
];

describe('/cv', () => {
  it.each(CASES)('$path: the identity, then the sections of cv.json from the collections', async ({ path, language, print }) => {
    const education = collection('education').items;
    const band = blockOf<StatsBandBlock>(cv, 'statsBand');
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).allTextContents()).toEqual([site.identity.name]);
    expect(await main.getByRole('link', { name: site.identity.email }).getAttribute('href')).toBe(`mailto:${site.identity.email}`);
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sections.map((section) => section.heading![language]));
    // Each section by the block it holds, wherever cv.json puts it.
    const sectionWith = (type: string) => sectionOf(main, sections.find((section) => blocksOf(section, type).length > 0)!.heading![language]!);
    const sectionShowing = (name: string) => sectionOf(main, sections.find((section) => recordListsOf(section, name).length > 0)!.heading![language]!);
    const educationList = sectionWith('list');
    for (const degree of education) {
      expect(await educationList.getByText(degree.degree[language]!, { exact: true }).count()).toBeGreaterThanOrEqual(1);
      expect(await educationList.getByText(String(degree.year), { exact: true }).count()).toBeGreaterThanOrEqual(1);
    }
    // The main positions as cards, the others as rows of one card: each titled by an h4 under its list's h3.
    const positionsSection = sections.find((section) => recordListsOf(section, 'leadership-positions').length > 0)!;
    const positionLists = blocksOf<RecordListBlock>(positionsSection, 'recordList');
    const positions = sectionShowing('leadership-positions');
    expect(await positions.getByRole('heading', { level: 3 }).allTextContents()).toEqual(positionLists.map((list) => list.heading![language]));
    expect(await positions.getByRole('heading', { level: 4 }).count()).toBe(positionLists.reduce((count, list) => count + collection(list.collection).items.length, 0));
    expect(await sectionShowing('awards').getByRole('heading', { level: 3 }).count()).toBe(shownRecords(collection('awards').items, recordListOf(cv, 'awards')).length);
    // A selection: its works, in order, with no filters.
    const publications = sectionWith('publicationList');
    const works = [...collection('publications').articles, ...collection('publications').chapters];
    const selected = blockOf<PublicationListBlock>(cv, 'publicationList').ids!;
    expect(await publications.getByRole('heading', { level: 3 }).allTextContents()).toEqual(selected.map((id) => works.find((work) => work.id === id)!.title));
    expect(await publications.getByRole('combobox').count()).toBe(0);
    const supervision = sectionWith('statsBand');
    expect((await supervision.locator('dt').allTextContents()).map((text) => text.trim())).toEqual(band.items.map((item) => item.label[language]));
    expect(await supervision.locator('dd').allTextContents()).toEqual(figuresOf(band, language));
    expect(await sectionShowing('courses').getByRole('heading', { level: 3 }).count()).toBe(collection('courses').items.length);
    expect(await main.getByRole('button', { name: print }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(CASES)('$path: Download PDF saves $file, and jspdf loads only on the click', async (c) => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(c.path);
    const button = page.getByRole('main').getByRole('button', { name: new RegExp(`^${c.download}: `) });
    expect(scripts.filter((url) => url.includes('pdf-document'))).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(c.file);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(scripts.some((url) => url.includes('pdf-document'))).toBe(true);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await context.close();
  });

  it.each(CASES)('$path: Print, as the first input of the visit, opens the print dialog once', async (c) => {
    const { page, context, errors } = await openPage(browser);
    // The browser's own dialog cannot be seen from here: the page's print() counts its calls instead.
    await context.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.goto(c.path);
    await page.getByRole('main').getByRole('button', { name: c.print, exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('print', () => {
  it('the CV prints without the frame or its buttons, each section from a new sheet, links with their address', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/cv');
    const main = page.getByRole('main');
    // Hidden elements leave the accessibility tree, so they are found with includeHidden.
    const frame = [page.getByRole('banner', { includeHidden: true }), page.getByRole('complementary', { includeHidden: true })];
    const buttons = [/^Download PDF: /, 'Print', /^Copy BibTeX/].map((name) => main.getByRole('button', { name, includeHidden: true }).first());
    for (const element of [...frame, ...buttons]) expect(await element.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const element of [...frame, ...buttons]) expect(await element.isHidden()).toBe(true);
    const [profile] = blockOf<{ links: (keyof typeof site.identity.links)[] }>(cv, 'cvHeader').links;
    const researcherId = main.getByRole('link', { name: new RegExp(`^${site.identity.links[profile!]!.label.en}`) });
    const href = await researcherId.getAttribute('href');
    expect(await researcherId.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
    // A mail link is not an address to type: it prints as it reads.
    expect(await main.getByRole('link', { name: site.identity.email }).evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');
    const breaks = await main.locator('section[data-print-new-page]').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
    expect(breaks).toEqual(sections.filter((section) => section.printNewPage).map(() => 'page'));
    expect(await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await context.close();
  });

  it('any page prints cleanly, in the dark scheme too: black on white, no header or sidebar', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/en/awards');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await page.getByRole('banner', { includeHidden: true }).isHidden()).toBe(true);
    expect(await page.getByRole('complementary', { includeHidden: true }).isHidden()).toBe(true);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).toBe('rgb(0, 0, 0)');
    const visit = page.getByRole('main').getByRole('link', { name: /^Visit: / }).first();
    expect(await visit.evaluate((a) => getComputedStyle(a, '::after').content)).toContain('(https://');
    await context.close();
  });
});
