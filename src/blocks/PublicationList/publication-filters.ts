import { changeAddress, usePageAddress } from '../../renderer/page-address.ts';
import type { Publication } from '../../records/publication-format.ts';

export type PublicationType = Publication['kind'];
export interface PublicationFilters {
  year?: number;
  type?: PublicationType;
}

const TYPES: PublicationType[] = ['article', 'chapter'];

/** Reads ?year=&type= leniently: a value that is not one of the list's years or types is ignored. */
export function readFilters(params: URLSearchParams, years: number[]): PublicationFilters {
  const year = Number(params.get('year'));
  const type = params.get('type') as PublicationType;
  return { year: years.includes(year) ? year : undefined, type: TYPES.includes(type) ? type : undefined };
}

export function applyFilters(publications: Publication[], filters: PublicationFilters): Publication[] {
  return publications.filter((p) => (!filters.year || p.year === filters.year) && (!filters.type || p.kind === filters.type));
}

/**
 * The filters live in the address, so a filtered list can be shared and reloaded. The prerendered
 * page shows the whole list, so hydration does too; the address's filters apply right after.
 */
export function usePublicationFilters(years: number[]) {
  const { search } = usePageAddress();
  const filters = readFilters(new URLSearchParams(search), years);
  const setFilters = (next: PublicationFilters) => {
    const updated = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(next)) {
      if (value) updated.set(key, String(value));
      else updated.delete(key);
    }
    const query = updated.toString();
    changeAddress({ search: query ? `?${query}` : '' }, { replace: true });
  };
  return { filters, setFilters };
}
