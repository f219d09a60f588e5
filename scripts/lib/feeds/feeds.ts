// The news, blog and podcast feeds (RSS 2.0, one per language), written at build time from the same
// collections the pages show, chosen by the pages' one selection (shownRecords), with the `feed`
// library. The podcast feed carries the fields podcast apps read: iTunes and Google Play namespaces,
// square cover, author, category, explicit flag, and per episode the MP3 enclosure with its size,
// duration, episode number and a stable guid.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Feed } from 'feed';
import type { BlogCollection, LocalizedText, NewsCollection, PodcastCollection, SiteDocument } from '../../../src/generated/schemas.ts';
import { dateOf } from '../../../src/i18n/dates.ts';
import { localizePath } from '../../../src/i18n/language-paths.ts';
import { langAttribute, localText } from '../../../src/i18n/localized-text.ts';
import { HTML_LANG, type Language } from '../../../src/i18n/languages.ts';
import { feedPath, feedsOfBlocks, type FeedName } from '../../../src/feeds/feed-paths.ts';
import { CATEGORY_BADGE } from '../../../src/records/category-badge.ts';
import { badgeOf } from '../../../src/records/record-view.ts';
import { NEWEST_FIRST, shownRecords } from '../../../src/records/select-records.ts';
import { escapeMarkup } from '../seo/head-tags.ts';
import { markPortugueseItems } from './portuguese-items.ts';
import { absoluteUrl } from '../seo/site-url.ts';
import { readPageDocument } from '../seo/structured-data.ts';

export interface FeedContext {
  root: string;
  siteUrl: string;
  site: SiteDocument;
  language: Language;
}

export const podcastArtworkPath = (language: Language) => `/feeds/podcast-${language}.png`;

const readJson = <T>(root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

/** A feed's page: the route it links to, and the document whose description it carries. */
export interface FeedPage {
  path: string;
  document: string;
}

/**
 * The feeds the site has, each with its page: a feed exists while a page shows it (a block that links
 * it, at any depth) and its collection (pages-data/collections/<feed>.json) exists. Its page is the
 * first route, in site.json's order, that shows it, so a feed follows its records from page to page
 * (the podcast's to /media-podcast once /podcast is removed) and goes with the last of them. No page or
 * collection is read by a name of its own.
 */
export function siteFeeds(root: string, site: SiteDocument): Map<FeedName, FeedPage> {
  const feeds = new Map<FeedName, FeedPage>();
  for (const route of site.routes) {
    for (const feed of feedsOfBlocks(readPageDocument(root, route.document).blocks)) {
      if (!feeds.has(feed) && existsSync(join(root, `pages-data/collections/${feed}.json`))) feeds.set(feed, { path: route.path, document: route.document });
    }
  }
  return feeds;
}

function feedPage({ root, site }: Pick<FeedContext, 'root' | 'site'>, feed: FeedName): FeedPage {
  const page = siteFeeds(root, site).get(feed);
  if (!page) throw new Error(`no page shows the ${feed} feed, or pages-data/collections/${feed}.json does not exist: the site has no ${feed} feed`);
  return page;
}

function context({ root, siteUrl, site, language }: FeedContext, feed: FeedName) {
  const strings = readJson<Record<string, string>>(root, `locales/${language}.json`);
  const where = feedPage({ root, site }, feed);
  const page = readPageDocument(root, where.document);
  const local = (text: LocalizedText) => localText(text, language);
  const pageUrl = absoluteUrl(siteUrl, localizePath(where.path, language));
  // A category's words as its badge says them on the page: its label, or an unknown key as written.
  const category = (key: string) => badgeOf(CATEGORY_BADGE, { category: key }, { language, t: (label) => strings[label]!, localize: local })!.label;
  const base = {
    id: pageUrl,
    link: pageUrl,
    language: HTML_LANG[language],
    description: local(page.meta.description),
    copyright: `© ${site.identity.name}`,
    feedLinks: { rss: absoluteUrl(siteUrl, feedPath(feed, language)) },
    author: { name: site.identity.name, email: site.identity.email, link: absoluteUrl(siteUrl, localizePath('/', language)) },
  };
  // In the post's HTML, a paragraph still waiting for this language's translation is marked as Portuguese.
  const langOf = (text: LocalizedText) => {
    const lang = langAttribute(text, language);
    return lang ? ` lang="${lang}"` : '';
  };
  // An item whose title or excerpt still waits for this language: which of them are Portuguese.
  const portuguese = (item: { title: LocalizedText; excerpt: LocalizedText }) => ({ title: langOf(item.title) !== '', description: langOf(item.excerpt) !== '' });
  return { strings, local, langOf, portuguese, pageUrl, category, base, page };
}

/** The feed's title as its head link and feed readers show it: "Notícias · <name>". */
export function feedTitle(feed: FeedName, { root, site, language }: Omit<FeedContext, 'siteUrl'>): string {
  if (feed === 'podcast') return localText(readJson<PodcastCollection>(root, 'pages-data/collections/podcast.json').title, language);
  const page = readPageDocument(root, feedPage({ root, site }, feed).document);
  return `${localText(page.meta.title, language)} · ${site.identity.name}`;
}

/**
 * When the feed last changed: its newest item's date. A feed with no items yet (an empty collection) is
 * still written, so the page's link and a reader's subscription keep working (the library dates it by the build).
 */
const newest = (sorted: { date: string }[]) => (sorted[0] ? dateOf(sorted[0].date) : undefined);

export function newsFeed(input: FeedContext): string {
  const { local, portuguese, category, base } = context(input, 'news');
  const { items } = readJson<NewsCollection>(input.root, 'pages-data/collections/news.json');
  const sorted = shownRecords(items, { sort: NEWEST_FIRST });
  const feed = new Feed({ ...base, title: feedTitle('news', input), updated: newest(sorted) });
  for (const item of sorted) {
    feed.addItem({
      id: `${base.id}#${item.id}`,
      title: local(item.title),
      link: item.url,
      description: local(item.excerpt),
      date: dateOf(item.date),
      author: [{ name: item.author }],
      category: [{ name: category(item.category) }],
    });
  }
  return markPortugueseItems(feed.rss2(), sorted.map(portuguese));
}

export function blogFeed(input: FeedContext): string {
  const { local, langOf, portuguese, category, base, pageUrl } = context(input, 'blog');
  const { items } = readJson<BlogCollection>(input.root, 'pages-data/collections/blog.json');
  const sorted = shownRecords(items, { sort: NEWEST_FIRST });
  const feed = new Feed({ ...base, title: feedTitle('blog', input), updated: newest(sorted) });
  for (const post of sorted) {
    // The whole post, so a reader can read it in the feed reader, as on the page.
    const content = post.body
      .map((section) => `${section.heading ? `<h3${langOf(section.heading)}>${escapeMarkup(local(section.heading))}</h3>` : ''}${section.paragraphs.map((p) => `<p${langOf(p)}>${escapeMarkup(local(p))}</p>`).join('')}`)
      .join('');
    feed.addItem({
      id: `${pageUrl}#${post.id}`,
      title: local(post.title),
      link: `${pageUrl}#${post.id}`,
      description: local(post.excerpt),
      content,
      date: dateOf(post.date),
      author: [{ name: input.site.identity.name }],
      category: [{ name: category(post.category) }],
    });
  }
  return markPortugueseItems(feed.rss2(), sorted.map(portuguese));
}

export function podcastFeed(input: FeedContext): string {
  const { local, base, strings } = context(input, 'podcast');
  const podcast = readJson<PodcastCollection>(input.root, 'pages-data/collections/podcast.json');
  const episodes = shownRecords(podcast.items, { sort: NEWEST_FIRST });
  const image = absoluteUrl(input.siteUrl, podcastArtworkPath(input.language));
  const feed = new Feed({
    ...base,
    title: local(podcast.title),
    description: local(podcast.description),
    updated: newest(episodes),
    image,
    podcast: true,
    // Apple's category is an attribute, <itunes:category text="Science"/>; the library writes what it is given.
    category: { _attributes: { text: 'Science' } } as unknown as string,
  });
  // Channel fields podcast apps read that the library does not write itself.
  feed.addExtension({ name: 'itunes:image', objects: { _attributes: { href: image } } });
  feed.addExtension({ name: 'itunes:summary', objects: { _text: local(podcast.description) } });
  feed.addExtension({ name: 'itunes:explicit', objects: { _text: 'false' } });
  feed.addExtension({ name: 'itunes:type', objects: { _text: 'episodic' } });
  for (const episode of episodes) {
    feed.addItem({
      id: `${base.id}#${episode.id}`,
      guid: episode.id,
      title: `${strings['podcast.episode']!.replace('{value}', String(episode.number))}: ${local(episode.title)}`,
      link: episode.url,
      description: `${local(episode.description)} ${strings['podcast.guests']}: ${episode.guests.join('; ')}.`,
      date: dateOf(episode.date),
      audio: { url: episode.audio.url, length: episode.audio.bytes, type: 'audio/mpeg', duration: episode.duration * 60 },
      extensions: [
        { name: 'itunes:episode', objects: { _text: String(episode.number) } },
        { name: 'itunes:explicit', objects: { _text: 'false' } },
        { name: 'itunes:episodeType', objects: { _text: 'full' } },
      ],
    });
  }
  return feed.rss2();
}
