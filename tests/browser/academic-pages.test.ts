// The academic pages as a visitor sees them: their figures and counts in pt and en, and what their
// buttons do.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AwardCollection, CallToActionBlock, CardGridBlock, ListBlock, OpportunityCollection, ProfileLinksBlock, StatsBandBlock,
} from '../../src/generated/schemas.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { blockOf, blocksOf, collection, figuresOf, inLanguages, pageDoc, readJson, recordListOf, site, t, type Language } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage, waitForForm } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/opportunities', () => {
  // The positions the page's recordList shows, through the selection the page itself uses.
  const { items, view } = readJson<OpportunityCollection>('pages-data/collections/opportunities.json');
  const positions = shownRecords(items, recordListOf(pageDoc('opportunities'), 'opportunities'), view);
  it.each(inLanguages('/opportunities'))('$path shows every position with its level, its deadline and the funding', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: new RegExp(`^${t(language, 'opportunity.apply')}: `) }).count()).toBe(positions.length);
    const tally = (texts: string[]) => texts.reduce((counts, text) => counts.set(text, (counts.get(text) ?? 0) + 1), new Map<string, number>());
    for (const [deadline, count] of tally(positions.map((item) => `${t(language, 'opportunity.deadline')}: ${item.deadline}`)))
      expect(await main.getByText(deadline, { exact: true }).count(), deadline).toBe(count);
    for (const [funding, count] of tally(positions.map((item) => `${t(language, 'opportunity.funding')}: ${item.funding[language]}`)))
      expect(await main.getByText(funding, { exact: true }).count(), funding).toBe(count);
    for (const [level, count] of tally(positions.map((item) => t(language, `opportunity.level.${item.level}`))))
      expect(await main.getByText(level, { exact: true }).count(), level).toBe(count);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(inLanguages('/opportunities'))('Apply on $path opens the contact form with the subject written', async ({ path, prefix, language }) => {
    const title = positions[0]!.title[language]!;
    const subject = t(language, 'opportunity.subject', { title });
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('link', { name: `${t(language, 'opportunity.apply')}: ${title}` }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/contact` && url.searchParams.get('subject') === subject);
    await waitForForm(page);
    await expect.poll(() => page.getByLabel(t(language, 'form.subject')).inputValue()).toBe(subject);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a subject in the address also fills the form on a direct visit, and never overwrites what was typed', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/contact?subject=${encodeURIComponent('Dúvida sobre a seleção')}`);
    await waitForForm(page);
    await expect.poll(() => page.getByLabel('Assunto').inputValue()).toBe('Dúvida sobre a seleção');
    // The form's code is held back until the visitor has typed, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/contact?subject=Outro`);
    await page.getByLabel('Assunto').fill('Meu assunto');
    release();
    await waitForForm(page);
    await page.waitForTimeout(200);
    expect(await page.getByLabel('Assunto').inputValue()).toBe('Meu assunto');
    await context.close();
  });
});

describe('/research', () => {
  const research = pageDoc('research');
  const areas = blockOf<CardGridBlock>(research, 'cardGrid');
  const projects = recordListOf(research, 'projects');
  const [contact, publications] = blockOf<CallToActionBlock>(research, 'callToAction').actions;
  it.each(inLanguages('/research'))('$path shows its metrics, its areas, its projects and the two buttons', async ({ path, prefix, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    for (const value of figuresOf(blockOf<StatsBandBlock>(research, 'statsBand'), language)) expect(await main.getByText(value, { exact: true }).count(), value).toBe(1);
    const cardsUnder = (heading: string) => main.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) }).getByRole('heading', { level: 3 });
    expect(await cardsUnder(areas.heading![language]!).allTextContents()).toEqual(areas.cards.map((card) => card.title[language]));
    expect(await cardsUnder(projects.heading![language]!).count()).toBe(projects.ids!.length);
    // The contact button says what the message is about (its subject fills the form's).
    const contactHref = new URL((await main.getByRole('link', { name: contact!.label[language] }).getAttribute('href'))!, baseUrl);
    expect([contactHref.pathname, contactHref.searchParams.get('subject')]).toEqual([`${prefix}${contact!.href}`, contact!.subject![language]]);
    expect(await main.getByRole('link', { name: publications!.label[language] }).getAttribute('href')).toBe(`${prefix}${publications!.href}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/academic', () => {
  const academic = pageDoc('academic');
  const figures = (language: Language) => blocksOf<StatsBandBlock>(academic, 'statsBand').flatMap((band) => figuresOf(band, language));
  const profiles = blocksOf<ProfileLinksBlock>(academic, 'profileLinks').at(-1)!.links;
  const targets = [...new Set(blocksOf<CardGridBlock>(academic, 'cardGrid').flatMap((grid) => grid.cards.flatMap((card) => card.link?.href ?? [])))];
  it.each(inLanguages('/academic'))('$path shows the publication and supervision figures and the academic profiles, opening in new tabs', async ({ path, prefix, language }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    for (const figure of figures(language)) expect(await main.getByText(figure, { exact: true }).count(), figure).toBeGreaterThanOrEqual(1);
    for (const key of profiles) {
      const link = main.getByRole('link', { name: new RegExp(`^${site.identity.links[key]!.label[language]}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(await main.locator(`a[href="${prefix}${target}"]`).count(), target).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});

describe('/awards', () => {
  const document = pageDoc('awards');
  // The awards the page's recordList shows, in its order, through the selection the page itself uses.
  const awardBlock = recordListOf(document, 'awards');
  const awardCollection = readJson<AwardCollection>('pages-data/collections/awards.json');
  const awards = shownRecords(awardCollection.items, awardBlock, awardCollection.view);
  // A link to a university repository is a download (SPEC §2); written here as the reader expects it.
  const isRepository = (href: string) => /^https:\/\/(repositorio|repository)\./.test(href) || /\/(handle|bitstream)\//.test(new URL(href).pathname);
  const services = recordListOf(document, 'service');
  const categories = collection('service').items;
  it.each(inLanguages('/awards'))('$path lists the honours, labels repository links Download and others Visit, and shows academic service', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    const list = main.locator('section', { has: page.getByRole('heading', { level: 2, name: awardBlock.heading![language] }) });
    expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(awards.map((award) => award.title[language]));
    const downloads = list.getByRole('link', { name: new RegExp(`^${t(language, 'award.download')}: `) });
    const visits = list.getByRole('link', { name: new RegExp(`^${t(language, 'award.visit')}: `) });
    const linked = awards.flatMap((award) => award.link ?? []);
    expect(await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(linked.filter(isRepository));
    expect(await visits.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(linked.filter((href) => !isRepository(href)));
    for (const link of [...(await downloads.all()), ...(await visits.all())]) expect(await link.getAttribute('target')).toBe('_blank');
    const serviceHeadings = [
      ...shownRecords(categories, services).map((category) => category.title[language]),
      ...blocksOf<ListBlock>(document, 'list').map((block) => block.heading![language]),
    ];
    for (const name of serviceHeadings) expect(await main.getByRole('heading', { name, exact: true }).count(), name).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
