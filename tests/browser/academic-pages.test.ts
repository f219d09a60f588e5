// The academic pages as a visitor sees them: their figures and counts in pt and en, and what their
// buttons do.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, waitForForm } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/opportunities', () => {
  it.each([
    { path: '/opportunities', apply: 'Candidatar-se', deadline: 'Prazo: 2025', funding: 'Financiamento: Bolsa de agência de fomento federal ou estadual, conforme a cota do programa', levels: ['Doutorado', 'Mestrado', 'Iniciação científica'] },
    { path: '/en/opportunities', apply: 'Apply', deadline: 'Deadline: 2025', funding: "Funding: Scholarship from a federal or state funding agency, subject to the program's quota", levels: ['Doctorate', "Master's", 'Undergraduate research'] },
  ])('$path shows six positions, each with its level, a 2025 deadline and the same funding', async ({ path, apply, deadline, funding, levels }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: new RegExp(`^${apply}: `) }).count()).toBe(6);
    expect(await main.getByText(deadline, { exact: true }).count()).toBe(6);
    expect(await main.getByText(funding, { exact: true }).count()).toBe(6);
    for (const level of levels) expect(await main.getByText(level, { exact: true }).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/opportunities', apply: 'Candidatar-se: Controle preditivo de colunas de destilação', subject: 'Candidatura: Controle preditivo de colunas de destilação', label: 'Assunto', contact: '/contact' },
    { path: '/en/opportunities', apply: 'Apply: Model predictive control of distillation columns', subject: 'Application: Model predictive control of distillation columns', label: 'Subject', contact: '/en/contact' },
  ])('Apply on $path opens the contact form with the subject written', async ({ path, apply, subject, label, contact }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('link', { name: apply }).click();
    await page.waitForURL((url) => url.pathname === contact && url.searchParams.get('subject') === subject);
    await waitForForm(page);
    await expect.poll(() => page.getByLabel(label).inputValue()).toBe(subject);
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
  it.each([
    { path: '/research', stats: ['180+', '25+', '8', 'R$ 2M+'], areas: 'Áreas de pesquisa', projects: 'Projetos em andamento', contact: 'Propor uma colaboração', publications: 'Ver publicações' },
    { path: '/en/research', stats: ['180+', '25+', '8', 'R$ 2M+'], areas: 'Research areas', projects: 'Ongoing projects', contact: 'Propose a collaboration', publications: 'View publications' },
  ])('$path shows the four metrics, three areas, five projects and the two buttons', async ({ path, stats, areas, projects, contact, publications }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    for (const value of stats) expect(await main.getByText(value, { exact: true }).count()).toBe(1);
    const cardsUnder = (heading: string) => main.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) }).getByRole('heading', { level: 3 });
    expect(await cardsUnder(areas).count()).toBe(3);
    expect(await cardsUnder(projects).count()).toBe(5);
    // The contact button says what the message is about (its subject fills the form's).
    expect(await main.getByRole('link', { name: contact }).getAttribute('href')).toMatch(path.startsWith('/en') ? /^\/en\/contact\?subject=./ : /^\/contact\?subject=./);
    expect(await main.getByRole('link', { name: publications }).getAttribute('href')).toBe(path.startsWith('/en') ? '/en/publications' : '/publications');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/academic', () => {
  it.each([
    { path: '/academic', figures: ['180+', '600+', '12', '13', '31', '11', '20', '18'], profiles: ['Currículo na Plataforma Nacional', 'Identificador de Pesquisador', 'Rede de Pesquisa', 'Perfil de Citações'] },
    { path: '/en/academic', figures: ['180+', '600+', '12', '13', '31', '11', '20', '18'], profiles: ['National CV Platform', 'Researcher ID', 'Research Network', 'Citation Profile'] },
  ])('$path shows the publication and supervision figures and the academic profiles, opening in new tabs', async ({ path, figures, profiles }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    for (const figure of figures) expect(await main.getByText(figure, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    for (const name of profiles) {
      const link = main.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const prefix = path.startsWith('/en') ? '/en' : '';
    for (const target of ['/about', '/research', '/publications', '/teaching', '/alumni', '/awards'])
      expect(await main.locator(`a[href="${prefix}${target}"]`).count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});

describe('/awards', () => {
  it.each([
    { path: '/awards', heading: 'Prêmios e distinções', download: 'Baixar', visit: 'Visitar', service: ['Editoria de periódicos', 'Revisor ad hoc', 'Homenagens de turmas'] },
    { path: '/en/awards', heading: 'Awards and honors', download: 'Download', visit: 'Visit', service: ['Journal editing', 'Ad hoc reviewer', 'Tributes from graduating classes'] },
  ])('$path lists seven honours, labels repository links $download and others $visit, and shows academic service', async ({ path, heading, download, visit, service }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    const awards = main.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });
    expect(await awards.getByRole('heading', { level: 3 }).count()).toBe(7);
    const downloads = awards.getByRole('link', { name: new RegExp(`^${download}: `) });
    const visits = awards.getByRole('link', { name: new RegExp(`^${visit}: `) });
    expect(await downloads.count()).toBe(2);
    expect(await visits.count()).toBe(2);
    for (const link of [...(await downloads.all()), ...(await visits.all())]) expect(await link.getAttribute('target')).toBe('_blank');
    for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^https:\/\/repositorio\./);
    for (const name of service) expect(await main.getByRole('heading', { name }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
