// News, blog, media and podcast as a visitor sees them, in pt and en: featured items, category and
// media-type colours, the blog's read-more panel, the podcast's play and download, and the feeds.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const sectionOf = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('heading', { name }).first().locator('xpath=ancestor::section[1]');
const badgeStyle = (scope: Locator, text: string) =>
  scope.getByText(text, { exact: true }).first().evaluate((el) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '');
const newTab = async (link: Locator) => [await link.getAttribute('target'), await link.getAttribute('rel')];

/** The page's feed: announced in the head and linked on the page, at the same address. */
async function expectFeed(page: Page, feed: string, language: string) {
  const href = `/feeds/${feed}-${language}.xml`;
  expect(await page.locator(`head link[rel="alternate"][type="application/rss+xml"]`).getAttribute('href')).toMatch(new RegExp(`${href}$`));
  const link = page.getByRole('main').locator(`a[href="${href}"]`);
  expect(await link.count()).toBe(1);
  const response = await page.request.get(`${baseUrl}${href}`);
  expect(response.headers()['content-type']).toMatch(/xml/);
  expect(await response.text()).toContain('<rss version="2.0"');
}

describe('/news', () => {
  it.each([
    { path: '/news', language: 'pt', featured: 'Em destaque', recent: 'Notícias recentes (6)', grant: 'R$ 2,5 milhões', readMore: 'Leia mais', badges: { Pesquisa: 'green', Inovação: 'blue', Indústria: 'grape', Sustentabilidade: 'teal', Mentoria: 'yellow' }, date: '14 de julho de 2025' },
    { path: '/en/news', language: 'en', featured: 'Featured', recent: 'Recent news (6)', grant: 'R$ 2.5 million', readMore: 'Read more', badges: { Research: 'green', Innovation: 'blue', Industry: 'grape', Sustainability: 'teal', Mentoring: 'yellow' }, date: 'July 14, 2025' },
  ])('$path: the grant featured apart, six recent items, category colours, read more in a new tab, the feed', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    const featured = sectionOf(main, c.featured);
    expect(await featured.getByRole('heading', { level: 3 }).count()).toBe(1);
    expect(await featured.getByRole('heading', { level: 3 }).textContent()).toContain(c.grant);
    expect(await featured.getByText(c.date, { exact: true }).count()).toBe(1);
    const recent = sectionOf(main, c.recent);
    expect(await recent.getByRole('heading', { level: 3 }).count()).toBe(6);
    for (const [label, color] of Object.entries(c.badges)) expect(await badgeStyle(main, label)).toContain(`--mantine-color-${color}-9`);
    const links = main.getByRole('link', { name: new RegExp(`^${c.readMore}: `) });
    expect(await links.count()).toBe(7);
    for (const link of await links.all()) expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
    await expectFeed(page, 'news', c.language);
    // Dates are written the same by the prerender and by React: no hydration warning.
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/blog', () => {
  it.each([
    { path: '/blog', language: 'pt', featured: 'Post em destaque', recent: 'Posts recentes (5)', readMore: 'Leia mais', showLess: 'Mostrar menos', time: '3 min de leitura', comments: '37 comentários' },
    { path: '/en/blog', language: 'en', featured: 'Featured post', recent: 'Recent posts (5)', readMore: 'Read more', showLess: 'Show less', time: '3 min read', comments: '37 comments' },
  ])('$path: one featured and five recent posts; Read more opens the whole post in place and in the address', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    const featured = sectionOf(main, c.featured);
    expect(await featured.getByRole('heading', { level: 3 }).count()).toBe(1);
    expect(await featured.getByText(c.time, { exact: true }).count()).toBe(1);
    expect(await featured.getByText(c.comments, { exact: true }).count()).toBe(1);
    expect(await sectionOf(main, c.recent).getByRole('heading', { level: 3 }).count()).toBe(5);
    const buttons = main.getByRole('button', { name: new RegExp(`^${c.readMore}: `) });
    expect(await buttons.count()).toBe(6);
    // Every post's text is in the page, hidden until asked for.
    const button = buttons.nth(2);
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    expect(await panel.isHidden()).toBe(true);
    expect(((await panel.textContent()) ?? '').length).toBeGreaterThan(400);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const open = main.getByRole('button', { name: new RegExp(`^${c.showLess}: `) });
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    const id = (await open.getAttribute('aria-controls'))!.replace(/-text$/, '');
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    await open.click();
    await expect.poll(() => panel.isHidden()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a post address opens that post, and the back button closes it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/blog');
    const id = (await page.getByRole('button', { name: /^Read more: / }).nth(3).getAttribute('aria-controls'))!.replace(/-text$/, '');
    await page.goto(`${baseUrl}/en/blog#${id}`);
    await expect.poll(() => page.locator(`#${id}-text`).isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Read more: / }).first().click();
    await expect.poll(() => page.locator(`#${id}-text`).isHidden()).toBe(true);
    await page.goBack();
    await expect.poll(() => page.locator(`#${id}-text`).isVisible()).toBe(true);
    await context.close();
  });

  it('announces and links the blog feed', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/es/blog');
    await expectFeed(page, 'blog', 'es');
    await context.close();
  });
});

describe('/media', () => {
  it.each([
    { path: '/media', prefix: '', recent: 'Participações recentes (4)', releases: 'Comunicados à imprensa (3)', view: 'Ver', types: { Vídeo: 'red', Áudio: 'grape', Texto: 'blue' }, kinds: ['Entrevista', 'Artigo', 'Podcast', 'Entrevista na TV'], subject: 'Pedido de entrevista', length: ['22 min', '9 min de leitura'] },
    { path: '/en/media', prefix: '/en', recent: 'Recent appearances (4)', releases: 'Press releases (3)', view: 'View', types: { Video: 'red', Audio: 'grape', Text: 'blue' }, kinds: ['Interview', 'Article', 'Podcast', 'TV interview'], subject: 'Interview request', length: ['22 min', '9 min read'] },
  ])('$path: four appearances by media type, three press releases and the inquiries box', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    const appearances = sectionOf(main, c.recent);
    expect(await appearances.getByRole('heading', { level: 3 }).count()).toBe(4);
    for (const [label, color] of Object.entries(c.types)) expect(await badgeStyle(appearances, label)).toContain(`--mantine-color-${color}-9`);
    for (const kind of c.kinds) expect(await appearances.getByText(kind, { exact: true }).count()).toBe(1);
    for (const length of c.length) expect(await appearances.getByText(length, { exact: true }).count()).toBe(1);
    const views = appearances.getByRole('link', { name: new RegExp(`^${c.view}: `) });
    expect(await views.count()).toBe(4);
    for (const link of await views.all()) expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
    expect(await sectionOf(main, c.releases).getByRole('heading', { level: 3 }).count()).toBe(3);
    const contact = main.locator(`a[href^="${c.prefix}/contact?"]`);
    expect(new URL((await contact.getAttribute('href'))!, baseUrl).searchParams.get('subject')).toBe(c.subject);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/podcast', () => {
  it.each([
    { path: '/podcast', language: 'pt', latest: 'Último episódio · Episódio 6', episodes: 'Todos os episódios (6)', play: 'Ouvir', download: 'Baixar notas', subscribe: 'Assine o podcast' },
    { path: '/en/podcast', language: 'en', latest: 'Latest episode · Episode 6', episodes: 'All episodes (6)', play: 'Play', download: 'Download notes', subscribe: 'Subscribe to the podcast' },
  ])('$path: the latest episode, six episodes with play and download, four channels and the feed', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    expect(await main.getByText(c.latest, { exact: true }).count()).toBe(1);
    const episodes = sectionOf(main, c.episodes);
    expect(await episodes.getByRole('heading', { level: 3 }).count()).toBe(6);
    // Play: the banner's and one per episode, each opening the episode on its channel in a new tab.
    const plays = main.getByRole('link', { name: new RegExp(`^${c.play}: `) });
    expect(await plays.count()).toBe(7);
    for (const link of await plays.all()) {
      expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
      expect(new URL((await link.getAttribute('href'))!).hostname).toMatch(/\.example$/);
    }
    expect(await main.getByRole('button', { name: new RegExp(`^${c.download}: `) }).count()).toBe(7);
    const channels = sectionOf(main, c.subscribe).getByRole('link').filter({ hasNotText: 'RSS' });
    expect(await channels.count()).toBe(4);
    for (const link of await channels.all()) expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
    await expectFeed(page, 'podcast', c.language);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Download saves the latest episode's show notes as a PDF named by the download rule", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/podcast');
    const button = page.getByRole('main').getByRole('button', { name: /^Download notes: / }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('podcast_episode_6.pdf');
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('/media-podcast', () => {
  it('media first, the podcast a keystroke away and kept in the address, both from the same data', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/en/media-podcast');
    const main = page.getByRole('main');
    expect(await main.getByRole('tab').allTextContents()).toEqual(['Media', 'Podcast']);
    const media = main.getByRole('tab', { name: 'Media' });
    expect(await media.getAttribute('aria-selected')).toBe('true');
    expect(await sectionOf(main.getByRole('tabpanel', { name: 'Media' }), 'Interviews and coverage (4)').getByRole('heading', { level: 3 }).count()).toBe(4);
    await media.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).hash).toBe('#podcast');
    const podcast = main.getByRole('tabpanel', { name: 'Podcast' });
    await expect.poll(() => podcast.isVisible()).toBe(true);
    expect(await sectionOf(podcast, 'All episodes (6)').getByRole('heading', { level: 3 }).count()).toBe(6);
    await page.goBack();
    await expect.poll(() => media.getAttribute('aria-selected')).toBe('true');
    await expectFeed(page, 'podcast', 'en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
