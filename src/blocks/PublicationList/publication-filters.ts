// The publication list's filters, ?year=&type= in the address, so a filtered list can be shared and
// reloaded. Plain data rules, shared by the filters' behaviour (filters-behaviour.ts) and the tests.
import type { Publication } from '../../records/publication-format.ts';

export type PublicationType = Publication['kind'];
export interface PublicationFilters {
  year?: number;
  type?: PublicationType;
}

/**
 * Reads ?year=&type= leniently: a value that is not one of the list's years or types is ignored. The
 * behaviour passes its selects' values (strings, "All …" among them as ''), so the kinds need not be in
 * the first-load script.
 */
export function readFilters(params: URLSearchParams, years: readonly string[], types: readonly string[]): PublicationFilters {
  const year = params.get('year');
  const type = params.get('type');
  return { year: year && years.includes(year) ? Number(year) : undefined, type: type && types.includes(type) ? (type as PublicationType) : undefined };
}

export function applyFilters(publications: Publication[], filters: PublicationFilters): Publication[] {
  return publications.filter((p) => matches(p, filters));
}

/** Whether a work is kept; filters-behaviour.ts writes the same test out over each entry's mark. */
export function matches(publication: Pick<Publication, 'year' | 'kind'>, filters: PublicationFilters): boolean {
  return (!filters.year || publication.year === filters.year) && (!filters.type || publication.kind === filters.type);
}

/** The address's query with these filters in it (an empty one removed), other parameters kept; a select's value may stand for its filter. */
export function withFilters(search: string, next: PublicationFilters | Record<string, string | undefined>): string {
  const updated = new URLSearchParams(search);
  for (const [key, value] of Object.entries(next)) {
    if (value) updated.set(key, String(value));
    else updated.delete(key);
  }
  const query = updated.toString();
  return query ? `?${query}` : '';
}
