// The figures a statsBand computes from collections, kept pure so a test can change a list and watch the
// figure follow it.
import type { StatItem } from '../../generated/schemas.ts';
import { matching } from '../../records/select-records.ts';

type Where = Record<string, string | string[] | undefined>;

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

type Figure = StatItem['value'];

/** The collections a figure is computed from, in the document's order: none for a figure written as text. */
export function collectionsOf(value: Figure): string[] {
  if (typeof value === 'string') return [];
  if ('count' in value) return [value.count.collection];
  if ('sum' in value) return [value.sum.collection];
  return value.span.collections;
}

/** A figure as shown: as written, or computed from the records of the collections `collectionsOf` names, in that order. */
export function figureOf(value: Figure, lists: readonly (readonly object[])[]): string {
  if (typeof value === 'string') return value;
  if ('count' in value) return countOf(lists[0] ?? [], value.count.where);
  if ('sum' in value) return sumOf(lists[0] ?? [], value.sum.field, value.sum);
  return yearSpanOf(lists as readonly (readonly { year: number }[])[]);
}
