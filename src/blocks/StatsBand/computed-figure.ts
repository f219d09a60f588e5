// The figures a statsBand computes from collections, kept pure so a test can change a list and watch the
// figure follow it. The page, the editor's preview (the same block, over unsaved records), the search index
// and the CV's PDF (its supervision figures) all compute them here; citation figures through
// src/records/citation-figures.ts, from the counts pages-data/metrics.json stores.
import type { MetricsDocument, PublicationCollection, StatItem } from '../../generated/schemas.ts';
import { citationFigureOf, citationFigures } from '../../records/citation-figures.ts';
import { matching } from '../../records/select-records.ts';

type Where = Record<string, string | string[] | undefined>;

/** The lists of the publications collection a count reads, in this order; books and patents are optional. */
export const PUBLICATION_LISTS = ['articles', 'chapters', 'conferencePapers', 'books', 'patents'] as const;

/** A collection's file as the figures read it (its `items`, or for publications its lists), or a list of records. */
export type CollectionFile = object;

/**
 * The records a figure reads in a collection's file: its items; for a file of lists (publications), the
 * records of every list it has, or of the `lists` named, taken together. A list of records stands for itself.
 */
export function recordsOf(file: CollectionFile | undefined, lists: readonly string[] = PUBLICATION_LISTS): readonly object[] {
  if (!file) return [];
  if (Array.isArray(file)) return file as object[];
  const fields = file as Readonly<Record<string, unknown>>;
  if (Array.isArray(fields.items)) return fields.items as object[];
  return lists.flatMap((name) => (Array.isArray(fields[name]) ? (fields[name] as object[]) : []));
}

export function countOf(records: readonly object[], where?: Where): string {
  return String(matching(records, where).length);
}

/** The total of a number field; rounded down to a multiple of `roundDownTo` and marked '+' when asked. */
export function sumOf(records: readonly object[], field: string, { where, roundDownTo }: { where?: Where; roundDownTo?: number } = {}): string {
  const total = matching(records, where).reduce((sum, record) => sum + Number((record as Record<string, unknown>)[field] ?? 0), 0);
  return roundDownTo ? `${Math.floor(total / roundDownTo) * roundDownTo}+` : String(total);
}

/** First and last year across record lists, as '2002–2020' (an en dash), or one year when they agree. */
export function yearSpanOf(lists: readonly (readonly { year: number }[])[]): string {
  const years = lists.flat().map((record) => record.year);
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/**
 * A computed figure against the typed one it may keep (`shownUntilReached`, '180+'): the typed figure while
 * the computed one's number is below the typed one's (a list still being filled in), the computed one from
 * then on ('180', '614'). Without a typed figure, the computed one.
 */
export function untilReached(computed: string, typed?: string): string {
  if (typed === undefined) return computed;
  return Number.parseInt(computed, 10) < Number.parseInt(typed, 10) ? typed : computed;
}

type Figure = StatItem['value'];

/** The collections a figure is computed from, in the document's order: none for a figure written as text. */
export function collectionsOf(value: Figure): string[] {
  if (typeof value === 'string') return [];
  if ('count' in value) return [value.count.collection];
  if ('sum' in value) return [value.sum.collection];
  if ('citations' in value) return [value.citations.collection];
  return value.span.collections;
}

/** Whether a figure is computed from the stored citation counts. */
export function isCitationFigure(value: Figure): value is Extract<Figure, { citations: unknown }> {
  return typeof value === 'object' && 'citations' in value;
}

/**
 * A figure as shown: as written, or computed from the collections `collectionsOf` names, in that order (each
 * given as its file, or as its list of records), with the typed figure it keeps while the records are fewer.
 * A citation figure reads `metrics` too: without counts it is its typed figure, or '' (left out of the band).
 */
export function figureOf(value: Figure, files: readonly CollectionFile[], metrics?: MetricsDocument): string {
  if (typeof value === 'string') return value;
  if ('citations' in value) return citationFigureOf(citationFigures(files[0] as PublicationCollection | undefined, metrics), value.citations.figure) ?? value.shownUntilCounted ?? '';
  if ('count' in value) return untilReached(countOf(recordsOf(files[0], value.count.lists), value.count.where), value.shownUntilReached);
  if ('sum' in value) return untilReached(sumOf(recordsOf(files[0]), value.sum.field, value.sum), value.shownUntilReached);
  return yearSpanOf(files.map((file) => recordsOf(file)) as readonly (readonly { year: number }[])[]);
}
