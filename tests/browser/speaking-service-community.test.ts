// Speaking, service, leadership and community as a visitor sees them, in pt and en.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('/community', () => {
  it.each([
    { path: '/community', prefix: '', stats: ['7000+', '15+', '50+', '100+'], initiatives: /^Iniciativas/, partners: /^Parceiros/, active: 'Ativa', completed: 'Concluída', contact: 'Entrar em contato', subject: 'Participação na iniciativa: {title}', visit: 'Visitar site', extension: /mais de 7\.000 pessoas/i, participate: 'Como participar' },
    { path: '/en/community', prefix: '/en', stats: ['7000+', '15+', '50+', '100+'], initiatives: /^Initiatives/, partners: /^Partners/, active: 'Active', completed: 'Completed', contact: 'Get in touch', subject: 'Taking part in the initiative: {title}', visit: 'Visit site', extension: /more than 7,000 people/i, participate: 'How to take part' },
  ])('$path: impact figures, initiatives by status with contact links, partners with drawn logos', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    expect(await main.locator('dd').allTextContents()).toEqual(c.stats);
    expect(await main.getByText(c.extension).count()).toBeGreaterThanOrEqual(1);

    const initiatives = sectionOf(main, c.initiatives, 2);
    expect(await initiatives.getByRole('heading', { level: 3 }).count()).toBe(6);
    expect(await initiatives.getByText(c.active, { exact: true }).count()).toBe(4);
    expect(await initiatives.getByText(c.completed, { exact: true }).count()).toBe(2);
    expect(await badgeStyle(initiatives, c.active)).toContain('green');
    expect(await badgeStyle(initiatives, c.completed)).toContain('gray');
    const contacts = initiatives.getByRole('link', { name: new RegExp(`^${c.contact}: `) });
    expect(await contacts.count()).toBe(6);
    await expectContactLinks(contacts, { prefix: c.prefix, label: c.contact, subject: c.subject });

    const partners = sectionOf(main, c.partners, 2);
    expect(await partners.getByRole('heading', { level: 3 }).count()).toBe(6);
    expect(await partners.locator('svg[aria-hidden="true"] text').count()).toBe(6);
    const visits = partners.getByRole('link', { name: new RegExp(`^${c.visit}: `) });
    expect(await visits.count()).toBe(6);
    for (const link of await visits.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(new URL((await link.getAttribute('href'))!).hostname).toMatch(/(^|\.)example(\.(com|org|net))?$/);
    }
    const participate = sectionOf(main, c.participate);
    expect(new URL((await participate.getByRole('link').first().getAttribute('href'))!, baseUrl).pathname).toBe(`${c.prefix}/contact`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/speaking and /speaking-workshops', () => {
  it.each([
    { path: '/speaking', prefix: '', tabs: ['Palestras', 'Minicursos'], lectures: /^Palestras ministradas \(13\)$/, courses: /^Minicursos ministrados \(10\)$/, labels: ['Período de atuação', 'Participantes em minicursos', 'Palestras', 'Minicursos'], availableAt: /^Disponível em /, hours: '20 horas', subject: 'Convite para palestra' },
    { path: '/en/speaking', prefix: '/en', tabs: ['Lectures', 'Mini-courses'], lectures: /^Lectures given \(13\)$/, courses: /^Mini-courses taught \(10\)$/, labels: ['Active years', 'Mini-course participants', 'Lectures', 'Mini-courses'], availableAt: /^Available at /, hours: '20 hours', subject: 'Lecture invitation' },
    { path: '/speaking-workshops', prefix: '', tabs: ['Palestras', 'Oficinas'], lectures: /^Todas as palestras \(13\)$/, courses: /^Oficinas e cursos curtos \(10\)$/, labels: null, availableAt: /^Disponível em /, hours: '20 horas', subject: 'Solicitação de palestra ou oficina' },
    { path: '/en/speaking-workshops', prefix: '/en', tabs: ['Talks', 'Workshops'], lectures: /^All talks \(13\)$/, courses: /^Workshops and short courses \(10\)$/, labels: ['Years on stage', 'People trained', 'Talks given', 'Workshops run'], availableAt: /^Available at /, hours: '20 hours', subject: 'Talk or workshop request' },
  ])('$path: lectures first, 13 lectures and 10 mini-courses, figures computed from them', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    expect(await main.getByRole('tab').allTextContents()).toEqual(c.tabs);
    expect(await main.getByRole('tab', { name: c.tabs[0] }).getAttribute('aria-selected')).toBe('true');
    const lectures = sectionOf(main.getByRole('tabpanel', { name: c.tabs[0] }), c.lectures);
    expect(await lectures.getByRole('heading', { level: 3 }).count()).toBe(13);
    // 'Available at' only on recorded lectures; it opens the recording in a new tab.
    const recordings = lectures.getByRole('link', { name: c.availableAt });
    expect(await recordings.count()).toBe(5);
    for (const link of await recordings.all()) expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    await main.getByRole('tab', { name: c.tabs[1] }).click();
    const courses = sectionOf(main.getByRole('tabpanel', { name: c.tabs[1] }), c.courses);
    await expect.poll(() => courses.getByRole('heading', { level: 3 }).count()).toBe(10);
    expect(await courses.getByText(c.hours, { exact: true }).count()).toBe(1);
    // The statistics card: span, participants, lectures and mini-courses, all computed from the lists.
    expect(await main.locator('dd').allTextContents()).toEqual(['2002–2020', '500+', '13', '10']);
    if (c.labels) expect((await main.locator('dt').allTextContents()).map((text) => text.trim())).toEqual(c.labels);
    const request = main.locator(`a[href^="${c.prefix}/contact?"]`).last();
    expect(new URL((await request.getAttribute('href'))!, baseUrl).searchParams.get('subject')).toBe(c.subject);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the tab is kept in the address and the back button returns to lectures', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/speaking');
    await page.getByRole('tab', { name: 'Lectures' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).hash).toBe('#minicourses');
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Lectures' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('/service and /leadership', () => {
  const leadershipParts = {
    pt: { parts: ['Filosofia de liderança', 'Cargos principais', 'Outros cargos', 'Iniciativas'], ongoing: 'Em andamento' },
    en: { parts: ['Leadership philosophy', 'Main positions', 'Other positions', 'Initiatives'], ongoing: 'Ongoing' },
  };

  /** The four parts of the leadership record, under `scope`, with their items and status badges. */
  async function expectLeadership(scope: Locator, language: 'pt' | 'en', level: number) {
    const { parts, ongoing } = leadershipParts[language];
    for (const part of parts) expect(await scope.getByRole('heading', { level, name: part, exact: true }).count()).toBe(1);
    expect(await sectionOf(scope, parts[1]!, level).getByRole('heading', { level: level + 1 }).count()).toBe(4);
    expect(await sectionOf(scope, parts[2]!, level).getByRole('listitem').count()).toBe(6);
    const initiatives = sectionOf(scope, parts[3]!, level);
    expect(await initiatives.getByRole('heading', { level: level + 1 }).count()).toBe(4);
    // 'Em Andamento' is highlighted and translated; other statuses are muted and shown as written.
    expect(await initiatives.getByText(ongoing, { exact: true }).count()).toBe(2);
    expect(await badgeStyle(initiatives, ongoing)).toContain('blue');
    expect(await badgeStyle(initiatives, 'Encerrada em 12/06/2025')).toContain('gray');
    expect(await badgeStyle(initiatives, language === 'pt' ? 'Concluída em 2023' : 'Completed in 2023')).toContain('gray');
  }

  it.each([
    { path: '/service', language: 'pt' as const, prefix: '', categories: ['Consultoria e avaliação', 'Revisor ad hoc', 'Editoria de periódicos', 'Serviços acadêmicos'], journals: 'Revisor de mais de 15 periódicos internacionais', editor: 'Mais de 15 anos como editor de periódicos científicos', leadership: 'Liderança', subjects: ['Convite para revisão ou comissão científica', 'Solicitação de avaliação de projeto'] },
    { path: '/en/service', language: 'en' as const, prefix: '/en', categories: ['Consulting and review', 'Ad hoc reviewer', 'Journal editing', 'Academic services'], journals: 'Reviewer for more than 15 international journals', editor: 'More than 15 years as a journal editor', leadership: 'Leadership', subjects: ['Invitation to review or join a scientific committee', 'Project evaluation request'] },
  ])('$path: four service categories, the leadership section and the closing box', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    expect(await main.locator('dd').allTextContents()).toEqual(['15+', '15+', '30+']);
    for (const category of c.categories) expect(await main.getByRole('heading', { level: 3, name: category, exact: true }).count()).toBe(1);
    expect(await main.getByText(c.journals, { exact: true }).count()).toBe(1);
    expect(await main.getByText(c.editor, { exact: true }).count()).toBe(1);
    await expectLeadership(sectionOf(main, c.leadership, 2), c.language, 3);
    const subjects = await main.locator(`a[href^="${c.prefix}/contact?"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('subject')));
    expect(subjects).toEqual(c.subjects);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/leadership', language: 'pt' as const },
    { path: '/en/leadership', language: 'en' as const },
  ])('$path: the same leadership record, from the same data', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    await expectLeadership(page.getByRole('main'), language, 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
