// Which pages have a feed, and where it lives. The blocks link to it on the page; the prerender
// announces it in the page's head and the build writes it. One feed per collection and language.
import type { Language } from '../i18n/languages.ts';
import { walkObjects } from '../lib/json-walk.ts';

/** The blocks that link their own feed; a recordList names its feed in its `feed` option. */
export const FEED_OF_BLOCK = { blogList: 'blog', podcast: 'podcast' } as const;
export type FeedName = 'news' | (typeof FEED_OF_BLOCK)[keyof typeof FEED_OF_BLOCK];

/** The site path of a feed: /feeds/news-pt.xml. */
export function feedPath(feed: FeedName, language: Language): string {
  return `/feeds/${feed}-${language}.xml`;
}

/** The feeds of the blocks a page shows, at any depth (inside sections and tabs too). */
export function feedsOfBlocks(blocks: unknown): FeedName[] {
  const feeds: FeedName[] = [];
  walkObjects(blocks, (node) => {
    if (typeof node.type !== 'string') return;
    if (Object.hasOwn(FEED_OF_BLOCK, node.type)) feeds.push(FEED_OF_BLOCK[node.type as keyof typeof FEED_OF_BLOCK]);
    else if (node.type === 'recordList' && typeof node.feed === 'string') feeds.push(node.feed as FeedName);
  });
  return [...new Set(feeds)];
}
