// Projects, team, publications and alumni as a visitor sees them: their figures and counts in pt and
// en, the project dialogs by keyboard, the publication filters in the address and the BibTeX copy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardGridBlock, GraduateCollection, ImageBlock, PeopleCollection, ProfileLinksBlock, StatsBandBlock } from '../../src/generated/schemas.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { blockOf, blocksOf, collection, figuresOf, inLanguages, listedRecords, pageDoc, readJson, recordListOf, recordListsOf, site, t, where, withCount, type Language } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The item titles (one level below) inside the section headed `heading`. */
const itemsUnder = (page: Page, heading: string, level = 2) =>
  page.getByRole('main').getByRole('heading', { level, name: heading, exact: true }).locator('xpath=ancestor::section[1]').getByRole('heading', { level: level + 1 });

/** A statsBand's heading and the figures it must show, from its document. */
const bandOf = (document: string, language: Language, index = 0) => {
  const band = blocksOf<StatsBandBlock>(pageDoc(document), 'statsBand')[index]!;
  return { heading: band.heading![language]!, figures: figuresOf(band, language) };
};
const bandValues = (page: Page, heading: string) =>
  page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) }).locator('dd').allTextContents();

describe('/projects', () => {
  const projects = collection('projects').items;
  const active = where(projects, { status: 'active' });
  const completed = where(projects, { status: 'completed' });
  // Each list with the projects it shows, chosen as the page chooses them (by status).
  const lists = listedRecords<(typeof projects)[number]>(pageDoc('projects'), 'projects');
  it.each(inLanguages('/projects'))('$path shows the impact figures, the ongoing and the completed projects', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const impact = bandOf('projects', language);
    expect(await bandValues(page, impact.heading)).toEqual(impact.figures);
    for (const list of lists)
      expect(await itemsUnder(page, list.heading![language]!).allTextContents(), list.heading!.en).toEqual(list.items.map((project) => project.title[language]));
    const main = page.getByRole('main');
    // The cards' badges: each project's closed dialog holds one too, shown only when it opens.
    expect(await main.getByText(t(language, 'project.status.active'), { exact: true }).filter({ visible: true }).count()).toBe(active.length);
    expect(await main.getByText(t(language, 'project.status.completed'), { exact: true }).filter({ visible: true }).count()).toBe(completed.length);
    for (const project of completed.filter((record) => record.publications !== undefined))
      expect(await main.getByText(t(language, 'project.publicationCount', { value: project.publications! }), { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await main.getByRole('button', { name: new RegExp(`^${t(language, 'project.viewDetails')}: `) }).count()).toBe(active.length);
    expect(await main.getByRole('button', { name: new RegExp(`^${t(language, 'project.viewResults')}: `) }).count()).toBe(completed.length);
    for (const project of projects)
      expect(await main.getByText(`${t(language, 'project.duration')}: ${project.startYear}–${project.endYear}`, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/projects', language: 'pt' as Language, status: 'completed' as const },
    { path: '/en/projects', language: 'en' as Language, status: 'active' as const },
  ])('the $status project dialog on $path opens by keyboard and Esc returns focus to the button', async ({ path, language, status }) => {
    const project = where(projects, { status })[0]!;
    const button = t(language, status === 'completed' ? 'project.viewResults' : 'project.viewDetails');
    // The parts the record has, in the dialog's order (results first when completed).
    const parts = [
      ...(status === 'completed' && project.results?.length ? ['project.results'] : []),
      ...(project.objectives?.length ? ['project.objectives'] : []),
      'project.funding',
      ...(project.partners?.length ? ['project.partners'] : []),
      ...(project.team.length ? ['project.team'] : []),
    ].map((key) => t(language, key));
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const opener = page.getByRole('button', { name: `${button}: ${project.title[language]}`, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: project.title[language] });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(parts);
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    // And again with the close button, reached by keyboard.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t(language, 'dialog.close') }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/research shows some of the same projects, with the same dialog', async () => {
    const [first] = recordListOf(pageDoc('research'), 'projects').ids!;
    const project = projects.find((record) => record.id === first)!;
    const { page, context } = await openPage(browser);
    await page.goto('/en/research');
    await page.getByRole('button', { name: `${t('en', `project.${project.status === 'completed' ? 'viewResults' : 'viewDetails'}`)}: ${project.title.en}` }).click();
    await page.getByRole('dialog', { name: project.title.en }).waitFor();
    expect(await page.getByRole('dialog').getByRole('heading', { name: t('en', 'project.funding') }).count()).toBe(1);
    await context.close();
  });
});

describe('/team', () => {
  const team = pageDoc('team');
  // Each group on the page is a recordList over people; its records through the selection the page uses.
  const { items: everyone, view: peopleView } = readJson<PeopleCollection>('pages-data/collections/people.json');
  const groups = recordListsOf(team, 'people').map((list) => ({ heading: list.heading, items: shownRecords(everyone, list, peopleView) }));
  const people = groups.flatMap((group) => group.items);
  const join = blockOf<CardGridBlock>(team, 'cardGrid');
  it.each(inLanguages('/team'))('$path shows the stats, each group counted, profiles in new tabs and the ways to join', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const stats = bandOf('team', language);
    expect(await bandValues(page, stats.heading)).toEqual(stats.figures);
    for (const group of groups) {
      const heading = withCount(group.heading![language]!, group.items.length);
      expect(await itemsUnder(page, heading, 3).allTextContents(), heading).toEqual(group.items.map((person) => person.name));
    }
    const main = page.getByRole('main');
    expect(await main.getByText(`${t(language, 'person.project')}:`, { exact: true }).count()).toBe(people.filter((person) => person.project).length);
    expect(await main.getByText(`${t(language, 'person.sponsor')}:`, { exact: true }).count()).toBe(people.filter((person) => person.sponsor).length);
    const profiles = main.getByRole('link', { name: new RegExp(`^${t(language, 'person.profile')}: `) });
    expect(await profiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(people.flatMap((person) => person.url ?? []));
    for (const link of await profiles.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await itemsUnder(page, join.heading![language]!).count()).toBe(join.cards.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/alumni', () => {
  const alumni = pageDoc('alumni');
  // Each list is a recordList over graduates; its records through the selection the page itself uses.
  const { items: graduates, view: graduateView } = readJson<GraduateCollection>('pages-data/collections/graduates.json');
  const lists = recordListsOf(alumni, 'graduates').map((list) => ({ list, records: shownRecords(graduates, list, graduateView) }));
  it.each(inLanguages('/alumni'))('$path counts its lists, and its figures follow them', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    for (const index of [0, 1]) {
      const band = bandOf('alumni', language, index);
      expect(await bandValues(page, band.heading), band.heading).toEqual(band.figures);
    }
    const main = page.getByRole('main');
    for (const { list, records } of lists) {
      const heading = withCount(list.heading![language]!, records.length);
      if (list.layout === 'entries') {
        const monographs = main.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
        expect(await monographs.getByRole('listitem').count(), heading).toBe(records.length);
      } else expect(await itemsUnder(page, heading).count(), heading).toBe(records.length);
    }
    const carded = lists.filter(({ list }) => list.layout !== 'entries').flatMap(({ records }) => records);
    for (const level of new Set(carded.map((graduate) => graduate.level)))
      expect(await main.getByText(`${t(language, `graduate.thesis.${level}`)}:`, { exact: true }).count(), level).toBe(where(carded, { level }).length);
    const images = blocksOf<ImageBlock>(alumni, 'image');
    expect(await main.getByRole('img').evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual(expect.arrayContaining(images.map((image) => image.alt![language])));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/publications', () => {
  const document = pageDoc('publications');
  const { articles, chapters } = collection('publications');
  const works = [...articles, ...chapters];
  const [first, ...rest] = site.identity.name.split(/\s+/);
  const family = rest.at(-1)!;
  const byOwner = works.filter((work) => work.authors.some((author) => author.family === family && !!author.given?.startsWith(first![0]!)));
  it.each(inLanguages('/publications'))('$path shows the counters, the articles and chapters, the professor highlighted and the profiles', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const counters = bandOf('publications', language);
    expect(await bandValues(page, counters.heading)).toEqual(counters.figures);
    const main = page.getByRole('main');
    expect(await itemsUnder(page, withCount(t(language, 'publication.group.article'), articles.length), 3).count()).toBe(articles.length);
    expect(await itemsUnder(page, withCount(t(language, 'publication.group.chapter'), chapters.length), 3).count()).toBe(chapters.length);
    const linksNamed = async (key: string) => main.getByRole('link', { name: new RegExp(`^${t(language, key)}: `) }).all();
    const papers = await linksNamed('publication.viewPaper');
    const pdfs = await linksNamed('publication.downloadPdf');
    const chapterLinks = await linksNamed('publication.viewChapter');
    expect(papers).toHaveLength(articles.filter((article) => article.doi).length);
    expect(pdfs).toHaveLength(articles.filter((article) => article.pdfUrl).length);
    expect(chapterLinks).toHaveLength(chapters.filter((chapter) => chapter.doi || chapter.url).length);
    for (const link of [...papers, ...pdfs, ...chapterLinks]) expect(await link.getAttribute('target')).toBe('_blank');
    expect(await main.locator('strong', { hasText: new RegExp(`^${first![0]}\\..* ${family}$`) }).count()).toBe(byOwner.length);
    const profiles = blockOf<ProfileLinksBlock>(document, 'profileLinks');
    const profileLinks = main
      .locator('section', { has: page.getByRole('heading', { name: profiles.heading![language] }) })
      .getByRole('link', { name: new RegExp(`^${t(language, 'profile.visit')}: `) });
    expect(await profileLinks.count()).toBe(profiles.links.length);
    for (const link of await profileLinks.all()) expect(await link.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by year and type, keeps the filters in the address, and a shared address opens filtered', async () => {
    // A year with a chapter (as many works as possible), and the year of the newest article.
    const yearsWithChapter = [...new Set(chapters.map((chapter) => chapter.year))];
    const year = yearsWithChapter.sort((a, b) => works.filter((work) => work.year === b).length - works.filter((work) => work.year === a).length)[0]!;
    const articleYear = articles[0]!.year;
    const showing = (shown: number) => t('en', 'publication.showing', { shown, total: works.length });
    const { page, context, errors } = await openPage(browser);
    await page.goto('/en/publications');
    const status = page.getByRole('main').getByRole('status').filter({ hasText: /^Showing/ });
    expect(await status.textContent()).toBe(showing(works.length));
    await page.getByLabel('Year').selectOption(String(year));
    const query = () => new URL(page.url()).search;
    await expect.poll(query).toBe(`?year=${year}`);
    await expect.poll(() => status.textContent()).toBe(showing(works.filter((work) => work.year === year).length));
    await page.getByLabel('Type').selectOption('chapter');
    await expect.poll(query).toBe(`?year=${year}&type=chapter`);
    const chaptersThatYear = chapters.filter((chapter) => chapter.year === year).length;
    await expect.poll(() => status.textContent()).toBe(showing(chaptersThatYear));
    expect(await page.getByRole('heading', { name: /^Journal articles/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: withCount(t('en', 'publication.group.chapter'), chaptersThatYear) }).count()).toBe(1);

    await page.goto(`${baseUrl}/en/publications?type=article&year=${articleYear}`);
    await expect.poll(() => status.textContent()).toBe(showing(articles.filter((article) => article.year === articleYear).length));
    expect(await page.getByLabel('Year').inputValue()).toBe(String(articleYear));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(query).toBe('');
    await expect.poll(() => status.textContent()).toBe(showing(works.length));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies an entry as BibTeX and confirms it in the visitor’s language', async () => {
    const [article] = articles;
    const { page, context, errors } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/publications');
    const copy = page.getByRole('button', { name: `${t('pt', 'publication.copyBibtex')}: ${article!.title}`, exact: true });
    await copy.click();
    await page.getByRole('button', { name: `${t('pt', 'publication.bibtexCopied')}: ${article!.title}`, exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: t('pt', 'publication.bibtexCopied') }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^@article\\{${article!.id},\\n`));
    expect(copied).toContain(`author = {${article!.authors.map((author) => `${author.family}, ${author.given}`).join(' and ')}}`);
    expect(copied).toContain(`doi = {${article!.doi}}`);
    expect(copied).toContain(`pages = {${article!.pages!.replace('–', '--')}}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
