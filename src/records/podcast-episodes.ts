// Which episodes a podcast block shows: all, newest first, with its episode list; only the newest with
// the latest-episode banner alone; none with the subscribe links alone. The block, search and JSON-LD
// ask this, so they list what the page shows.
import type { PodcastBlock, PodcastEpisode } from '../generated/schemas.ts';
import { NEWEST_FIRST, shownRecords } from './select-records.ts';

export type PodcastPart = NonNullable<PodcastBlock['parts']>[number];
export const ALL_PODCAST_PARTS: readonly PodcastPart[] = ['latest', 'episodes', 'subscribe'];

export function episodesShown<T extends Pick<PodcastEpisode, 'id' | 'date'>>(episodes: readonly T[], parts: readonly PodcastPart[] = ALL_PODCAST_PARTS): T[] {
  const newestFirst = shownRecords(episodes, { sort: NEWEST_FIRST });
  return parts.includes('episodes') ? newestFirst : parts.includes('latest') ? newestFirst.slice(0, 1) : [];
}
