// The site's content as the tests read it: page documents, collections and interface strings, straight
// from pages-data/ and locales/. Tests compute what a page must show from here, so a maintainer who edits
// the JSON (one more news item, a new graduate) keeps a passing suite; only tests/node/spec-sample.test.ts
// states the sample's own figures. Helpers here re-derive what a visitor sees (a count in a heading, a date,
// a computed figure) without importing the code that renders it, so a test still compares two sources.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Course, LocalizedText, PageDocument, RecordListBlock, RecordView, SiteDocument, SyllabusBlock } from '../../src/generated/schemas.ts';
import type { CollectionName, Collections } from '../../src/renderer/collections.ts';
import { shownRecords } from '../../src/records/select-records.ts';

export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

export const root = join(import.meta.dirname, '../..');
const cache = new Map<string, unknown>();

/** A JSON file of the project, parsed once (callers that change it must copy it first: structuredClone). */
export function readJson<T = unknown>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(join(root, file), 'utf8')));
  return cache.get(file) as T;
}

export const site = readJson<SiteDocument>('pages-data/site.json');

/** pages-data/collections/<name>.json, typed by its schema when the app knows it by name. */
export function collection<N extends CollectionName>(name: N): Collections[N];
export function collection(name: string): { items: Record<string, unknown>[] } & Record<string, unknown>;
export function collection(name: string): unknown {
  return readJson(`pages-data/collections/${name}.json`);
}

/** pages-data/<name>.json, by file name ('news', 'syllabus-ppiq'). */
export function pageDoc(name: string): PageDocument {
  return readJson<PageDocument>(`pages-data/${name}.json`);
}

/** The document a route shows ('/news', '/syllabus/ppiq'). */
export function pageAt(path: string): PageDocument {
  const route = site.routes.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path} in pages-data/site.json`);
  return pageDoc(route.document);
}

type Node = { type?: unknown; [key: string]: unknown };

/** The course a syllabus block is of: its record in courses.json, whose name and code head the page. */
export const courseOf = (syllabus: SyllabusBlock): Course => collection('courses').items.find((course) => course.id === syllabus.record)!;

/** A route's h1, as its document writes it: the page header's title or a syllabus's course name, or the professor's name on a profile hero or CV header. */
export function h1Of(path: string, language: Language): string {
  const document = pageAt(path);
  const [syllabus] = blocksOf<SyllabusBlock>(document, 'syllabus');
  if (syllabus) return courseOf(syllabus).name[language]!;
  const header = blocksOf<{ type: string; title?: LocalizedText }>(document, 'pageHeader')[0];
  if (header?.title) return header.title[language]!;
  if (blocksOf(document, 'profileHero').length || blocksOf(document, 'cvHeader').length) return site.identity.name;
  throw new Error(`no h1 block in the document of ${path}`);
}

/** The <title> of a route: the document's title, the professor's name and the interface's suffix. */
export const pageTitleOf = (path: string, language: Language) => `${pageAt(path).meta.title[language]} · ${site.identity.name} · ${t(language, 'page.titleSuffix')}`;

/** Every block of `type` at any depth (inside sections, tabs, …), in document order. */
export function blocksOf<T = Node>(document: unknown, type: string): T[] {
  const found: T[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    if ((value as Node).type === type) found.push(value as T);
    Object.values(value).forEach(walk);
  };
  walk(document);
  return found;
}

/** The one block of `type` in a document (optionally the one `which` picks); throws when there is not exactly one. */
export function blockOf<T = Node>(document: unknown, type: string, which: (block: T) => boolean = () => true): T {
  const found = blocksOf<T>(document, type).filter(which);
  if (found.length !== 1) throw new Error(`expected one "${type}" block, found ${found.length}`);
  return found[0]!;
}

/** The recordList blocks of a document that show one collection, at any depth, in document order. */
export function recordListsOf(document: unknown, collectionName: string): RecordListBlock[] {
  return blocksOf<RecordListBlock>(document, 'recordList').filter((block) => block.collection === collectionName);
}

/** The one recordList of a document that shows a collection; throws when there is not exactly one. */
export const recordListOf = (document: unknown, collectionName: string): RecordListBlock =>
  blockOf<RecordListBlock>(document, 'recordList', (block) => block.collection === collectionName);

/** A { pt, en, es } text in one language. */
export function localized(text: LocalizedText | string, language: Language): string {
  return typeof text === 'string' ? text : text[language]!;
}

/** An interface string of locales/<language>.json with its {placeholders} filled, as the blocks fill them. */
export function t(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const strings = readJson<Record<string, string>>(`locales/${language}.json`);
  const text = strings[key];
  if (text === undefined) throw new Error(`no key "${key}" in locales/${language}.json`);
  return Object.entries(params).reduce((result, [name, value]) => result.replaceAll(`{${name}}`, String(value)), text);
}

/** A list's heading with the count the lists state after it: "Notícias recentes (6)". */
export const withCount = (heading: string, count: number) => `${heading} (${count})`;

/** The address prefix of a language: '' for Portuguese, '/en' and '/es' otherwise. */
export const prefixOf = (language: Language) => (language === 'pt' ? '' : `/${language}`);

/** A route in each language, as browser test cases name it: { language, prefix, path }. */
export function inLanguages(route: string, languages: readonly Language[] = ['pt', 'en']) {
  return languages.map((language) => {
    const prefix = prefixOf(language);
    return { language, prefix, path: route === '/' && prefix ? `${prefix}/` : `${prefix}${route}` };
  });
}

const LOCALE_OF: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es' };

/** An ISO date as the pages write it: the language's long date ("14 de julho de 2025", "July 14, 2025"). */
export function longDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** Newest first; equal dates keep their order (the lists' rule). */
export function newestFirst<T extends { date: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.date.localeCompare(a.date));
}

/** The featured rule of news and blog (SPEC §4): the first flagged record of the list (newest first) apart, every other one recent, newest first. */
export function featuredSplit<T extends { date: string; featured?: boolean }>(records: readonly T[]): { featured?: T; recent: T[] } {
  const ordered = newestFirst(records);
  const featured = ordered.find((record) => record.featured);
  return { featured, recent: ordered.filter((record) => record !== featured) };
}

type Where = Record<string, string | string[] | undefined>;

/** Records whose fields have the given value, or one of the given values. */
export function where<T extends object>(records: readonly T[], filter: Where = {}): T[] {
  return records.filter((record) =>
    Object.entries(filter).every(([field, wanted]) => {
      const value = (record as Record<string, unknown>)[field];
      return wanted === undefined || (Array.isArray(wanted) ? wanted.includes(value as string) : value === wanted);
    }),
  );
}

type StatValue =
  | string
  | LocalizedText
  | { count: { collection: string; lists?: string[]; where?: Where }; shownUntilReached?: string }
  | { sum: { collection: string; field: string; where?: Where; roundDownTo?: number }; shownUntilReached?: string }
  | { span: { collections: string[] } }
  | { citations: { collection: string; figure: 'total' | 'hIndex' | 'i10Index' }; shownUntilCounted?: string };

/** The stored citation counts by lower-case DOI (pages-data/metrics.json), or none without the file. */
function storedCounts(): Map<string, number> {
  if (!existsSync(join(root, 'pages-data/metrics.json'))) return new Map();
  const works = readJson<{ citations: { works: Record<string, { citedBy: number }> } }>('pages-data/metrics.json').citations.works;
  return new Map(Object.entries(works).map(([doi, { citedBy }]) => [doi.toLowerCase(), citedBy]));
}

/** A citation figure counted here: the publications' stored counts, or the typed figure without any. */
function citationFigure(stat: Extract<StatValue, { citations: unknown }>): string {
  const stored = storedCounts();
  const dois = new Set(recordsIn(stat.citations.collection).flatMap((record) => (typeof record.doi === 'string' ? [record.doi.toLowerCase()] : [])));
  const counts = [...dois].flatMap((doi) => (stored.has(doi) ? [stored.get(doi)!] : [])).sort((a, b) => b - a);
  if (counts.length === 0) return stat.shownUntilCounted ?? '';
  if (stat.citations.figure === 'total') return String(counts.reduce((sum, count) => sum + count, 0));
  if (stat.citations.figure === 'i10Index') return String(counts.filter((count) => count >= 10).length);
  return String(counts.filter((count, index) => count >= index + 1).length);
}

/** The records of a collection's file: its items, or every list of publications (those it has, or those named). */
function recordsIn(name: string, lists = ['articles', 'chapters', 'conferencePapers', 'books', 'patents']): Record<string, unknown>[] {
  const file = collection(name);
  return Array.isArray(file.items) ? file.items : lists.flatMap((list) => (Array.isArray(file[list]) ? (file[list] as Record<string, unknown>[]) : []));
}

/**
 * The figures a statsBand shows, in order: written ones as written, computed ones counted here from the
 * collections; a computed one that keeps a typed figure ("180+") shows it while the count is below its number.
 */
export function figuresOf(band: { items: { value: unknown }[] }, language: Language): string[] {
  return band.items.map(({ value }) => {
    const stat = value as StatValue;
    if (typeof stat === 'string') return stat;
    const typedWhileBelow = (computed: number, shown: string) => {
      const typed = 'shownUntilReached' in stat ? stat.shownUntilReached : undefined;
      return typed !== undefined && computed < Number(typed.replace(/\+$/, '')) ? typed : shown;
    };
    if ('count' in stat) {
      const count = where(recordsIn(stat.count.collection, stat.count.lists), stat.count.where).length;
      return typedWhileBelow(count, String(count));
    }
    if ('sum' in stat) {
      const total = where(recordsIn(stat.sum.collection), stat.sum.where).reduce((sum, record) => sum + Number(record[stat.sum.field] ?? 0), 0);
      const rounded = stat.sum.roundDownTo ? Math.floor(total / stat.sum.roundDownTo) * stat.sum.roundDownTo : total;
      return typedWhileBelow(rounded, stat.sum.roundDownTo ? `${rounded}+` : String(total));
    }
    if ('citations' in stat) return citationFigure(stat);
    if ('span' in stat) {
      const years = stat.span.collections.flatMap((name) => recordsIn(name).map((record) => Number(record.year)));
      const [first, last] = [Math.min(...years), Math.max(...years)];
      return first === last ? String(first) : `${first}–${last}`;
    }
    return localized(stat as LocalizedText, language);
  });
}

/** Every block type the schemas define: the "const" of each schema that schemas/block.schema.json lists. */
export function blockTypes(): string[] {
  const union = readJson<{ oneOf: { $ref: string }[] }>('schemas/block.schema.json');
  return union.oneOf.map(({ $ref }) => readJson<{ properties: { type: { const: string } } }>(`schemas/${$ref}`).properties.type.const).sort();
}

/** The words of every text in one language inside a document's blocks (or any part of a document). */
export function wordsIn(value: unknown, language: Language): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const text = (node as Record<string, unknown>)[language];
    if (typeof text === 'string') texts.push(text);
    else Object.values(node).forEach(walk);
  };
  walk(value);
  return texts.flatMap((text) => text.split(/[^\p{L}]+/u));
}

/**
 * Each recordList of a document over a collection, with the records it shows, in the page's order, through
 * the one selection the page uses (src/records/select-records.ts).
 */
export function listedRecords<T extends { id?: string }>(document: unknown, collectionName: string): { block: RecordListBlock; heading?: LocalizedText; items: T[] }[] {
  const { items, view } = readJson<{ items: T[]; view: RecordView }>(`pages-data/collections/${collectionName}.json`);
  return recordListsOf(document, collectionName).map((block) => ({ block, heading: block.heading, items: shownRecords(items, block, view) }));
}
