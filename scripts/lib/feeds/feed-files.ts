// The feed files of one language as the build writes them: every feed the site has (siteFeeds: a page
// shows it and its collection exists), and with the podcast's feed its square cover for podcast apps.
// A feed no page shows is not written, and nothing is read for it.
import type { PodcastCollection } from '../../../src/generated/schemas.ts';
import { feedPath, type FeedName } from '../../../src/feeds/feed-paths.ts';
import { localText } from '../../../src/i18n/localized-text.ts';
import { renderSvg } from '../seo/og-image.ts';
import { blogFeed, newsFeed, podcastArtworkPath, podcastFeed, siteFeeds, type FeedContext } from './feeds.ts';
import { podcastArtworkSvg } from './podcast-artwork.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const WRITERS: Record<FeedName, (input: FeedContext) => string> = { news: newsFeed, blog: blogFeed, podcast: podcastFeed };

export interface FeedFile {
  /** Relative to the built site's folder: "feeds/news-pt.xml". */
  file: string;
  content: string | Uint8Array;
}

export async function feedFiles(input: FeedContext): Promise<FeedFile[]> {
  const files: FeedFile[] = [];
  for (const feed of siteFeeds(input.root, input.site).keys()) {
    files.push({ file: feedPath(feed, input.language).slice(1), content: WRITERS[feed](input) });
    if (feed !== 'podcast') continue;
    const show = JSON.parse(readFileSync(join(input.root, 'pages-data/collections/podcast.json'), 'utf8')) as PodcastCollection;
    files.push({ file: podcastArtworkPath(input.language).slice(1), content: await renderSvg(podcastArtworkSvg(localText(show.title, input.language), input.site.identity.name)) });
  }
  return files;
}
