// What the search index and the search dialog agree on: the fields, and how words are compared.
// Accents and case do not matter, so 'otimizacao' finds 'otimização' and 'Destilacion' 'destilación'.

/** One searchable thing: a page, a section of a page, or an item a page lists (a course, a post…). */
export interface SearchEntry {
  id: string;
  /** What it is called: the page, section or item title. */
  title: string;
  /** The words searched besides the title (a description, topics, an excerpt). */
  text: string;
  /** The page it is on, as its title reads. */
  page: string;
  /** Where it leads, with the language prefix and any section anchor: /en/speaking#minicourses. */
  url: string;
  /** A short extract shown under the result. */
  snippet: string;
}

/** Lower case, accents removed: the same for the words indexed and the words typed. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export const SEARCH_OPTIONS = {
  fields: ['title', 'text', 'page'],
  storeFields: ['title', 'page', 'url', 'snippet'],
  processTerm: normalizeTerm,
  searchOptions: { boost: { title: 3, page: 1.2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' as const },
};

/** The index file of a language, fetched when the search opens. */
export const searchIndexPath = (language: string) => `/search/${language}.json`;
