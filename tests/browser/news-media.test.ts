// News, blog, media and podcast as a visitor sees them, in pt and en: featured items, category and
// media-type colours, the blog's read-more panel, the podcast's play and download, and the feeds.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallToActionBlock, MediaCollection, PressReleaseCollection, TabsBlock } from '../../src/generated/schemas.ts';
import { formatMinutes } from '../../src/i18n/numbers.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { blockOf, collection, featuredSplit, inLanguages, longDate, newestFirst, pageDoc, readJson, recordListOf, t, withCount, type Language } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const sectionOf = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('heading', { name }).first().locator('xpath=ancestor::section[1]');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The style of the first badge that reads exactly `text`. */
const badgeStyle = (scope: Locator, text: string) =>
  scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${escape(text)}$`) }).first().evaluate((el) => el.getAttribute('style') ?? '');
// The colour rules of SPEC §4 (product rules, not content): every category and media type the records use gets its colour.
const CATEGORY_COLOR: Record<string, string> = {
  innovation: 'blue', industry: 'grape', research: 'green', sustainability: 'teal', education: 'blue', collaboration: 'grape', mentoring: 'yellow',
};
const MEDIA_COLOR: Record<string, string> = { video: 'red', audio: 'grape', text: 'blue' };
/** How many of `values` equal each one: the times a text shows on the page. */
const tally = (values: string[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());
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
  const news = collection('news').items;
  const { featured, recent } = featuredSplit(news);
  const list = recordListOf(pageDoc('news'), 'news');
  it.each(inLanguages('/news'))(
    '$path: the featured item apart, the recent items counted, category colours, read more in a new tab, the feed',
    async ({ path, language }) => {
      const { page, context, errors } = await openPage(browser);
      await page.goto(path);
      const main = page.getByRole('main');
      if (featured) {
        const section = sectionOf(main, list.featuredHeading![language]!);
        expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual([featured.title[language]]);
        expect(await section.getByText(longDate(featured.date, language), { exact: true }).count()).toBe(1);
      }
      const recentSection = sectionOf(main, withCount(list.heading![language]!, recent.length));
      expect(await recentSection.getByRole('heading', { level: 3 }).allTextContents()).toEqual(recent.map((item) => item.title[language]));
      for (const category of new Set(news.map((item) => item.category)))
        expect(await badgeStyle(main, t(language, `category.${category}`)), category).toContain(`--mantine-color-${CATEGORY_COLOR[category] ?? 'gray'}-9`);
      const links = main.getByRole('link', { name: new RegExp(`^${t(language, 'news.readMore')}: `) });
      expect(await links.count()).toBe(news.length);
      for (const link of await links.all()) expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
      await expectFeed(page, 'news', language);
      // Dates are written the same by the prerender and by React: no hydration warning.
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('/blog', () => {
  const posts = collection('blog').items;
  const { featured, recent } = featuredSplit(posts);
  const shown = [...(featured ? [featured] : []), ...recent];
  it.each(inLanguages('/blog'))(
    '$path: the featured and the recent posts; Read more opens the whole post in place and in the address',
    async ({ path, language }) => {
      const { page, context, errors } = await openPage(browser);
      await page.goto(path);
      const main = page.getByRole('main');
      if (featured) {
        const section = sectionOf(main, t(language, 'blog.featured'));
        expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual([featured.title[language]]);
        expect(await section.getByText(t(language, 'reading.time', { value: featured.readTime }), { exact: true }).count()).toBe(1);
        const comments = t(language, `blog.comments.${featured.comments === 1 ? 'one' : 'other'}`, { value: featured.comments });
        expect(await section.getByText(comments, { exact: true }).count()).toBe(1);
      }
      expect(await sectionOf(main, withCount(t(language, 'blog.recent'), recent.length)).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        recent.map((post) => post.title[language]),
      );
      const buttons = main.getByRole('button', { name: new RegExp(`^${t(language, 'blog.readMore')}: `) });
      expect(await buttons.count()).toBe(posts.length);
      // Every post's text is in the page, hidden until asked for.
      const index = Math.min(2, shown.length - 1);
      const button = buttons.nth(index);
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      expect(await panel.isHidden()).toBe(true);
      expect(await panel.textContent()).toContain(shown[index]!.body[0]!.paragraphs[0]![language]);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      const open = main.getByRole('button', { name: new RegExp(`^${t(language, 'blog.showLess')}: `) });
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      const id = (await open.getAttribute('aria-controls'))!.replace(/-text$/, '');
      expect(id).toBe(shown[index]!.id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
      await open.click();
      await expect.poll(() => panel.isHidden()).toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a post address opens that post, and the back button closes it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/blog');
    const id = shown.at(-1)!.id;
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
  const media = pageDoc('media');
  // The appearances the page's recordList shows, in its order (newest first), through the page's selection.
  const appearanceBlock = recordListOf(media, 'media');
  const mediaCollection = readJson<MediaCollection>('pages-data/collections/media.json');
  const appearances = shownRecords(mediaCollection.items, appearanceBlock, mediaCollection.view);
  // The releases the page's recordList shows, in its order, through the selection the page itself uses.
  const releaseList = recordListOf(media, 'press-releases');
  const { items, view } = readJson<PressReleaseCollection>('pages-data/collections/press-releases.json');
  const releases = shownRecords(items, releaseList, view);
  /** "22 min" for video and audio, "9 min de leitura" for text, as the cards write it. */
  const lengthOf = (appearance: (typeof appearances)[number], language: Language) => {
    if (appearance.duration) return formatMinutes(appearance.duration, language);
    return appearance.readTime ? t(language, 'reading.time', { value: appearance.readTime }) : undefined;
  };
  it.each(inLanguages('/media'))('$path: the appearances by media type, the press releases and the inquiries box', async ({ path, prefix, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    const appearanceList = sectionOf(main, withCount(appearanceBlock.heading![language]!, appearances.length));
    expect(await appearanceList.getByRole('heading', { level: 3 }).allTextContents()).toEqual(newestFirst(appearances).map((appearance) => appearance.title[language]));
    for (const type of new Set(appearances.map((appearance) => appearance.mediaType)))
      expect(await badgeStyle(appearanceList, t(language, `mediaType.${type}`)), type).toContain(`--mantine-color-${MEDIA_COLOR[type] ?? 'gray'}-9`);
    for (const [kind, count] of tally(appearances.map((appearance) => t(language, `media.kind.${appearance.kind}`))))
      expect(await appearanceList.getByText(kind, { exact: true }).count(), kind).toBe(count);
    for (const [length, count] of tally(appearances.flatMap((appearance) => lengthOf(appearance, language) ?? [])))
      expect(await appearanceList.getByText(length, { exact: true }).count(), length).toBe(count);
    const views = appearanceList.getByRole('link', { name: new RegExp(`^${t(language, 'media.view')}: `) });
    expect(await views.count()).toBe(appearances.length);
    for (const link of await views.all()) expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
    const releaseSection = sectionOf(main, withCount(releaseList.heading![language]!, releases.length));
    expect(await releaseSection.getByRole('heading', { level: 3 }).allTextContents()).toEqual(releases.map((release) => release.title[language]));
    expect(await releaseSection.locator('time').allTextContents()).toEqual(releases.map((release) => longDate(release.date, language)));
    const subject = blockOf<CallToActionBlock>(media, 'callToAction').actions.find((action) => action.href === '/contact')!.subject![language];
    const contact = main.locator(`a[href^="${prefix}/contact?"]`);
    expect(new URL((await contact.getAttribute('href'))!, baseUrl).searchParams.get('subject')).toBe(subject);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/podcast', () => {
  const { items: episodes, channels } = collection('podcast');
  const latest = newestFirst(episodes)[0]!;
  it.each(inLanguages('/podcast'))('$path: the latest episode, every episode with play and download, the channels and the feed', async ({ path, language }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByText(`${t(language, 'podcast.latest')} · ${t(language, 'podcast.episode', { value: latest.number })}`, { exact: true }).count()).toBe(1);
    const list = sectionOf(main, withCount(t(language, 'podcast.episodes'), episodes.length));
    expect(await list.getByRole('heading', { level: 3 }).count()).toBe(episodes.length);
    // Play: the banner's and one per episode, each opening the episode on its channel in a new tab.
    const plays = main.getByRole('link', { name: new RegExp(`^${t(language, 'podcast.play')}: `) });
    expect(await plays.count()).toBe(episodes.length + 1);
    for (const link of await plays.all()) {
      expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
      expect(episodes.map((episode) => episode.url)).toContain(await link.getAttribute('href'));
    }
    expect(await main.getByRole('button', { name: new RegExp(`^${t(language, 'podcast.download')}: `) }).count()).toBe(episodes.length + 1);
    const subscribe = sectionOf(main, t(language, 'podcast.subscribe')).getByRole('link').filter({ hasNotText: 'RSS' });
    expect(await subscribe.count()).toBe(channels.length);
    for (const link of await subscribe.all()) expect(await newTab(link)).toEqual(['_blank', 'noopener noreferrer']);
    await expectFeed(page, 'podcast', language);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an episode card lists its guests one per line, and its Download saves that episode's show notes", async () => {
    const oldest = newestFirst(episodes).at(-1)!;
    const { page, context } = await openPage(browser);
    await page.goto('/en/podcast');
    const list = sectionOf(page.getByRole('main'), withCount(t('en', 'podcast.episodes'), episodes.length));
    for (const guest of oldest.guests) expect(await list.getByRole('listitem').filter({ hasText: new RegExp(`^${escape(guest)}$`) }).count()).toBeGreaterThan(0);
    const button = list.getByRole('button', { name: `${t('en', 'podcast.download')}: ${oldest.title.en}` });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`podcast_episode_${oldest.number}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await context.close();
  });

  it("Download saves the latest episode's show notes as a PDF named by the download rule", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/podcast');
    const button = page.getByRole('main').getByRole('button', { name: /^Download notes: / }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`podcast_episode_${latest.number}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('/media-podcast', () => {
  it('media first, the podcast a keystroke away and kept in the address, both from the same data', async () => {
    const combined = pageDoc('media-podcast');
    const [mediaTab, podcastTab] = blockOf<TabsBlock>(combined, 'tabs').tabs;
    const appearances = collection('media').items;
    const { items: episodes } = collection('podcast');
    const { page, context, errors } = await openPage(browser);
    await page.goto('/en/media-podcast');
    const main = page.getByRole('main');
    expect(await main.getByRole('tab').allTextContents()).toEqual([mediaTab!.label.en, podcastTab!.label.en]);
    const media = main.getByRole('tab', { name: mediaTab!.label.en });
    expect(await media.getAttribute('aria-selected')).toBe('true');
    const mediaHeading = withCount(recordListOf(combined, 'media').heading!.en!, appearances.length);
    expect(await sectionOf(main.getByRole('tabpanel', { name: mediaTab!.label.en }), mediaHeading).getByRole('heading', { level: 3 }).count()).toBe(appearances.length);
    await media.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${podcastTab!.id}`);
    const podcast = main.getByRole('tabpanel', { name: podcastTab!.label.en });
    await expect.poll(() => podcast.isVisible()).toBe(true);
    expect(await sectionOf(podcast, withCount(t('en', 'podcast.episodes'), episodes.length)).getByRole('heading', { level: 3 }).count()).toBe(episodes.length);
    await page.goBack();
    await expect.poll(() => media.getAttribute('aria-selected')).toBe('true');
    await expectFeed(page, 'podcast', 'en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
