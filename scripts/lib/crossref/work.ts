// A Crossref work → a record of the publications collection (schemas/collections/publications.schema.json),
// the way the BibTeX and Lattes imports write theirs: a journal article, a conference paper, a book
// chapter or a book, by Crossref's type; authors as family and given names; "123-130" as "123–130";
// volume and issue as "39(2)"; titles without the JATS markup publishers deposit (<jats:i>, <sub>).
import { publicationId } from '../lattes/publications.ts';
import type { CrossrefContributor, CrossrefWork, PartialDate } from './client.ts';

type Person = { family: string; given?: string };
type Kind = 'article' | 'conference' | 'chapter' | 'book' | 'edited-book';

/** Crossref's type ids (https://api.crossref.org/types) that the site has a list for. */
const KINDS: Record<string, Kind> = {
  'journal-article': 'article',
  'proceedings-article': 'conference',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  'reference-entry': 'chapter',
  book: 'book',
  monograph: 'book',
  'reference-book': 'book',
  'edited-book': 'edited-book',
};
const LISTS: Record<Kind, string> = { article: '/articles', conference: '/conferencePapers', chapter: '/chapters', book: '/books', 'edited-book': '/books' };
const CONTAINER: Partial<Record<Kind, string>> = { article: 'journal', conference: 'proceedings', chapter: 'book' };

const SUBSCRIPTS: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '+': '₊', '-': '₋', '(': '₍', ')': '₎' };
const SUPERSCRIPTS: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '+': '⁺', '-': '⁻', '(': '⁽', ')': '⁾' };
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Indices as Unicode, the way the BibTeX import writes CO$_2$ (CO₂), when every character has one. */
function indices(text: string, tag: 'sub' | 'sup', map: Record<string, string>): string {
  return text.replace(new RegExp(`<(?:jats:)?${tag}>([^<]*)</(?:jats:)?${tag}>`, 'g'), (_whole, inner: string) =>
    [...inner].every((c) => map[c]) ? [...inner].map((c) => map[c]).join('') : inner,
  );
}

/** Text as a reader sees it: no markup, entities decoded, one space between words, composed accents. */
export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  return indices(indices(text, 'sub', SUBSCRIPTS), 'sup', SUPERSCRIPTS)
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&amp;/g, '&')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "123-130", "123--130" or "123–130" → "123–130" (en dash, as the other imports write it); one page or an article number alone. */
export function pagesOf(page: string | null | undefined): string | undefined {
  const text = plainText(page);
  if (!text) return undefined;
  const [first = '', last = ''] = text.split(/\s*(?:--|-|–|—)\s*/);
  if (!first) return undefined;
  return last && last !== first ? `${first}–${last}` : first;
}

/** A family name and given names; a consortium (`name` only) or an author cited by one name keeps it as the family name. */
function personOf(contributor: CrossrefContributor): Person | undefined {
  const family = plainText(contributor.family);
  const given = plainText(contributor.given);
  if (family) return given ? { family, given } : { family };
  const name = plainText(contributor.name) || given;
  return name ? { family: name } : undefined;
}

const peopleOf = (contributors: CrossrefContributor[] | undefined): Person[] => (contributors ?? []).map(personOf).filter((p): p is Person => !!p);

function yearOfDate(date: PartialDate | undefined): number | undefined {
  const year = date?.['date-parts']?.[0]?.[0];
  return typeof year === 'number' && Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined;
}

/** The year it appeared in print (the volume's year, as it is cited), else online, else Crossref's earliest. */
export function yearOfWork(work: CrossrefWork): number | undefined {
  return yearOfDate(work['published-print']) ?? yearOfDate(work['published-online']) ?? yearOfDate(work.issued) ?? yearOfDate(work.published);
}

/** Crossref's language tag, when it is one the site marks (English is the default and is left out). */
function languageOf(work: CrossrefWork): 'pt' | 'es' | undefined {
  const code = work.language?.toLowerCase().split('-')[0];
  return code === 'pt' || code === 'es' ? code : undefined;
}

/** Only the keys that have a value, so a field Crossref lacks is left out. */
const defined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));

export interface OrcidSide { title: string; year: number; journal?: string; doi: string }
export type MappedWork = { list: string; record: Record<string, unknown> } | { problem: string };

/** The site's record for a Crossref work; what ORCID said fills what Crossref lacks (a title, a year, a journal). */
export function publicationFromCrossref(work: CrossrefWork, orcid: OrcidSide): MappedWork {
  const kind = KINDS[work.type ?? ''];
  if (!kind) return { problem: `Crossref lists it as "${work.type ?? 'no type'}", which has no list on the site (journal articles, conference papers, book chapters and books)` };
  const mainTitle = plainText(work.title?.[0]);
  const subtitle = plainText(work.subtitle?.[0]);
  const title = mainTitle ? (subtitle && !mainTitle.toLowerCase().includes(subtitle.toLowerCase()) ? `${mainTitle}: ${subtitle}` : mainTitle) : orcid.title;
  const year = yearOfWork(work) ?? orcid.year;
  const editors = peopleOf(work.editor);
  // An edited book is listed under its editors (the schema's rule for books); so is a book Crossref gives only editors for.
  const authorsOnly = peopleOf(work.author);
  const edited = kind === 'edited-book' || (kind === 'book' && !authorsOnly.length && editors.length > 0);
  const authors = edited && editors.length ? editors : authorsOnly;
  if (!authors.length) return { problem: 'Crossref gives no authors for it either' };
  const container = plainText(work['container-title']?.[0]) || (kind === 'article' ? orcid.journal : undefined) || (kind === 'conference' ? plainText(work.event?.name) : undefined);
  const needed = CONTAINER[kind];
  if (needed && !container) return { problem: `Crossref gives no ${needed} for it` };
  const doi = work.DOI && /^10\.[0-9]{4,9}\/\S+$/.test(work.DOI) ? work.DOI : orcid.doi;
  const volume = plainText(work.volume);
  const issue = plainText(work.issue);
  const pages = pagesOf(work.page) ?? pagesOf(work['article-number']);
  const publisher = plainText(work.publisher) || undefined;
  const common = { id: publicationId(authors, String(year), title), title, language: languageOf(work), authors, year };
  const records: Record<Kind, () => Record<string, unknown>> = {
    article: () => ({ ...common, type: 'research', journal: container, volume: volume && issue ? `${volume}(${issue})` : volume, pages, doi }),
    conference: () => ({ ...common, conference: container, location: plainText(work.event?.location) || undefined, publisher, pages, doi }),
    chapter: () => ({ ...common, book: container, editors: editors.length ? editors : undefined, publisher, volume, pages, doi }),
    book: () => ({ ...common, kind: edited ? 'edited' : 'authored', publisher, location: plainText(work['publisher-location']) || undefined, isbn: work.ISBN?.[0], doi }),
    'edited-book': () => records.book(),
  };
  return { list: LISTS[kind], record: defined(records[kind]()) };
}
