// Which episodes a podcast block shows: all, in its view's order, with its episode list; only the
// newest with the latest-episode banner alone; none with the subscribe links alone. The block, search
// and JSON-LD ask this, so they list what the page shows.
import type { PodcastBlock, PodcastEpisode, RecordView } from '../generated/schemas.ts';
import { NEWEST_FIRST, shownRecords } from './select-records.ts';

export type PodcastPart = NonNullable<PodcastBlock['parts']>[number];
export const ALL_PODCAST_PARTS: readonly PodcastPart[] = ['latest', 'episodes', 'subscribe'];

type Episode = Pick<PodcastEpisode, 'id' | 'date'>;

/** The newest episode, which the latest-episode banner shows whatever order the list takes. */
export const latestEpisode = <T extends Episode>(episodes: readonly T[]): T | undefined => shownRecords(episodes, { sort: NEWEST_FIRST })[0];

export function episodesShown<T extends Episode>(podcast: { items: readonly T[]; view?: Pick<RecordView, 'order' | 'featured'> }, parts: readonly PodcastPart[] = ALL_PODCAST_PARTS): T[] {
  if (parts.includes('episodes')) return shownRecords(podcast.items, {}, podcast.view);
  const latest = parts.includes('latest') ? latestEpisode(podcast.items) : undefined;
  return latest ? [latest] : [];
}
