import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Publication } from './publication-format.ts';

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
 * page shows the whole list, so the first render does too (hydration must match); the address's
 * filters apply right after.
 */
export function usePublicationFilters(years: number[]) {
  const [params, setParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const filters = hydrated ? readFilters(params, years) : {};
  const setFilters = (next: PublicationFilters) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, String(value));
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { filters, setFilters };
}
