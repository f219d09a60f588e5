// Speaking, service, leadership and community as a visitor sees them, in pt and en.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CallToActionBlock, LocalizedText, PartnerCollection, RichTextBlock, SectionBlock, StatsBandBlock, TabsBlock,
} from '../../src/generated/schemas.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { blockOf, blocksOf, collection, figuresOf, inLanguages, pageDoc, readJson, recordListOf, recordListsOf, root, t, withCount, type Language } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The section a heading opens (the heading text may carry a count, so it is matched by pattern). */
const sectionOf = (scope: Page | Locator, name: string | RegExp, level?: number) =>
  scope.getByRole('heading', { name, ...(level ? { level } : {}) }).first().locator('xpath=ancestor::section[1]');
const badgeStyle = (scope: Locator, text: string) =>
  scope.getByText(text, { exact: true }).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '');

/** Every link matching `name` leads to the contact form with its item named in the subject. */
async function expectContactLinks(links: Locator, { prefix, label, subject }: { prefix: string; label: string; subject: string }) {
  for (const link of await links.all()) {
    const item = (await link.getAttribute('aria-label'))!.replace(`${label}: `, '');
    const href = new URL((await link.getAttribute('href'))!, baseUrl);
    expect(href.pathname).toBe(`${prefix}/contact`);
    expect(href.searchParams.get('subject')).toBe(subject.replace('{title}', item));
  }
}

/** Every contact link with a subject in a document, in order: what its /contact links must carry. */
function contactSubjects(document: unknown, language: Language): string[] {
  const subjects: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as { href?: string; subject?: LocalizedText };
    if (record.href === '/contact' && record.subject) subjects.push(record.subject[language]!);
    Object.values(value).forEach(walk);
  };
  walk((document as { blocks: unknown }).blocks);
  return subjects;
}

describe('/community', () => {
  const community = pageDoc('community');
  // The initiatives: a collection now, the block's own items before; either way the records the page shows.
  type Initiative = { title: LocalizedText; status: string };
  const initiatives: Initiative[] = existsSync(join(root, 'pages-data/collections/initiatives.json'))
    ? (collection('initiatives').items as unknown as Initiative[])
    : blocksOf<{ items: Initiative[] }>(community, 'communityInitiativeList').flatMap((block) => block.items);
  const initiativesHeading = blocksOf<{ heading?: LocalizedText }>(community, 'recordList').concat(blocksOf(community, 'communityInitiativeList'))[0]!.heading!;
  // The partners the page's recordList shows, through the selection the page itself uses.
  const partnerBlock = recordListOf(community, 'partners');
  const { items: partnerRecords, view: partnerView } = readJson<PartnerCollection>('pages-data/collections/partners.json');
  const partners = { heading: partnerBlock.heading, items: shownRecords(partnerRecords, partnerBlock, partnerView) };
  const story = blockOf<RichTextBlock>(community, 'richText');
  const participate = blocksOf<CallToActionBlock>(community, 'callToAction').at(-1)!;
  it.each(inLanguages('/community'))('$path: impact figures, initiatives by status with contact links, partners with drawn logos', async ({ path, prefix, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.locator('dd').allTextContents()).toEqual(figuresOf(blockOf<StatsBandBlock>(community, 'statsBand'), language));
    for (const paragraph of story.paragraphs!) expect(await main.getByText(paragraph[language]!, { exact: true }).count()).toBe(1);

    const list = sectionOf(main, withCount(initiativesHeading[language]!, initiatives.length), 2);
    expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(initiatives.map((initiative) => initiative.title[language]));
    const active = initiatives.filter((initiative) => initiative.status === 'active').length;
    const [activeLabel, otherLabel] = [t(language, 'community.status.active'), t(language, 'community.status.completed')];
    expect(await list.getByText(activeLabel, { exact: true }).count()).toBe(active);
    expect(await list.getByText(otherLabel, { exact: true }).count()).toBe(initiatives.length - active);
    if (active) expect(await badgeStyle(list, activeLabel)).toContain('green');
    if (active < initiatives.length) expect(await badgeStyle(list, otherLabel)).toContain('gray');
    const label = t(language, 'community.contact');
    const contacts = list.getByRole('link', { name: new RegExp(`^${label}: `) });
    expect(await contacts.count()).toBe(initiatives.length);
    await expectContactLinks(contacts, { prefix, label, subject: t(language, 'community.subject') });

    const partnerList = sectionOf(main, withCount(partners.heading![language]!, partners.items.length), 2);
    expect(await partnerList.getByRole('heading', { level: 3 }).allTextContents()).toEqual(partners.items.map((partner) => partner.name));
    expect(await partnerList.locator('svg[aria-hidden="true"] text').count()).toBe(partners.items.length);
    const visits = partnerList.getByRole('link', { name: new RegExp(`^${t(language, 'partner.visit')}: `) });
    expect(await visits.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(partners.items.map((partner) => partner.url));
    for (const link of await visits.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const howTo = sectionOf(main, participate.heading[language]!);
    expect(new URL((await howTo.getByRole('link').first().getAttribute('href'))!, baseUrl).pathname).toBe(`${prefix}${participate.actions[0]!.href}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/speaking and /speaking-workshops', () => {
  const lectures = collection('lectures').items;
  const courses = collection('minicourses').items;
  const tally = (texts: string[]) => texts.reduce((counts, text) => counts.set(text, (counts.get(text) ?? 0) + 1), new Map<string, number>());
  const pages = [...inLanguages('/speaking'), ...inLanguages('/speaking-workshops')];
  it.each(pages)('$path: lectures first, each tab counted, figures computed from the lists', async ({ path, prefix, language }) => {
    const document = pageDoc(path.slice(prefix.length + 1));
    const [lectureTab, courseTab] = blockOf<TabsBlock>(document, 'tabs').tabs;
    const band = blockOf<StatsBandBlock>(document, 'statsBand');
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('tab').allTextContents()).toEqual([lectureTab!.label[language], courseTab!.label[language]]);
    expect(await main.getByRole('tab', { name: lectureTab!.label[language] }).getAttribute('aria-selected')).toBe('true');
    const lectureHeading = withCount(recordListOf(document, 'lectures').heading![language]!, lectures.length);
    const lectureList = sectionOf(main.getByRole('tabpanel', { name: lectureTab!.label[language] }), lectureHeading);
    expect(await lectureList.getByRole('heading', { level: 3 }).count()).toBe(lectures.length);
    // 'Available at' only on recorded lectures; it opens the recording in a new tab.
    const availableAt = t(language, 'lecture.availableAt', { site: '' }).trim();
    const recordings = lectureList.getByRole('link', { name: new RegExp(`^${availableAt} `) });
    expect(await recordings.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(lectures.flatMap((lecture) => lecture.url ?? []));
    for (const link of await recordings.all()) expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    await main.getByRole('tab', { name: courseTab!.label[language] }).click();
    const courseHeading = withCount(recordListOf(document, 'minicourses').heading![language]!, courses.length);
    const courseList = sectionOf(main.getByRole('tabpanel', { name: courseTab!.label[language] }), courseHeading);
    await expect.poll(() => courseList.getByRole('heading', { level: 3 }).count()).toBe(courses.length);
    for (const [hours, count] of tally(courses.flatMap((course) => (course.duration === undefined ? [] : [t(language, 'minicourse.hours', { value: course.duration })]))))
      expect(await courseList.getByText(hours, { exact: true }).count(), hours).toBe(count);
    // The statistics card: figures computed from the lists, under the document's labels.
    expect(await main.locator('dd').allTextContents()).toEqual(figuresOf(band, language));
    expect((await main.locator('dt').allTextContents()).map((text) => text.trim())).toEqual(band.items.map((item) => item.label[language]));
    const request = main.locator(`a[href^="${prefix}/contact?"]`).last();
    expect(new URL((await request.getAttribute('href'))!, baseUrl).searchParams.get('subject')).toBe(contactSubjects(document, language).at(-1));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the tab is kept in the address and the back button returns to lectures', async () => {
    const [lectureTab, courseTab] = blockOf<TabsBlock>(pageDoc('speaking'), 'tabs').tabs;
    const { page, context } = await openPage(browser);
    await page.goto('/en/speaking');
    await page.getByRole('tab', { name: lectureTab!.label.en }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${courseTab!.id}`);
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: lectureTab!.label.en }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('/service and /leadership', () => {
  const LEADERSHIP = ['leadership-philosophy', 'leadership-positions', 'other-positions', 'leadership-initiatives'];
  const initiatives = collection('leadership-initiatives').items as { status: string; closing?: string | LocalizedText }[];

  /** The four leadership lists of `document`, under `scope`, each under its heading, with their items and status badges. */
  async function expectLeadership(scope: Locator, document: unknown, language: Language, level: number) {
    const [, positions, others, initiativeList] = LEADERSHIP.map((name) => recordListOf(document, name).heading![language]);
    for (const name of LEADERSHIP) expect(await scope.getByRole('heading', { level, name: recordListOf(document, name).heading![language], exact: true }).count()).toBe(1);
    expect(await sectionOf(scope, positions!, level).getByRole('heading', { level: level + 1 }).count()).toBe(collection('leadership-positions').items.length);
    expect(await sectionOf(scope, others!, level).getByRole('listitem').count()).toBe(collection('other-positions').items.length);
    const list = sectionOf(scope, initiativeList!, level);
    expect(await list.getByRole('heading', { level: level + 1 }).count()).toBe(initiatives.length);
    // Ongoing is highlighted and translated; a closed initiative is muted and says how it closed, as written.
    const ongoing = t(language, 'initiative.ongoing');
    const highlighted = initiatives.filter((initiative) => initiative.status === 'ongoing');
    expect(await list.getByText(ongoing, { exact: true }).count()).toBe(highlighted.length);
    if (highlighted.length) expect(await badgeStyle(list, ongoing)).toContain('blue');
    for (const { closing } of initiatives.filter((initiative) => initiative.status !== 'ongoing'))
      expect(await badgeStyle(list, typeof closing === 'string' ? closing : closing![language]!)).toContain('gray');
  }

  it.each(inLanguages('/service'))('$path: the service categories, the leadership section and the closing box', async ({ path, prefix, language }) => {
    const service = pageDoc('service');
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.locator('dd').allTextContents()).toEqual(figuresOf(blockOf<StatsBandBlock>(service, 'statsBand'), language));
    for (const category of collection('service').items) {
      expect(await main.getByRole('heading', { level: 3, name: category.title[language], exact: true }).count()).toBe(1);
      if (category.summary) expect(await main.getByText(category.summary[language]!, { exact: true }).count()).toBe(1);
    }
    const leadershipSection = blocksOf<SectionBlock>(service, 'section').find((section) => recordListsOf(section, 'leadership-positions').length > 0)!;
    await expectLeadership(sectionOf(main, leadershipSection.heading![language]!, 2), service, language, 3);
    const contactLinks = main.locator(`a[href^="${prefix}/contact?"]`);
    const subjects = await contactLinks.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('subject')));
    expect(subjects).toEqual(contactSubjects(service, language));
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(inLanguages('/leadership'))('$path: the same leadership record, from the same data', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    await expectLeadership(page.getByRole('main'), pageDoc('leadership'), language, 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
