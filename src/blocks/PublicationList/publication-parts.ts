// A long record on one page: the whole publication list's HTML carries its newest years only, at most
// PAGE_LIMIT works; each older year of each kind is a part, a static file the build writes beside the
// page (dist/parts/<language>/<document>/<kind>-<year>.json), loaded by the filters' behaviour when the
// visitor asks for it (a year or a type, or "Show N more"). 600 articles in the HTML took a phone's
// main thread for two seconds (see docs/decisions.md, 2026-12-01). Pure: the page, the search index
// and the JSON-LD split a list the same way.
import type { Publication } from '../../records/publication-format.ts';

/** The most works a list's HTML carries: its newest whole years up to this many. */
export const PAGE_LIMIT = 50;

/**
 * The oldest year a whole list's HTML carries: the newest years, whole, with at most `limit` works between
 * them (the newest year always, however many it has). Undefined when every year fits.
 */
export function oldestYearOnPage(works: readonly Pick<Publication, 'year'>[], limit = PAGE_LIMIT): number | undefined {
  if (works.length <= limit) return undefined;
  const years = [...new Set(works.map((work) => work.year))].sort((a, b) => b - a);
  let carried = 0;
  let oldest = years[0];
  for (const year of years) {
    carried += works.filter((work) => work.year === year).length;
    if (carried > limit && year !== years[0]) break;
    oldest = year;
  }
  return oldest;
}

/** The works a list's HTML carries: all of a selection (the CV's ids), the newest years of a whole list. */
export function worksOnPage<T extends Pick<Publication, 'year'>>(works: T[], whole: boolean, limit = PAGE_LIMIT): T[] {
  const oldest = whole ? oldestYearOnPage(works, limit) : undefined;
  return oldest === undefined ? works : works.filter((work) => work.year >= oldest);
}

/** A part's name in its folder: the kind and the year, 'article-2009'. */
export const partName = (kind: Publication['kind'], year: number) => `${kind}-${year}`;

/** The folder of a page's parts, from the site's root: /parts/<language>/<document>/. */
export const partsFolder = (language: string, document: string) => `/parts/${language}/${document}/`;
