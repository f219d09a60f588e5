// Conferences (tabs), consulting and hobbies as a visitor sees them, in pt and en.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CallToActionBlock, CardGridBlock, ClientProjectCollection, Conference, InvolvementCollection, ListBlock, LocalizedText, RichTextBlock, StatsBandBlock, TabsBlock,
} from '../../src/generated/schemas.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { blockOf, blocksOf, collection, figuresOf, inLanguages, listedRecords, pageDoc, readJson, recordListOf, root, t, withCount } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const itemsUnder = (scope: ReturnType<Page['getByRole']>, heading: string | RegExp, level = 2) =>
  scope.getByRole('heading', { level, name: heading }).locator('xpath=ancestor::section[1]').getByRole('heading', { level: level + 1 });
const badgeColor = (scope: ReturnType<Page['getByRole']>, text: string) =>
  scope.getByText(text, { exact: true }).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '');

describe('/conferences', () => {
  const conferences = pageDoc('conferences');
  const [upcomingTab, recentTab] = blockOf<TabsBlock>(conferences, 'tabs').tabs;
  // Each list with the conferences it shows, chosen as the page chooses them.
  const listsIn = (tab: typeof upcomingTab) => listedRecords<Conference>(tab, 'conferences');
  const upcoming = listsIn(upcomingTab).flatMap((list) => list.items).filter((item) => item.status !== 'completed');
  const completedRecent = listsIn(recentTab).flatMap((list) => list.items).filter((item) => item.status === 'completed');
  const opportunities = blockOf<CardGridBlock>(conferences, 'cardGrid');
  it.each(inLanguages('/conferences'))('$path: two tabs, each list counted, badges by the rule', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('tab').allTextContents()).toEqual([upcomingTab!.label[language], recentTab!.label[language]]);
    expect(await main.getByRole('tab', { name: upcomingTab!.label[language] }).getAttribute('aria-selected')).toBe('true');
    const firstPanel = main.getByRole('tabpanel', { name: upcomingTab!.label[language] });
    for (const list of listsIn(upcomingTab)) expect(await itemsUnder(firstPanel, withCount(list.heading![language]!, list.items.length)).count()).toBe(list.items.length);
    // Badges: Brazil green, abroad blue; completed conferences say so in green.
    const brazil = upcoming.find((item) => item.countryCode === 'BR');
    const abroad = upcoming.find((item) => item.countryCode !== 'BR');
    if (brazil) expect(await badgeColor(firstPanel, brazil.country[language]!)).toContain('green');
    if (abroad) expect(await badgeColor(firstPanel, abroad.country[language]!)).toContain('blue');
    await main.getByRole('tab', { name: recentTab!.label[language] }).click();
    const secondPanel = main.getByRole('tabpanel', { name: recentTab!.label[language] });
    for (const list of listsIn(recentTab)) await expect.poll(() => itemsUnder(secondPanel, withCount(list.heading![language]!, list.items.length)).count()).toBe(list.items.length);
    expect(await secondPanel.getByText(t(language, 'conference.completed'), { exact: true }).count()).toBe(completedRecent.length);
    if (completedRecent.length) expect(await badgeColor(secondPanel, t(language, 'conference.completed'))).toContain('green');
    const websites = main.getByRole('link', { name: new RegExp(`^${t(language, 'conference.website')}: `) });
    for (const link of await websites.all()) expect(await link.getAttribute('target')).toBe('_blank');
    // Each conference's materials: a button after its website's, in the material's own words.
    for (const conference of listsIn(recentTab).flatMap((list) => list.items))
      for (const material of conference.materials ?? [])
        expect(await secondPanel.getByRole('link', { name: `${material.label[language]}: ${conference.name[language]}`, exact: false }).getAttribute('href')).toBe(material.href);
    expect(await itemsUnder(main, opportunities.heading![language]!).count()).toBe(opportunities.cards.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tabs: arrow keys move, the address keeps the tab, the back button returns, a shared link opens it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/conferences');
    const first = page.getByRole('tab', { name: upcomingTab!.label.en });
    const second = page.getByRole('tab', { name: recentTab!.label.en });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${recentTab!.id}`);
    expect(await page.getByRole('tabpanel', { name: recentTab!.label.en }).isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).hash).toBe('');
    await page.goto(`${baseUrl}/en/conferences#${recentTab!.id}`);
    await expect.poll(() => page.getByRole('tab', { name: recentTab!.label.en }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('every panel is in the prerendered HTML', async () => {
    // React separates adjacent text with comments; the words are what a crawler reads.
    const html = (await (await fetch(`${baseUrl}/en/conferences`)).text()).replace(/<!--.*?-->/g, '');
    expect((html.match(/role="tabpanel"/g) ?? []).length).toBe(2);
    for (const list of listsIn(recentTab)) expect(html).toContain(list.heading!.en);
  });
});

describe('/consulting', () => {
  const consulting = pageDoc('consulting');
  const areas = blockOf<CardGridBlock>(consulting, 'cardGrid');
  // The projects the page's recordList shows, through the selection the page itself uses.
  const projectList = recordListOf(consulting, 'client-projects');
  const { items: clientProjects, view: clientView } = readJson<ClientProjectCollection>('pages-data/collections/client-projects.json');
  const projects = shownRecords(clientProjects, projectList, clientView);
  const steps = blockOf<ListBlock>(consulting, 'list');
  const proposal = blocksOf<CallToActionBlock>(consulting, 'callToAction').flatMap((block) => block.actions).find((action) => action.href === '/contact' && action.subject)!;
  it.each(inLanguages('/consulting'))('$path: the service areas, client projects with status badges, the steps and a contact card', async ({ path, prefix, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await itemsUnder(main, areas.heading![language]!).allTextContents()).toEqual(areas.cards.map((card) => card.title[language]));
    expect(await itemsUnder(main, withCount(projectList.heading![language]!, projects.length)).allTextContents()).toEqual(projects.map((project) => project.client[language]));
    const badge = (key: string) => main.getByText(t(language, key), { exact: true });
    const done = projects.filter((item) => item.status === 'completed').length;
    expect(await badge('clientProject.completed').count()).toBe(done);
    expect(await badge('clientProject.inProgress').count()).toBe(projects.length - done);
    const variant = (key: string) => badge(key).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('data-variant'));
    if (done) expect(await variant('clientProject.completed')).toBe('filled');
    if (done < projects.length) expect(await variant('clientProject.inProgress')).toBe('light');
    const stepList = main.getByRole('heading', { name: steps.heading![language] }).locator('xpath=ancestor::section[1]');
    expect(await stepList.getByText(/^\d+$/).allTextContents()).toEqual(steps.items!.map((_, index) => String(index + 1)));
    // The contact card's button fills the form's subject in.
    const hrefs = await main.locator(`a[href^="${prefix}/contact?"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.map((href) => new URL(href, baseUrl).searchParams.get('subject'))).toContain(proposal.subject![language]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/hobbies', () => {
  const hobbies = pageDoc('hobbies');
  const cards = blockOf<CardGridBlock>(hobbies, 'cardGrid').cards;
  const balance = blocksOf<RichTextBlock>(hobbies, 'richText').flatMap((block) => block.heading ?? []);
  it.each(inLanguages('/hobbies'))('$path: each hobby with its activities, and the work–life balance text', async ({ path, language }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    for (const card of cards) {
      const heading = main.getByRole('heading', { name: card.title[language], exact: true });
      expect(await heading.count()).toBe(1);
      expect(await heading.locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]').getByRole('listitem').count()).toBe(card.points?.length ?? 0);
    }
    for (const heading of balance) expect(await main.getByRole('heading', { name: heading[language] }).count()).toBe(1);
    await context.close();
  });
});

/** The workshops: a collection now, blocks of /workshops before; either way the records the page shows. */
type Workshop = { title: LocalizedText; status: string };
const workshops: Workshop[] = existsSync(join(root, 'pages-data/collections/workshops.json'))
  ? (collection('workshops').items as unknown as Workshop[])
  : blocksOf<{ items: Workshop[] }>(pageDoc('workshops'), 'workshopList').flatMap((block) => block.items);

describe('/workshops', () => {
  const count = (status: string) => workshops.filter((workshop) => workshop.status === status).length;
  it.each(inLanguages('/workshops'))('$path: statistics, status badges by the rule and Register only on upcoming workshops', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.locator('dd').allTextContents()).toEqual(figuresOf(blockOf<StatsBandBlock>(pageDoc('workshops'), 'statsBand'), language));
    for (const [status, color] of [['upcoming', 'blue'], ['completed', 'green'], ['cancelled', 'red']] as const) {
      const label = t(language, `workshop.status.${status}`);
      expect(await main.getByText(label, { exact: true }).count(), status).toBe(count(status));
      if (count(status)) expect(await badgeColor(main, label), status).toContain(color);
    }
    const register = main.getByRole('link', { name: new RegExp(`^${t(language, 'workshop.register')}: `) });
    expect(await register.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(
      workshops.filter((workshop) => workshop.status === 'upcoming').map((workshop) => `${t(language, 'workshop.register')}: ${workshop.title[language]}`),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Register arrives at /contact with the workshop named in the subject', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/workshops');
    const link = page.getByRole('main').getByRole('link', { name: /^Register: / }).first();
    const title = (await link.getAttribute('aria-label'))!.replace(/^Register: /, '');
    const subject = t('en', 'workshop.subject', { title });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/en/contact' && url.searchParams.get('subject') === subject);
    await page.locator('form[data-ready="true"]').waitFor();
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe(subject);
    await context.close();
  });
});

describe('/get-involved', () => {
  const document = pageDoc('get-involved');
  // The ways the page's recordList shows, through the selection the page itself uses.
  const { items, view } = readJson<InvolvementCollection>('pages-data/collections/involvement.json');
  const ways = shownRecords(items, recordListOf(document, 'involvement'), view);
  const lists = blocksOf<ListBlock>(document, 'list');
  it.each(inLanguages('/get-involved'))('$path: the ways to take part, each with apply-now and contact links, and the lists', async ({ path, prefix, language }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    const apply = t(language, 'involvement.apply');
    const applyLinks = main.getByRole('link', { name: new RegExp(`^${apply}: `) });
    expect(await applyLinks.count()).toBe(ways.length);
    for (const [index, link] of (await applyLinks.all()).entries()) {
      const title = ways[index]!.title[language]!;
      expect(await link.getAttribute('aria-label')).toBe(`${apply}: ${title}`);
      const href = new URL((await link.getAttribute('href'))!, baseUrl);
      expect(href.pathname).toBe(`${prefix}/contact`);
      expect(href.searchParams.get('subject')).toBe(t(language, 'opportunity.subject', { title }));
    }
    const contactLinks = main.getByRole('link', { name: new RegExp(`^${t(language, 'involvement.contact')}: `) });
    expect(await contactLinks.count()).toBe(ways.length);
    for (const link of await contactLinks.all()) expect(await link.getAttribute('href')).toBe(`${prefix}/contact`);
    for (const list of lists) {
      const section = main.getByRole('heading', { name: list.heading![language] }).locator('xpath=ancestor::section[1]');
      expect(await section.getByRole('listitem').count()).toBe(list.items!.length);
    }
    await context.close();
  });
});
