// How publication records read on the page and in the BibTeX a visitor copies. Pure functions, kept with
// the records rather than in the block: the publication list, the CV and the JSON-LD read them alike.
import type { BookChapter, ConferencePaper, JournalArticle, PublicationCollection, PublicationPerson } from '../generated/schemas.ts';
import { selectRecords } from './select-records.ts';

export type Publication = ({ kind: 'article' } & JournalArticle) | ({ kind: 'chapter' } & BookChapter) | ({ kind: 'conference' } & ConferencePaper);
type Lists = Pick<PublicationCollection, 'articles' | 'chapters' | 'conferencePapers'>;

/** Every article, then every chapter, then every conference paper, as one list, each marked with its kind. */
export function publicationsOf(collection: Lists): Publication[] {
  return [
    ...collection.articles.map((article) => ({ kind: 'article' as const, ...article })),
    ...collection.chapters.map((chapter) => ({ kind: 'chapter' as const, ...chapter })),
    ...(collection.conferencePapers ?? []).map((paper) => ({ kind: 'conference' as const, ...paper })),
  ];
}

/** Where the work appeared: the journal, the book, or the proceedings. */
export function venueOf(publication: Publication): string {
  return publication.kind === 'article' ? publication.journal : publication.kind === 'chapter' ? publication.book : publication.conference;
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

/** The name as author lists show it: initials, then the family name ('M. C. Figueiredo'). */
export function shortName(person: PublicationPerson): string {
  return `${initialsOf(person.given)} ${person.family}`;
}

/**
 * Whether an author is the site's professor: the family name is the last word of identity.name and
 * the first initial matches, so 'Tavares, R. M.' and 'Tavares, Ricardo M.' both count.
 */
export function isOwner(person: PublicationPerson, ownerName: string): boolean {
  const words = ownerName.trim().split(/\s+/);
  const family = words.at(-1) ?? '';
  const initial = words[0]?.[0] ?? '';
  return person.family.localeCompare(family, 'pt', { sensitivity: 'base' }) === 0 && person.given.startsWith(initial);
}

/**
 * Where a work appeared, after its journal or book: volume, pages and year for an article; editors,
 * publisher, volume, pages and year for a chapter, each with its word in the page's language.
 */
export function sourceDetails(publication: Publication, t: (key: string) => string): string[] {
  const volume = publication.kind !== 'conference' && publication.volume && `${t('publication.volume')} ${publication.volume}`;
  const pages = publication.pages && `${t('publication.pages')} ${publication.pages}`;
  const editors = publication.kind === 'chapter' && publication.editors?.length ? `${t('publication.editors')}: ${publication.editors.map((e) => `${e.given} ${e.family}`).join(', ')}` : '';
  const parts = publication.kind === 'article' ? [volume, pages] : publication.kind === 'chapter' ? [editors, publication.publisher, volume, pages] : [publication.location, publication.publisher, pages];
  return [...parts, String(publication.year)].filter((part): part is string => !!part);
}

const bibName = (person: PublicationPerson) => `${person.family}, ${person.given}`;
const bibPages = (pages: string) => pages.replace(/\s*[–—-]+\s*/g, '--');

/** A BibTeX entry for the record, ready to paste into a reference manager. */
export function toBibtex(publication: Publication): string {
  if (publication.kind === 'conference') return conferenceBibtex(publication);
  const fields: [string, string | undefined][] =
    publication.kind === 'article'
      ? [
          ['author', publication.authors.map(bibName).join(' and ')],
          ['title', publication.title],
          ['journal', publication.journal],
          ['year', String(publication.year)],
          ['volume', publication.volume],
          ['pages', publication.pages && bibPages(publication.pages)],
          ['doi', publication.doi],
          ['url', publication.url],
        ]
      : [
          ['author', publication.authors.map(bibName).join(' and ')],
          ['title', publication.title],
          ['booktitle', publication.book],
          ['editor', publication.editors?.map(bibName).join(' and ')],
          ['publisher', publication.publisher],
          ['year', String(publication.year)],
          ['volume', publication.volume],
          ['pages', bibPages(publication.pages)],
          ['doi', publication.doi],
          ['url', publication.url],
        ];
  const body = fields.filter(([, value]) => value).map(([name, value]) => `  ${name} = {${value}}`);
  return `@${publication.kind === 'article' ? 'article' : 'incollection'}{${publication.id},\n${body.join(',\n')}\n}`;
}

function conferenceBibtex(paper: ConferencePaper): string {
  const fields: [string, string | undefined][] = [
    ['author', paper.authors.map(bibName).join(' and ')],
    ['title', paper.title],
    ['booktitle', paper.conference],
    ['address', paper.location],
    ['publisher', paper.publisher],
    ['year', String(paper.year)],
    ['pages', paper.pages && bibPages(paper.pages)],
    ['doi', paper.doi],
    ['url', paper.url],
  ];
  const body = fields.filter(([, value]) => value).map(([name, value]) => `  ${name} = {${value}}`);
  return `@inproceedings{${paper.id},\n${body.join(',\n')}\n}`;
}

/** Where the entry can be read: its DOI through the resolver, else its own address. */
export function readingLink(publication: Publication, doiResolver: string): string | undefined {
  if (publication.doi) return doiResolver + publication.doi;
  return publication.url;
}
