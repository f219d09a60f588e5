// The featured-item rule of the blog: the first record flagged featured is shown apart; every
// other record, flagged or not, is recent, newest first. With none flagged, all are recent.
import { newestFirst } from '../../i18n/dates.ts';

export function splitFeatured<T extends { date: string; featured?: boolean }>(records: readonly T[]): { featured?: T; recent: T[] } {
  const featured = records.find((record) => record.featured);
  return { featured, recent: newestFirst(records.filter((record) => record !== featured)) };
}
