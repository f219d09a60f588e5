// Conferences (tabs), consulting and hobbies as a visitor sees them, in pt and en.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const itemsUnder = (scope: ReturnType<Page['getByRole']>, heading: string | RegExp, level = 2) =>
  scope.getByRole('heading', { level, name: heading }).locator('xpath=ancestor::section[1]').getByRole('heading', { level: level + 1 });

describe('/conferences', () => {
  it.each([
    { path: '/conferences', first: 'Conferências 2025', second: 'Participações recentes', brazil: /^No Brasil/, international: /^Internacionais/, recent: /^Conferências recentes/, completed: 'Concluída', website: 'Site' },
    { path: '/en/conferences', first: '2025 Conferences', second: 'Recent participation', brazil: /^In Brazil/, international: /^International/, recent: /^Recent conferences/, completed: 'Completed', website: 'Website' },
  ])('$path: two tabs, 2 + 6 upcoming and 4 recent conferences, badges by the rule', async ({ path, first, second, brazil, international, recent, completed, website }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    const tabs = main.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([first, second]);
    expect(await main.getByRole('tab', { name: first }).getAttribute('aria-selected')).toBe('true');
    const panel2025 = main.getByRole('tabpanel', { name: first });
    expect(await itemsUnder(panel2025, brazil).count()).toBe(2);
    expect(await itemsUnder(panel2025, international).count()).toBe(6);
    // Badges: Brazil green, abroad blue; completed conferences say so in green.
    const badgeColor = (text: string) => main.getByText(text, { exact: true }).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '');
    expect(await badgeColor(path.startsWith('/en') ? 'Brazil' : 'Brasil')).toContain('green');
    await main.getByRole('tab', { name: second }).click();
    const panelRecent = main.getByRole('tabpanel', { name: second });
    await expect.poll(() => itemsUnder(panelRecent, recent).count()).toBe(4);
    expect(await panelRecent.getByText(completed, { exact: true }).count()).toBe(4);
    expect(await badgeColor(completed)).toContain('green');
    for (const link of await main.getByRole('link', { name: new RegExp(`^${website}: `) }).all()) expect(await link.getAttribute('target')).toBe('_blank');
    expect(await itemsUnder(main, path.startsWith('/en') ? 'Speaking opportunities' : 'Oportunidades de participação').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tabs: arrow keys move, the address keeps the tab, the back button returns, a shared link opens it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/conferences');
    const first = page.getByRole('tab', { name: '2025 Conferences' });
    const second = page.getByRole('tab', { name: 'Recent participation' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => new URL(page.url()).hash).toBe('#recent');
    expect(await page.getByRole('tabpanel', { name: 'Recent participation' }).isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).hash).toBe('');
    await page.goto(`${baseUrl}/en/conferences#recent`);
    await expect.poll(() => page.getByRole('tab', { name: 'Recent participation' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('every panel is in the prerendered HTML', async () => {
    // React separates adjacent text with comments; the words are what a crawler reads.
    const html = (await (await fetch(`${baseUrl}/en/conferences`)).text()).replace(/<!--.*?-->/g, '');
    expect(html).toContain('role="tabpanel"');
    expect((html.match(/role="tabpanel"/g) ?? []).length).toBe(2);
    expect(html).toContain('Recent conferences');
  });
});

describe('/consulting', () => {
  it.each([
    { path: '/consulting', areas: 'Áreas de atuação', projects: /^Projetos recentes/, completed: 'Concluído', progress: 'Em andamento', steps: 'Como funciona', contact: '/contact?subject=Proposta+de+consultoria' },
    { path: '/en/consulting', areas: 'Service areas', projects: /^Recent client projects/, completed: 'Completed', progress: 'In progress', steps: 'How it works', contact: '/en/contact?subject=Consulting+proposal' },
  ])('$path: four service areas, client projects with status badges, four steps and a contact card', async ({ path, areas, projects, completed, progress, steps, contact }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await itemsUnder(main, areas).count()).toBe(4);
    expect(await itemsUnder(main, projects).count()).toBe(5);
    const badge = (text: string) => main.getByText(text, { exact: true });
    expect(await badge(completed).count()).toBe(3);
    expect(await badge(progress).count()).toBe(2);
    expect(await badge(completed).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('data-variant'))).toBe('filled');
    expect(await badge(progress).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('data-variant'))).toBe('light');
    const stepList = main.getByRole('heading', { name: steps }).locator('xpath=ancestor::section[1]');
    expect(await stepList.getByText(/^[1-4]$/).allTextContents()).toEqual(['1', '2', '3', '4']);
    // The contact card's button fills the form's subject in.
    expect(await main.locator(`a[href="${contact}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/hobbies', () => {
  it.each([
    { path: '/hobbies', cards: ['Cinema', 'Música', 'Leitura', 'Viagens'], balance: /Equilíbrio/ },
    { path: '/en/hobbies', cards: ['Cinema', 'Music', 'Reading', 'Travel'], balance: /balance/i },
  ])('$path: four hobbies with three activities each, and the work–life balance text', async ({ path, cards, balance }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    for (const card of cards) {
      const heading = main.getByRole('heading', { name: card, exact: true });
      expect(await heading.count()).toBe(1);
      expect(await heading.locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]').getByRole('listitem').count()).toBe(3);
    }
    expect(await main.getByRole('heading', { name: balance }).count()).toBe(1);
    await context.close();
  });
});

describe('/workshops', () => {
  it.each([
    { path: '/workshops', stats: ['24', '720', '4.8/5.0', '12'], upcoming: 'Próximo', completed: 'Realizado', cancelled: 'Cancelado', register: 'Inscrever-se' },
    { path: '/en/workshops', stats: ['24', '720', '4.8/5.0', '12'], upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Cancelled', register: 'Register' },
  ])('$path: statistics, status badges by the rule and Register only on upcoming workshops', async ({ path, stats, upcoming, completed, cancelled, register }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.locator('dd').allTextContents()).toEqual(stats);
    const color = (text: string) => main.getByText(text, { exact: true }).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '');
    expect(await main.getByText(upcoming, { exact: true }).count()).toBe(3);
    expect(await color(upcoming)).toContain('blue');
    expect(await main.getByText(completed, { exact: true }).count()).toBe(3);
    expect(await color(completed)).toContain('green');
    expect(await main.getByText(cancelled, { exact: true }).count()).toBe(1);
    expect(await color(cancelled)).toContain('red');
    expect(await main.getByRole('link', { name: new RegExp(`^${register}: `) }).count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Register arrives at /contact with the workshop named in the subject', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/workshops');
    const link = page.getByRole('main').getByRole('link', { name: /^Register: / }).first();
    const title = (await link.getAttribute('aria-label'))!.replace(/^Register: /, '');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/en/contact' && url.searchParams.get('subject') === `Workshop registration: ${title}`);
    await page.locator('form[data-ready="true"]').waitFor();
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe(`Workshop registration: ${title}`);
    await context.close();
  });
});

describe('/get-involved', () => {
  it.each([
    { path: '/get-involved', apply: 'Candidatar-se agora', contact: 'Fale conosco', subject: 'Candidatura: ', lists: ['Para estudantes', 'Para profissionais'] },
    { path: '/en/get-involved', apply: 'Apply now', contact: 'Contact us', subject: 'Application: ', lists: ['For students', 'For professionals'] },
  ])('$path: four ways to take part, each with apply-now and contact links, and two lists', async ({ path, apply, contact, subject, lists }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    const prefix = path.startsWith('/en') ? '/en' : '';
    const applyLinks = main.getByRole('link', { name: new RegExp(`^${apply}: `) });
    expect(await applyLinks.count()).toBe(4);
    for (const link of await applyLinks.all()) {
      const title = (await link.getAttribute('aria-label'))!.replace(`${apply}: `, '');
      const href = new URL((await link.getAttribute('href'))!, baseUrl);
      expect(href.pathname).toBe(`${prefix}/contact`);
      expect(href.searchParams.get('subject')).toBe(`${subject}${title}`);
    }
    const contactLinks = main.getByRole('link', { name: new RegExp(`^${contact}: `) });
    expect(await contactLinks.count()).toBe(4);
    for (const link of await contactLinks.all()) expect(await link.getAttribute('href')).toBe(`${prefix}/contact`);
    for (const name of lists) expect(await main.getByRole('heading', { name }).locator('xpath=ancestor::section[1]').getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await context.close();
  });
});
