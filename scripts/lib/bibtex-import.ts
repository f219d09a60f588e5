// BibTeX → the publications collection. A maintainer keeps the list in a .bib file; this maps its
// entries to the collection's records (schemas/collections/publications.schema.json) and names every
// entry it cannot map, so a bad entry is reported, never silently dropped or half-written.
import { parse, type Creator, type Entry } from '@retorquere/bibtex-parser';
import type { Book, BookChapter, ConferencePaper, JournalArticle, PublicationPerson } from '../../src/generated/schemas.ts';
import type { IncomingRecord, ParsedSource } from './record-import/types.ts';

export interface BibtexImport {
  articles: JournalArticle[];
  books: Book[];
  chapters: BookChapter[];
  conferencePapers: ConferencePaper[];
  /** One plain sentence per entry that was skipped, naming the entry key; the others are imported. */
  problems: string[];
  /** Each imported record's BibTeX type, by id, for the report ('@article{key}'). */
  types: Map<string, string>;
}

const CHAPTER_TYPES = new Set(['incollection', 'inbook']);
const CONFERENCE_TYPES = new Set(['inproceedings', 'conference']);
const ARTICLE_TYPES = new Set(['research', 'review', 'short']);
const LANGUAGES: Record<string, 'pt' | 'en' | 'es'> = { portuguese: 'pt', brazilian: 'pt', brazil: 'pt', pt: 'pt', 'pt-br': 'pt', spanish: 'es', es: 'es', english: 'en', en: 'en', american: 'en', british: 'en' };

/**
 * Unicode as a reader expects it: the parser turns {\'\i} into a dotless ı plus a combining accent,
 * which no font draws as í, and leaves other accents decomposed; NFC composes them.
 */
export function cleanText(text: string): string {
  return text.replace(/ı(?=[\u0300-\u036f])/g, 'i').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * A literal name ({Some Consortium}) and an author cited by one name are real data: they keep a family
 * name alone, as the schema allows, and are cited as written.
 */
function person(creator: Creator): PublicationPerson | undefined {
  if (creator.name) return cleanText(creator.name) ? { family: cleanText(creator.name) } : undefined;
  const family = cleanText([creator.prefix, creator.lastName, creator.suffix].filter(Boolean).join(' '));
  const given = cleanText(creator.firstName ?? '');
  if (!family) return undefined;
  return given ? { family, given } : { family };
}

class EntryProblem extends Error {}

function mapEntry(entry: Entry) {
  const fields = entry.fields as Record<string, unknown>;
  const text = (name: string): string | undefined => {
    const value = fields[name];
    const joined = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
    return joined && cleanText(joined) ? cleanText(joined) : undefined;
  };
  const required = (name: string): string => {
    const value = text(name);
    if (!value) throw new EntryProblem(`has no ${name}`);
    return value;
  };
  const people = (name: 'author' | 'editor'): PublicationPerson[] => {
    const creators = entry.fields[name] ?? [];
    return creators.map((creator) => {
      const mapped = person(creator);
      if (!mapped) throw new EntryProblem(`has a ${name} without a family name ("${creator.firstName ?? ''}"); write it as "Family, Given"`);
      return mapped;
    });
  };
  const year = Number(required('year'));
  if (!Number.isInteger(year)) throw new EntryProblem(`has a year that is not a number ("${text('year')}")`);
  // A book organised by its editors has no author: its editors stand in their place, as in Lattes.
  const edited = entry.type === 'book' && !entry.fields.author?.length;
  const [firstAuthor, ...otherAuthors] = people(edited ? 'editor' : 'author');
  if (!firstAuthor) throw new EntryProblem(edited ? 'has neither author nor editor' : 'has no author');
  const authors: JournalArticle['authors'] = [firstAuthor, ...otherAuthors];
  const doi = text('doi')?.replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
  const url = text('url');
  const langid = (text('langid') ?? text('language'))?.toLowerCase();
  const language = langid ? LANGUAGES[langid] : undefined;
  if (langid && !language) throw new EntryProblem(`has a langid "${langid}" that is not Portuguese, English or Spanish`);
  const common = { id: entry.key, title: required('title'), ...(language && language !== 'en' ? { language } : {}), authors, year };
  if (entry.type === 'article') {
    const type = text('type')?.toLowerCase() ?? 'research';
    if (!ARTICLE_TYPES.has(type)) throw new EntryProblem(`has type "${type}"; use review, short, or leave it out for a research article`);
    const volume = text('volume');
    const number = text('number');
    const article: JournalArticle = {
      ...common,
      id: entry.key,
      type: type as JournalArticle['type'],
      journal: required('journal'),
      ...(volume ? { volume: number ? `${volume}(${number})` : volume } : {}),
      ...(text('pages') ? { pages: text('pages') } : {}),
      ...(doi ? { doi } : {}),
      ...(url && /\.pdf$/i.test(url) ? { pdfUrl: url } : {}),
      // Without a DOI, the entry's own address is its "View paper" link.
      ...(url && !doi && !/\.pdf$/i.test(url) ? { url } : {}),
    };
    return { kind: 'article' as const, record: article };
  }
  if (entry.type === 'book') {
    const pageCount = Number(text('pagetotal'));
    const book: Book = {
      ...common,
      kind: edited ? 'edited' : 'authored',
      ...(text('publisher') ? { publisher: text('publisher') } : {}),
      ...(text('address') ? { location: text('address') } : {}),
      ...(text('edition') ? { edition: text('edition') } : {}),
      ...(Number.isInteger(pageCount) && pageCount > 0 ? { pageCount } : {}),
      ...(text('isbn') ? { isbn: text('isbn') } : {}),
      ...(doi ? { doi } : {}),
      ...(url && !doi ? { url } : {}),
    };
    return { kind: 'book' as const, record: book };
  }
  if (CONFERENCE_TYPES.has(entry.type)) {
    const paper: ConferencePaper = {
      ...common,
      conference: required('booktitle'),
      ...(text('address') ? { location: text('address') } : {}),
      ...(text('publisher') ? { publisher: text('publisher') } : {}),
      ...(text('pages') ? { pages: text('pages') } : {}),
      ...(doi ? { doi } : {}),
      ...(url && !doi ? { url } : {}),
    };
    return { kind: 'conference' as const, record: paper };
  }
  const editors = people('editor');
  const chapter: BookChapter = {
    ...common,
    book: required('booktitle'),
    ...(editors.length ? { editors } : {}),
    // A chapter's publisher and pages are optional, as in Lattes: many real entries lack them.
    ...(text('publisher') ? { publisher: text('publisher') } : {}),
    ...(text('volume') ? { volume: text('volume') } : {}),
    ...(text('pages') ? { pages: text('pages') } : {}),
    ...(doi ? { doi } : {}),
    ...(url && !doi ? { url } : {}),
  };
  return { kind: 'chapter' as const, record: chapter };
}

export function importBibtex(source: string): BibtexImport {
  // Titles stay as written (no sentence-casing): the .bib is the professor's own, already in house style.
  const library = parse(source, { english: false, sentenceCase: false, unsupported: 'ignore' });
  const result: BibtexImport = { articles: [], books: [], chapters: [], conferencePapers: [], problems: [], types: new Map() };
  for (const error of library.errors) result.problems.push(`the file could not be read near "${(error.input ?? '').trim().slice(0, 60)}": ${error.error}`);
  for (const entry of library.entries) {
    if (entry.type !== 'article' && entry.type !== 'book' && !CHAPTER_TYPES.has(entry.type) && !CONFERENCE_TYPES.has(entry.type)) {
      result.problems.push(`entry "${entry.key}" is @${entry.type}, which has no place on the page: only @article (journal articles), @book (books, authored or edited), @incollection or @inbook (book chapters) and @inproceedings (conference papers) are imported`);
      continue;
    }
    try {
      const mapped = mapEntry(entry);
      result.types.set(entry.key, entry.type);
      if (mapped.kind === 'article') result.articles.push(mapped.record);
      else if (mapped.kind === 'conference') result.conferencePapers.push(mapped.record);
      else if (mapped.kind === 'book') result.books.push(mapped.record);
      else result.chapters.push(mapped.record);
    } catch (error) {
      if (!(error instanceof EntryProblem)) throw error;
      result.problems.push(`entry "${entry.key}" (@${entry.type}) ${error.message}`);
    }
  }
  const newestFirst = (a: { year: number }, b: { year: number }) => b.year - a.year;
  result.articles.sort(newestFirst);
  result.books.sort(newestFirst);
  result.chapters.sort(newestFirst);
  result.conferencePapers.sort(newestFirst);
  return result;
}

/**
 * The entries as the re-sync engine takes them: keyed by DOI when there is one (so Lattes and ORCID
 * recognise the same work), else by the BibTeX key; a skipped entry is reported, never the whole file.
 */
export function toParsedSource(imported: BibtexImport, file: string): ParsedSource {
  const lists = [['/articles', imported.articles], ['/books', imported.books], ['/chapters', imported.chapters], ['/conferencePapers', imported.conferencePapers]] as const;
  const records: IncomingRecord[] = lists.flatMap(([list, items]) =>
    items.map((record: JournalArticle | Book | BookChapter | ConferencePaper) => ({
      collection: 'publications',
      list,
      source: record.doi ? `doi:${record.doi}` : `bibtex:${record.id}`,
      origin: `@${imported.types.get(record.id) ?? 'entry'}{${record.id}}`,
      record: record as unknown as Record<string, unknown>,
    })),
  );
  return { kind: 'bibtex', file, records, skipped: imported.problems.map((message) => ({ origin: file, message })) };
}
