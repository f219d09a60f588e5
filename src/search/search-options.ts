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
  /**
   * Which of the shown texts are Portuguese still waiting for this language's translation, one letter each:
   * t (title), p (page), s (snippet). Absent when none is, so a translated site's index carries nothing more.
   */
  pt?: string;
}

/** Whether the entry's `field` (t, p or s) is a Portuguese text on another language's results: it gets lang="pt-BR". */
export const isPortuguese = (entry: Pick<SearchEntry, 'pt'>, field: 't' | 'p' | 's') => entry.pt?.includes(field) ?? false;

/** Lower case, accents removed: the same for the words indexed and the words typed. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export const SEARCH_OPTIONS = {
  fields: ['title', 'text', 'page'],
  storeFields: ['title', 'page', 'url', 'snippet', 'pt'],
  processTerm: normalizeTerm,
  searchOptions: { boost: { title: 3, page: 1.2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' as const },
};

/** The index file of a language, fetched when the search opens. */
export const searchIndexPath = (language: string) => `/search/${language}.json`;
