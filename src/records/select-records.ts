// The one answer to "which records does this block show, in what order": the page, the search index,
// JSON-LD, the feeds and the CV all ask it, so what they list never differs from what the page shows.
// Pure and free of Vite, so build scripts use it as the browser does.
import type { RecordView } from '../generated/schemas.ts';
import { pick } from '../lib/pick.ts';

export type FieldValue = string | number | boolean;
export type RecordData = { id?: string } & Record<string, unknown>;

/** A field of any record, typed or not. */
const valueOf = (record: object, field: string): unknown => (record as Record<string, unknown>)[field];

export interface Selection {
  /** Only these records, in this order. */
  ids?: readonly string[];
  /** Only records whose fields have these values (a list: any of them). */
  where?: Readonly<Record<string, FieldValue | readonly FieldValue[] | undefined>>;
  /** This order instead of the view's. */
  sort?: { field: string; direction: 'ascending' | 'descending' };
  /** At most this many (after the featured record). */
  limit?: number;
}

export interface Selected<T> {
  /** The record shown apart, when the view names a featured flag and a record has it. */
  featured?: T;
  /** The rest, in order. */
  records: T[];
}

/** Dated records newest first, as the news, the blog, the podcast and their feeds list them. */
export const NEWEST_FIRST = { field: 'date', direction: 'descending' } as const satisfies Selection['sort'];

/** Dates (ISO strings), numbers and strings compare as themselves; a missing value sorts last. */
function compare(a: unknown, b: unknown): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function sortRecords<T extends object>(records: readonly T[], order: Selection['sort']): T[] {
  if (!order) return [...records];
  const sign = order.direction === 'descending' ? -1 : 1;
  // A stable sort: equal values keep the collection's order.
  return [...records].sort((a, b) => {
    const [x, y] = [valueOf(a, order.field), valueOf(b, order.field)];
    return x === undefined || y === undefined ? compare(x, y) : sign * compare(x, y);
  });
}

/** Records whose fields equal the given value, or one of the given values (an undefined value matches all). */
export function matching<T extends object>(records: readonly T[], where: Selection['where'] = {}): T[] {
  return records.filter((record) =>
    Object.entries(where).every(([field, wanted]) => {
      if (wanted === undefined) return true;
      const value = valueOf(record, field) as FieldValue;
      return Array.isArray(wanted) ? (wanted as FieldValue[]).includes(value) : value === wanted;
    }),
  );
}

/**
 * The records a block shows: those it picks (`ids`, in that order; else all, in the collection's order),
 * those matching `where`, in the block's sort or else the view's order, the featured one apart, at most `limit`.
 */
export function selectRecords<T extends { id?: string }>(items: readonly T[], selection: Selection = {}, view?: Pick<RecordView, 'order' | 'featured'>): Selected<T> {
  const chosen = matching(pick(items, selection.ids), selection.where);
  const ordered = selection.ids && !selection.sort ? chosen : sortRecords(chosen, selection.sort ?? view?.order);
  const featured = view?.featured ? ordered.find((record) => valueOf(record, view.featured!) === true) : undefined;
  const rest = ordered.filter((record) => record !== featured);
  return { featured, records: selection.limit ? rest.slice(0, selection.limit) : rest };
}

/** Every record a block shows, in the order a visitor reads them (the featured one first): for outputs that list them all. */
export function shownRecords<T extends { id?: string }>(items: readonly T[], selection: Selection = {}, view?: Pick<RecordView, 'order' | 'featured'>): T[] {
  const { featured, records } = selectRecords(items, selection, view);
  return featured ? [featured, ...records] : records;
}
