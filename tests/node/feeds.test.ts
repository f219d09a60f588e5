// The news, blog and podcast feeds, read back by a feed reader's parser (rss-parser): every item is
// there, in the feed's language, with the fields a reader or a podcast app needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { blogFeed, newsFeed, podcastFeed } from '../../scripts/lib/feeds/feeds.ts';
import { headTags } from '../../scripts/lib/seo/head-tags.ts';
import type { BlogCollection, NewsCollection, PodcastCollection, SiteDocument } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const root = join(import.meta.dirname, '../..');
const read = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
const site = read<SiteDocument>('pages-data/site.json');
const news = read<NewsCollection>('pages-data/collections/news.json');
const blog = read<BlogCollection>('pages-data/collections/blog.json');
const podcast = read<PodcastCollection>('pages-data/collections/podcast.json');
const siteUrl = 'https://tavares.ufvc.example';

type PodcastItem = { itunes?: { duration?: string; episode?: string; explicit?: string }; 'content:encoded'?: string };
const parser = new Parser<{ itunes?: { image?: string; owner?: { email?: string }; author?: string; explicit?: string } }, PodcastItem>();

describe.each(LANGUAGES)('feeds in %s', (language) => {
  const input = { root, siteUrl, site, language };
  const prefix = language === 'pt' ? '' : `/${language}`;

  it('news: every item, newest first, linking to the full story', async () => {
    const feed = await parser.parseString(newsFeed(input));
    expect(feed.link).toBe(`${siteUrl}${prefix}/news`);
    expect(feed.items).toHaveLength(news.items.length);
    const newest = [...news.items].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(feed.items[0]).toMatchObject({ title: newest.title[language], link: newest.url, contentSnippet: newest.excerpt[language] });
    expect(new Date(feed.items[0]!.isoDate!).toISOString().slice(0, 10)).toBe(newest.date);
    expect(feed.items.map((item) => item.title).sort()).toEqual(news.items.map((item) => item.title[language]).sort());
  });

  it('blog: every post with its whole text, linked to its place on /blog', async () => {
    const feed = await parser.parseString(blogFeed(input));
    expect(feed.items).toHaveLength(blog.items.length);
    for (const post of blog.items) {
      const item = feed.items.find((entry) => entry.link === `${siteUrl}${prefix}/blog#${post.id}`)!;
      expect(item.title).toBe(post.title[language]);
      expect(item['content:encoded']).toContain(post.body[0]!.paragraphs[0]![language]!.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;'));
    }
  });

  it('podcast: every episode with its audio, duration and number, and the show fields apps read', async () => {
    const xml = podcastFeed(input);
    const feed = await parser.parseString(xml);
    expect(feed.title).toBe(podcast.title[language]);
    expect(feed.itunes).toMatchObject({ image: `${siteUrl}/feeds/podcast-${language}.png`, author: site.identity.name, explicit: 'false' });
    expect(xml).toContain('<itunes:category text="Science"/>');
    expect(feed.items).toHaveLength(podcast.items.length);
    for (const episode of podcast.items) {
      const item = feed.items.find((entry) => entry.guid === episode.id)!;
      expect(item.enclosure).toEqual({ url: episode.audio.url, length: String(episode.audio.bytes), type: 'audio/mpeg' });
      expect(item.itunes).toMatchObject({ duration: `${episode.duration}:00`, episode: String(episode.number) });
      expect(item.link).toBe(episode.url);
      expect(item.title).toContain(episode.title[language]);
    }
  });
});

describe('feed links in the head', () => {
  it('announce each feed as RSS with its title', () => {
    const head = headTags({
      siteUrl, path: '/news', language: 'en', title: 'News', description: 'News', siteName: 'Site', indexable: true,
      ogImage: { path: '/og/en.png', width: 1200, height: 630, alt: 'Card' },
      feeds: [{ href: `${siteUrl}/feeds/news-en.xml`, title: 'News & notes' }],
    });
    expect(head).toContain(`<link rel="alternate" type="application/rss+xml" title="News &amp; notes" href="${siteUrl}/feeds/news-en.xml">`);
  });
});
