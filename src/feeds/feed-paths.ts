// Which pages have a feed, and where it lives. The blocks link to it on the page; the prerender
// announces it in the page's head and the build writes it. One feed per collection and language.
import type { Language } from '../i18n/languages.ts';

export const FEED_OF_BLOCK = { newsList: 'news', blogList: 'blog', podcast: 'podcast' } as const;
export type FeedName = (typeof FEED_OF_BLOCK)[keyof typeof FEED_OF_BLOCK];

/** The site path of a feed: /feeds/news-pt.xml. */
export function feedPath(feed: FeedName, language: Language): string {
  return `/feeds/${feed}-${language}.xml`;
}

/** The feeds of the blocks a page shows. */
export function feedsOfBlocks(blockTypes: readonly string[]): FeedName[] {
  return [...new Set(blockTypes.flatMap((type) => (Object.hasOwn(FEED_OF_BLOCK, type) ? [FEED_OF_BLOCK[type as keyof typeof FEED_OF_BLOCK]] : [])))];
}
