// Projects, team, publications and alumni as a visitor sees them: their figures and counts in pt and
// en, the project dialogs by keyboard, the publication filters in the address and the BibTeX copy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The item titles (one level below) inside the section headed `heading`. */
const itemsUnder = (page: Page, heading: string, level = 2) =>
  page.getByRole('main').getByRole('heading', { level, name: heading, exact: true }).locator('xpath=ancestor::section[1]').getByRole('heading', { level: level + 1 });

const bandValues = (page: Page, heading: string) =>
  page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) }).locator('dd').allTextContents();

describe('/projects', () => {
  it.each([
    { path: '/projects', impact: 'Impacto', ongoing: 'Projetos em andamento', completed: 'Projetos concluídos', details: 'Ver detalhes', results: 'Ver resultados', badges: ['Em andamento', 'Concluído'], count: /^\d+ publicações$/ },
    { path: '/en/projects', impact: 'Impact', ongoing: 'Ongoing projects', completed: 'Completed projects', details: 'View Details', results: 'View Results', badges: ['Ongoing', 'Completed'], count: /^\d+ publications$/ },
  ])('$path shows the impact figures, six ongoing and two completed projects', async ({ path, impact, ongoing, completed, details, results, badges, count }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    expect(await bandValues(page, impact)).toEqual(['R$ 2.1M', '180+', '35+', '8']);
    expect(await itemsUnder(page, ongoing).count()).toBe(6);
    expect(await itemsUnder(page, completed).count()).toBe(2);
    const main = page.getByRole('main');
    expect(await main.getByText(badges[0]!, { exact: true }).count()).toBe(6);
    expect(await main.getByText(badges[1]!, { exact: true }).count()).toBe(2);
    expect(await main.getByText(count).count()).toBe(2);
    expect(await main.getByRole('button', { name: new RegExp(`^${details}: `) }).count()).toBe(6);
    expect(await main.getByRole('button', { name: new RegExp(`^${results}: `) }).count()).toBe(2);
    expect(await main.getByText(/^(Período|Duration): \d{4}–\d{4}$/).count()).toBe(8);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/projects', button: 'Ver resultados', close: 'Fechar', parts: ['Principais resultados', 'Objetivos', 'Financiamento', 'Parceiros', 'Equipe'] },
    { path: '/en/projects', button: 'View Details', close: 'Close', parts: ['Objectives', 'Funding', 'Partners', 'Team'] },
  ])('$button on $path opens a dialog by keyboard and Esc returns focus to the button', async ({ path, button, close, parts }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const opener = page.getByRole('button', { name: new RegExp(`^${button}: `) }).first();
    const title = (await opener.getAttribute('aria-label'))!.replace(/^[^:]+: /, '');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    for (const part of parts) expect(await dialog.getByRole('heading', { name: part, exact: true }).count()).toBe(1);
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    // And again with the close button, reached by keyboard.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: close }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/research shows five of the same projects, with the same dialog', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/research');
    await page.getByRole('button', { name: /^View Details: Autonomous/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').getByRole('heading', { name: 'Objectives' }).count()).toBe(1);
    await context.close();
  });
});

describe('/team', () => {
  it.each([
    { path: '/team', stats: 'A equipe em números', groups: { 'Iniciação científica (2)': 2, 'Mestrado (1)': 1, 'Doutorado (2)': 2, 'Engenharia Química – UFVC (3)': 3, 'Engenharia Elétrica – UFVC (2)': 2, 'Colaboradores no Brasil (3)': 3, 'Colaboradores internacionais (2)': 2 }, project: 'Projeto:', sponsor: 'Fomento:', profile: 'Perfil', join: 'Faça parte da equipe' },
    { path: '/en/team', stats: 'The team in numbers', groups: { 'Undergraduate research (2)': 2, "Master's (1)": 1, 'PhD (2)': 2, 'Chemical Engineering – UFVC (3)': 3, 'Electrical Engineering – UFVC (2)': 2, 'Collaborators in Brazil (3)': 3, 'International collaborators (2)': 2 }, project: 'Project:', sponsor: 'Sponsor:', profile: 'Profile', join: 'Join the team' },
  ])('$path shows the stats, five students, ten collaborators with profiles in new tabs and four ways to join', async ({ path, stats, groups, project, sponsor, profile, join }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    expect(await bandValues(page, stats)).toEqual(['50+', '15', '35', '5']);
    for (const [group, count] of Object.entries(groups)) expect(await itemsUnder(page, group, 3).count(), group).toBe(count);
    const main = page.getByRole('main');
    expect(await main.getByText(project, { exact: true }).count()).toBe(5);
    expect(await main.getByText(sponsor, { exact: true }).count()).toBe(2);
    const profiles = main.getByRole('link', { name: new RegExp(`^${profile}: `) });
    expect(await profiles.count()).toBe(10);
    for (const link of await profiles.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/[^/]+\.example\//);
    }
    expect(await itemsUnder(page, join).count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/alumni', () => {
  it.each([
    { path: '/alumni', done: 'Orientações concluídas', overview: 'Visão geral', lists: ['Doutorado: orientações (5)', 'Doutorado: coorientações (6)', 'Mestrado: orientações (11)', 'Mestrado: coorientações (9)'], monographs: /\(18\)$/, thesis: 'Tese:', alt: /^Fluxograma/ },
    { path: '/en/alumni', done: 'Completed supervisions', overview: 'Overview', lists: ['Doctorate: supervised (5)', 'Doctorate: co-supervised (6)', "Master's: supervised (11)", "Master's: co-supervised (9)"], monographs: /\(18\)$/, thesis: 'Thesis:', alt: /^Flowchart/ },
  ])('$path counts its lists: 5, 6, 11, 9 and 18; 31, 18, 11, 20 overall', async ({ path, done, overview, lists, monographs, thesis, alt }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    expect(await bandValues(page, done)).toEqual(['5', '6', '11', '9']);
    expect(await bandValues(page, overview)).toEqual(['31', '18', '11', '20']);
    const main = page.getByRole('main');
    const counts = [5, 6, 11, 9];
    for (const [i, list] of lists.entries()) expect(await itemsUnder(page, list).count(), list).toBe(counts[i]);
    const monographList = main.locator('section', { has: page.getByRole('heading', { level: 2, name: monographs }) });
    expect(await monographList.getByRole('listitem').count()).toBe(18);
    expect(await main.getByText(thesis, { exact: true }).count()).toBe(5 + 6);
    const drawings = main.getByRole('img', { name: alt });
    expect(await drawings.count()).toBe(2);
    for (const drawing of await drawings.all()) expect((await drawing.getAttribute('alt'))!.length).toBeGreaterThan(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/publications', () => {
  it.each([
    { path: '/publications', counters: 'Indicadores de produção', articles: 'Artigos em periódicos (14)', chapters: 'Capítulos de livro (6)', view: 'Ver artigo', pdf: 'Baixar PDF', chapter: 'Ver capítulo', profiles: 'Perfis acadêmicos', visit: 'Visitar perfil' },
    { path: '/en/publications', counters: 'Research metrics', articles: 'Journal articles (14)', chapters: 'Book chapters (6)', view: 'View paper', pdf: 'Download PDF', chapter: 'View chapter', profiles: 'Academic profiles', visit: 'Visit profile' },
  ])('$path shows the counters, 14 articles, 6 chapters, the professor highlighted and four profiles', async ({ path, counters, articles, chapters, view, pdf, chapter, profiles, visit }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    expect(await bandValues(page, counters)).toEqual(['180+', '600+', '12', '13']);
    const main = page.getByRole('main');
    expect(await itemsUnder(page, articles, 3).count()).toBe(14);
    expect(await itemsUnder(page, chapters, 3).count()).toBe(6);
    const links = [
      ...(await main.getByRole('link', { name: new RegExp(`^${view}: `) }).all()),
      ...(await main.getByRole('link', { name: new RegExp(`^${pdf}: `) }).all()),
      ...(await main.getByRole('link', { name: new RegExp(`^${chapter}: `) }).all()),
    ];
    expect(links.length).toBe(14 + 4 + 4);
    for (const link of links) expect(await link.getAttribute('target')).toBe('_blank');
    expect(await main.locator('strong', { hasText: /^R\. M\. Tavares$/ }).count()).toBe(20);
    const profileLinks = main.locator('section', { has: page.getByRole('heading', { name: profiles }) }).getByRole('link', { name: new RegExp(`^${visit}: `) });
    expect(await profileLinks.count()).toBe(4);
    for (const link of await profileLinks.all()) expect(await link.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by year and type, keeps the filters in the address, and a shared address opens filtered', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/en/publications');
    const status = page.getByRole('main').getByRole('status').filter({ hasText: /^Showing/ });
    expect(await status.textContent()).toBe('Showing 20 of 20 publications');
    await page.getByLabel('Year').selectOption('2024');
    const query = () => new URL(page.url()).search;
    await expect.poll(query).toBe('?year=2024');
    await expect.poll(() => status.textContent()).toBe('Showing 3 of 20 publications');
    await page.getByLabel('Type').selectOption('chapter');
    await expect.poll(query).toBe('?year=2024&type=chapter');
    await expect.poll(() => status.textContent()).toBe('Showing 1 of 20 publications');
    expect(await page.getByRole('heading', { name: /^Journal articles/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Book chapters (1)' }).count()).toBe(1);

    await page.goto(`${baseUrl}/en/publications?type=article&year=2022`);
    await expect.poll(() => status.textContent()).toBe('Showing 2 of 20 publications');
    expect(await page.getByLabel('Year').inputValue()).toBe('2022');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(query).toBe('');
    await expect.poll(() => status.textContent()).toBe('Showing 20 of 20 publications');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies an entry as BibTeX and confirms it in the visitor’s language', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/publications');
    const copy = page.getByRole('button', { name: /^Copiar BibTeX: Economic MPC/ });
    await copy.click();
    await page.getByRole('button', { name: /^BibTeX copiado: Economic MPC/ }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'BibTeX copiado' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^@article\{tavares2025electrolysis,\n/);
    expect(copied).toContain('author = {Figueiredo, Mariana C. and Lindqvist, Erik and Tavares, Ricardo M.}');
    expect(copied).toContain('doi = {10.5555/ijhps.2025.0217}');
    expect(copied).toContain('pages = {201--217}');
    expect(errors).toEqual([]);
    await context.close();
  });
});
