// The publication list's filters, ?year=&type= in the address, so a filtered list can be shared and
// reloaded. Plain data rules, shared by the filters' behaviour (filters-behaviour.ts) and the tests.
import type { Publication } from '../../records/publication-format.ts';

export type PublicationType = Publication['kind'];
export interface PublicationFilters {
  year?: number;
  type?: PublicationType;
}

export const TYPES: PublicationType[] = ['article', 'chapter', 'conference'];

/** Reads ?year=&type= leniently: a value that is not one of the list's years or types is ignored. */
export function readFilters(params: URLSearchParams, years: number[]): PublicationFilters {
  const year = Number(params.get('year'));
  const type = params.get('type') as PublicationType;
  return { year: years.includes(year) ? year : undefined, type: TYPES.includes(type) ? type : undefined };
}

export function applyFilters(publications: Publication[], filters: PublicationFilters): Publication[] {
  return publications.filter((p) => matches(p, filters));
}

export function matches(publication: Pick<Publication, 'year' | 'kind'>, filters: PublicationFilters): boolean {
  return (!filters.year || publication.year === filters.year) && (!filters.type || publication.kind === filters.type);
}

/** The address's query with these filters in it (an empty one removed), other parameters kept. */
export function withFilters(search: string, next: PublicationFilters): string {
  const updated = new URLSearchParams(search);
  for (const [key, value] of Object.entries(next)) {
    if (value) updated.set(key, String(value));
    else updated.delete(key);
  }
  const query = updated.toString();
  return query ? `?${query}` : '';
}
