// A long record on one page: the whole publication list's HTML carries its newest years only, at most
// PAGE_LIMIT works; the older years of each kind are parts, static files the build writes beside the page
// (dist/parts/<language>/<document>/<kind>-<newest year>.json), loaded by the filters' behaviour when the
// visitor asks for them (a year or a type). A part is one year of a kind, or several in a row until it
// holds PART_SIZE works, so a sparse kind (a chapter a year) loads in one request, not one per year.
// 600 articles in the HTML took a phone's main thread for two seconds (see docs/decisions.md,
// 2026-12-01). Pure: the page, the search index and the JSON-LD split a list the same way.
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

/** The fewest works a part holds, when its kind has that many in the years it spans. */
export const PART_SIZE = 12;

/**
 * The parts of one kind's older works (newest first): years in a row, each part closed once it holds
 * PART_SIZE works. Each part is named by its kind and its newest year, 'article-2009'.
 */
export function partsOf<T extends Pick<Publication, 'year' | 'kind'>>(works: T[]): { name: string; years: { year: number; works: T[] }[] }[] {
  const parts: { name: string; years: { year: number; works: T[] }[] }[] = [];
  let size = PART_SIZE;
  for (const year of [...new Set(works.map((work) => work.year))].sort((a, b) => b - a)) {
    const ofYear = works.filter((work) => work.year === year);
    if (size >= PART_SIZE) {
      parts.push({ name: `${ofYear[0]!.kind}-${year}`, years: [] });
      size = 0;
    }
    parts.at(-1)!.years.push({ year, works: ofYear });
    size += ofYear.length;
  }
  return parts;
}

/** The folder of a page's parts, from the site's root: /parts/<language>/<document>/. */
export const partsFolder = (language: string, document: string) => `/parts/${language}/${document}/`;
