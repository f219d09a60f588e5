// How publication records read on the page and in the BibTeX a visitor copies. Pure functions, kept with
// the records rather than in the block: the publication list, the CV and the JSON-LD read them alike.
import type { Book, BookChapter, ConferencePaper, JournalArticle, Patent, PublicationCollection, PublicationPerson } from '../generated/schemas.ts';
import { selectRecords } from './select-records.ts';

/** A book as the list reads it: `edited` for a book its authors organised (its record's kind 'edited'). */
export type BookWork = { kind: 'book'; edited: boolean } & Omit<Book, 'kind'>;
/** A patent as the list reads it: its inventors as its authors, its kind of protection as `protection`. */
export type PatentWork = { kind: 'patent'; authors: Patent['inventors']; protection?: string } & Omit<Patent, 'kind' | 'inventors'>;
export type Publication =
  | ({ kind: 'article' } & JournalArticle)
  | ({ kind: 'chapter' } & BookChapter)
  | ({ kind: 'conference' } & ConferencePaper)
  | BookWork
  | PatentWork;
type Lists = Pick<PublicationCollection, 'articles' | 'chapters' | 'conferencePapers' | 'books' | 'patents'>;

/** Every article, book, chapter, conference paper and patent as one list, in that order, each marked with its kind. */
export function publicationsOf(collection: Lists): Publication[] {
  return [
    ...collection.articles.map((article) => ({ kind: 'article' as const, ...article })),
    ...(collection.books ?? []).map(({ kind, ...book }): BookWork => ({ ...book, kind: 'book', edited: kind === 'edited' })),
    ...collection.chapters.map((chapter) => ({ kind: 'chapter' as const, ...chapter })),
    ...(collection.conferencePapers ?? []).map((paper) => ({ kind: 'conference' as const, ...paper })),
    ...(collection.patents ?? []).map(({ kind, inventors, ...patent }): PatentWork => ({ ...patent, kind: 'patent', authors: inventors, ...(kind ? { protection: kind } : {}) })),
  ];
}

/** Where the work appeared: the journal, the book, or the proceedings; a book is its publisher's, a patent its office's. */
export function venueOf(publication: Publication): string | undefined {
  switch (publication.kind) {
    case 'article':
      return publication.journal;
    case 'chapter':
      return publication.book;
    case 'conference':
      return publication.conference;
    case 'book':
      return publication.publisher;
    case 'patent':
      return publication.office;
  }
}

/** The key of the kind's badge (publication.type.<key>) and of its colour in the collection's typeColors. */
export function badgeOf(publication: Publication): { colour: keyof PublicationCollection['typeColors']; words: string } {
  if (publication.kind === 'article') return { colour: publication.type, words: publication.type };
  if (publication.kind === 'book') return { colour: 'book', words: publication.edited ? 'editedBook' : 'book' };
  return { colour: publication.kind, words: publication.kind };
}

/** A badge's colour: the collection's, books falling back to the chapters' and patents to the conference papers' (typeColors older than them). */
export function badgeColour(typeColors: PublicationCollection['typeColors'], key: keyof PublicationCollection['typeColors']) {
  return typeColors[key] ?? (key === 'book' ? typeColors.chapter : typeColors.conference);
}

/**
 * The works a publication list shows, in its order: the ones its `ids` name, in that order (the CV's
 * selected works), or all. The list, the CV's PDF, search and JSON-LD all ask this.
 */
export function shownPublications(collection: Lists, ids?: readonly string[]): Publication[] {
  return selectRecords(publicationsOf(collection), { ids }).records;
}

/** 'Mariana C.' → 'M. C.'; 'Ana-Lúcia' → 'A.-L.' */
export function initialsOf(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.split('-').map((part) => `${part[0]}.`).join('-'))
    .join(' ');
}

/** The name as author lists show it: initials, then the family name ('M. C. Figueiredo'); one cited by a single name is that name ('Nery'). */
export function shortName(person: PublicationPerson): string {
  return person.given ? `${initialsOf(person.given)} ${person.family}` : person.family;
}

/** The name written out: 'Mariana C. Figueiredo', or 'Nery'. */
export function fullName(person: PublicationPerson): string {
  return person.given ? `${person.given} ${person.family}` : person.family;
}

/**
 * Whether an author is the site's professor: the family name is the last word of identity.name and
 * the first initial matches, so 'Tavares, R. M.' and 'Tavares, Ricardo M.' both count.
 */
export function isOwner(person: PublicationPerson, ownerName: string): boolean {
  const words = ownerName.trim().split(/\s+/);
  const family = words.at(-1) ?? '';
  const initial = words[0]?.[0] ?? '';
  return person.family.localeCompare(family, 'pt', { sensitivity: 'base' }) === 0 && (person.given ?? '').startsWith(initial);
}

/** An edition as its words say it: English counts it ('2' → '2nd'); a word (not a number) stands as it is. */
function editionText(edition: string, t: (key: string) => string, language: string): string {
  if (!/^\d+$/.test(edition)) return edition;
  const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
  const counted = language === 'en' ? `${edition}${suffixes[new Intl.PluralRules('en', { type: 'ordinal' }).select(Number(edition))]}` : edition;
  return t('publication.edition').replace('{edition}', counted);
}

/**
 * Where a work appeared, after its journal or book: volume, pages and year for an article; editors,
 * publisher, volume, pages and year for a chapter; publisher, city, edition and pages for a book; office,
 * number, kind, holders, filing and grant for a patent; each with its word in the page's language.
 */
export function sourceDetails(publication: Publication, t: (key: string) => string, language = 'pt'): string[] {
  if (publication.kind === 'book') {
    const { location, edition, pageCount } = publication;
    return [location, edition && editionText(edition, t, language), pageCount && t('publication.pageCount').replace('{count}', String(pageCount)), String(publication.year)].filter((part): part is string => !!part);
  }
  if (publication.kind === 'patent') {
    const { number, protection, holders, granted } = publication;
    return [number, protection, holders && t('publication.holders').replace('{holders}', holders), t('publication.filed').replace('{year}', String(publication.year)), granted ? t('publication.granted') : ''].filter((part): part is string => !!part);
  }
  const volume = publication.kind !== 'conference' && publication.volume && `${t('publication.volume')} ${publication.volume}`;
  const pages = publication.pages && `${t('publication.pages')} ${publication.pages}`;
  const editors = publication.kind === 'chapter' && publication.editors?.length ? `${t('publication.editors')}: ${publication.editors.map(fullName).join(', ')}` : '';
  const parts = publication.kind === 'article' ? [volume, pages] : publication.kind === 'chapter' ? [editors, publication.publisher, volume, pages] : [publication.location, publication.publisher, pages];
  return [...parts, String(publication.year)].filter((part): part is string => !!part);
}

/** 'Tavares, Ricardo M.'; one cited by a single name, in braces so BibTeX keeps it whole: '{Nery}'. */
const bibName = (person: PublicationPerson) => (person.given ? `${person.family}, ${person.given}` : `{${person.family}}`);
const bibNames = (people: PublicationPerson[] | undefined) => people?.map(bibName).join(' and ');
const bibPages = (pages: string | undefined) => pages?.replace(/\s*[–—-]+\s*/g, '--');

/** A BibTeX entry for the record, ready to paste into a reference manager. */
export function toBibtex(publication: Publication): string {
  const [type, fields] = bibtexFields(publication);
  const body = fields.filter(([, value]) => value).map(([name, value]) => `  ${name} = {${value}}`);
  return `@${type}{${publication.id},\n${body.join(',\n')}\n}`;
}

type Fields = [string, string | undefined][];

function bibtexFields(work: Publication): [string, Fields] {
  const tail: Fields = [['doi', doiOf(work)], ['url', work.url]];
  switch (work.kind) {
    case 'article':
      return ['article', [['author', bibNames(work.authors)], ['title', work.title], ['journal', work.journal], ['year', String(work.year)], ['volume', work.volume], ['pages', bibPages(work.pages)], ...tail]];
    case 'chapter':
      return ['incollection', [['author', bibNames(work.authors)], ['title', work.title], ['booktitle', work.book], ['editor', bibNames(work.editors)], ['publisher', work.publisher], ['year', String(work.year)], ['volume', work.volume], ['pages', bibPages(work.pages)], ...tail]];
    case 'conference':
      return ['inproceedings', [['author', bibNames(work.authors)], ['title', work.title], ['booktitle', work.conference], ['address', work.location], ['publisher', work.publisher], ['year', String(work.year)], ['pages', bibPages(work.pages)], ...tail]];
    case 'book':
      // An edited book names its people as editors, as BibTeX's @book allows instead of authors.
      return ['book', [[work.edited ? 'editor' : 'author', bibNames(work.authors)], ['title', work.title], ['publisher', work.publisher], ['address', work.location], ['year', String(work.year)], ['edition', work.edition], ['pagetotal', work.pageCount === undefined ? undefined : String(work.pageCount)], ['isbn', work.isbn], ...tail]];
    case 'patent': {
      // BibTeX has no patent type: @misc, with the number and office as how it was published (biblatex's
      // @patent fields are not read by BibTeX styles).
      const published = [work.number && `Patent ${work.number}`, work.office].filter(Boolean).join(', ');
      const note = [work.protection, work.holders && `holder: ${work.holders}`, work.granted && 'granted'].filter(Boolean).join('; ');
      return ['misc', [['author', bibNames(work.authors)], ['title', work.title], ['howpublished', published], ['year', String(work.year)], ['note', note], ...tail]];
    }
  }
}

/** A work's DOI (a patent has none). */
export const doiOf = (publication: Publication): string | undefined => (publication.kind === 'patent' ? undefined : publication.doi);

/** Where the entry can be read: its DOI through the resolver, else its own address. */
export function readingLink(publication: Publication, doiResolver: string): string | undefined {
  const doi = doiOf(publication);
  return doi ? doiResolver + doi : publication.url;
}
