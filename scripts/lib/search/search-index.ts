// The site search's index, one per language, written at build time from the same documents and
// collections the pages show: every page, every section heading, and the items pages list (courses,
// syllabus units, publications, lectures, mini-courses, workshops, conferences, news, posts, episodes,
// projects). MiniSearch serializes it; the dialog loads it only when the visitor opens the search.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import type { LocalizedText, MetricsDocument, PageDocument, PublicationCollection, RecordView, SiteDocument, StatsBandBlock } from '../../../src/generated/schemas.ts';
import { collectionsOf, figureOf } from '../../../src/blocks/StatsBand/computed-figure.ts';
import { readMetrics } from '../metrics/metrics-file.ts';
import { localizePath } from '../../../src/i18n/language-paths.ts';
import { isLocalizedText, langAttribute, localText } from '../../../src/i18n/localized-text.ts';
import type { Language } from '../../../src/i18n/languages.ts';
import { headingAnchor } from '../../../src/renderer/heading-anchor.ts';
import { fieldText } from '../../../src/records/record-view.ts';
import { episodesShown, type PodcastPart } from '../../../src/records/podcast-episodes.ts';
import { shownPublications, venueOf } from '../../../src/records/publication-format.ts';
import { oldestYearOnPage } from '../../../src/blocks/PublicationList/publication-parts.ts';
import { shownRecords, type RecordData, type Selection } from '../../../src/records/select-records.ts';
import { SEARCH_OPTIONS, type SearchEntry } from '../../../src/search/search-options.ts';
import { readPageDocument } from '../seo/structured-data.ts';

type Node = Record<string, unknown>;
type Local = (text: LocalizedText) => string;
type Dated = Node & { id: string; date: string };

const SNIPPET = 160;
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1).replace(/\s+\S*$/, '')}…` : text);
const isText = isLocalizedText;

/** The items a block lists, as title and words, read from the block or the collection it names. */
function itemsOf(block: Node, local: Local, collection: (name: string) => Node): { title: string; text: string; anchor?: string; query?: string }[] {
  const texts = (values: unknown) => (Array.isArray(values) ? values.filter(isText).map(local).join(' · ') : '');
  switch (block.type) {
    case 'recordList': {
      // Through the collection's view and the page's own selection, so search lists what the page shows.
      const data = collection(String(block.collection));
      const view = data.view as RecordView;
      const words = view.search ?? [view.text, view.tags].filter((field) => field !== undefined);
      const wordsOf = (value: unknown) => (Array.isArray(value) ? texts(value) : fieldText(value, local));
      return shownRecords(data.items as RecordData[], block as Selection, view).map((record) => ({
        title: fieldText(record[view.title], local),
        text: words.map((field) => wordsOf(record[field])).filter(Boolean).join(' '),
      }));
    }
    case 'syllabus': {
      // The course's code, from its record (courses.json), with each unit's topics.
      const course = (collection('courses').items as Node[]).find((item) => item.id === block.record);
      return (block.units as Node[]).map((unit) => ({ title: local(unit.title as LocalizedText), text: `${String(course?.code)} ${texts(unit.topics)}` }));
    }
    case 'publicationList': {
      // A selection (the CV's) lists only its ids, in its order, as the page does. A work of an older year
      // than the page carries leads to the list filtered by its year, which loads it (publication-parts.ts).
      const works = shownPublications(collection('publications') as unknown as PublicationCollection, block.ids as string[] | undefined);
      const oldest = block.ids ? undefined : oldestYearOnPage(works);
      return works.map((work) => ({
        title: work.title,
        text: [work.authors.map((a) => a.family).join(', '), venueOf(work), work.year].filter(Boolean).join(' '),
        ...(oldest !== undefined && work.year < oldest ? { query: `?year=${work.year}` } : {}),
      }));
    }
    case 'blogList': {
      // A post's address opens it in place: /blog#<id>.
      const blog = collection('blog');
      return shownRecords(blog.items as RecordData[], {}, blog.view as RecordView).map((post) => ({ title: local(post.title as LocalizedText), text: local(post.excerpt as LocalizedText), anchor: String(post.id) }));
    }
    case 'podcast':
      return episodesShown(collection('podcast') as unknown as { items: Dated[]; view: RecordView }, block.parts as PodcastPart[] | undefined).map((episode) => ({ title: local(episode.title as LocalizedText), text: `${local(episode.description as LocalizedText)} ${texts(episode.topics)}` }));
    default:
      return [];
  }
}

/** A band's figures as words, "Citações 612 · Índice h 12", computed as the page computes them (citation counts included). */
function bandWords(block: StatsBandBlock, local: Local, collection: (name: string) => Node, metrics: MetricsDocument | undefined): string {
  return block.items
    .map((item) => [local(item.label), figureOf(item.value, collectionsOf(item.value).map(collection), metrics)] as const)
    .filter(([, figure]) => figure !== '')
    .map(([label, figure]) => `${label} ${figure}`)
    .join(' · ');
}

/** Every entry of one page: itself, its headings and its items; inside a tab, entries lead to that tab. */
function pageEntries(path: string, page: PageDocument, language: Language, collection: (name: string) => Node, metrics?: MetricsDocument): SearchEntry[] {
  // Every text shown in Portuguese while it waits for this language is remembered, so its result can say so.
  const portuguese = new Set<string>();
  const local: Local = (text) => {
    const shown = localText(text, language);
    if (langAttribute(text, language)) portuguese.add(shown);
    return shown;
  };
  const pageTitle = local(page.meta.title);
  const base = localizePath(path, language);
  const entries: SearchEntry[] = [];
  const add = (title: string, text: string, anchor?: string, query = '') => {
    const url = `${base}${query}${anchor ? `#${anchor}` : ''}`;
    const marks = [portuguese.has(title) && 't', portuguese.has(pageTitle) && 'p', portuguese.has(text || title) && 's'].filter(Boolean).join('');
    entries.push({ id: `${url}|${entries.length}`, title, text, page: pageTitle, url, snippet: snippet(text || title), ...(marks ? { pt: marks } : {}) });
  };
  add(pageTitle, local(page.meta.description));
  const visit = (blocks: unknown, tab?: string) => {
    for (const block of (Array.isArray(blocks) ? blocks : []) as Node[]) {
      if (block.type === 'tabs') {
        (block.tabs as Node[]).forEach((panel, index) => visit(panel.blocks, index === 0 ? undefined : String(panel.id)));
        continue;
      }
      // A band's heading leads to its figures, so "índice h" finds the h-index where the site shows it.
      const words = block.type === 'statsBand' ? bandWords(block as unknown as StatsBandBlock, local, collection, metrics) : isText(block.intro) ? local(block.intro) : '';
      if (isText(block.heading)) add(local(block.heading), words, tab ?? headingAnchor(local(block.heading)));
      for (const item of itemsOf(block, local, collection)) add(item.title, item.text, item.anchor ?? tab, item.query);
      if (Array.isArray(block.blocks)) visit(block.blocks, tab);
    }
  };
  visit(page.blocks);
  return entries;
}

/** The serialized index of one language, ready for MiniSearch.loadJSON. */
export function searchIndex(root: string, site: SiteDocument, language: Language): { json: string; entries: number } {
  const cache = new Map<string, Node>();
  const collection = (name: string) => {
    if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(join(root, `pages-data/collections/${name}.json`), 'utf8')) as Node);
    return cache.get(name)!;
  };
  // Numbered in one sequence: the index keeps every id, and a number is the shortest unique one (a page's
  // "<url>|<n>" cost a long record's index 9 KB gzip of its 130).
  const metrics = readMetrics(root);
  const entries = site.routes.flatMap((route) => pageEntries(route.path, readPageDocument(root, route.document), language, collection, metrics)).map((entry, index) => ({ ...entry, id: String(index) }));
  const index = new MiniSearch<SearchEntry>(SEARCH_OPTIONS);
  index.addAll(entries);
  return { json: JSON.stringify(index), entries: entries.length };
}
