// Books and patents beyond the list (tests/unit/publication-kinds.test.tsx shows them): the schema takes
// what the importers bring (both lists optional, an author cited by one name, a year from 1900, a chapter
// without publisher or pages), and the search index and the JSON-LD carry them, read from a copy of
// the project whose publications are the fixture. And a long record: the search leads to an older work's
// year, and the JSON-LD describes the works the page carries.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, describe, expect, it } from 'vitest';
import { scaledPublications } from '../../bench/scale-case.ts';
import { jsonLdScript, readPageDocument, structuredData, type JsonLd } from '../../scripts/lib/seo/structured-data.ts';
import { searchIndex } from '../../scripts/lib/search/search-index.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { oldestYearOnPage, worksOnPage } from '../../src/blocks/PublicationList/publication-parts.ts';
import type { PublicationCollection, SiteDocument } from '../../src/generated/schemas.ts';
import { publicationsOf } from '../../src/records/publication-format.ts';
import { SEARCH_OPTIONS, type SearchEntry } from '../../src/search/search-options.ts';
import { BOOKS_AND_PATENTS } from '../support/books-patents.ts';
import { copyProjectData, projectRoot, readCollection } from '../support/project-copy.ts';

const copies: (() => void)[] = [];
afterAll(() => copies.forEach((remove) => remove()));

/** A copy of the project's data whose publications are `collection`. */
function projectWith(collection: PublicationCollection): string {
  const { root, remove } = copyProjectData('publication-kinds-');
  copies.push(remove);
  writeFileSync(join(root, 'pages-data/collections/publications.json'), `${JSON.stringify(collection, null, 2)}\n`);
  return root;
}

const siteOf = (root: string) => readCollection(root, '../site') as unknown as SiteDocument;
const graphOf = (root: string, path: string) => {
  const site = siteOf(root);
  const page = readPageDocument(root, site.routes.find((route) => route.path === path)!.document);
  const script = jsonLdScript(structuredData({ root, siteUrl: 'https://tavares.ufvc.example', site, path, language: 'en', page }));
  return (JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)![1]!) as { '@graph': JsonLd[] })['@graph'];
};

const sample = readCollection(projectRoot, 'publications') as unknown as PublicationCollection;

describe('books and patents', () => {
  // The fixture's works beside the sample's (the CV names some of those).
  const withSample = (collection: PublicationCollection): PublicationCollection => ({
    ...collection,
    articles: [...sample.articles, ...collection.articles] as PublicationCollection['articles'],
    chapters: [...sample.chapters, ...collection.chapters],
  });
  const root = projectWith(withSample(BOOKS_AND_PATENTS));

  it('validate, with a one-name author, a year before 1950 and a chapter without publisher or pages', () => {
    expect(validateProject({ root }).map(formatProblem)).toEqual([]);
  });

  it('validate when the lists are absent or empty, and with typeColors that know neither', () => {
    const { books: _, patents: __, ...without } = BOOKS_AND_PATENTS;
    const { book: ___, patent: ____, ...older } = BOOKS_AND_PATENTS.typeColors;
    expect(validateProject({ root: projectWith(withSample({ ...without, typeColors: older })) }).map(formatProblem)).toEqual([]);
    expect(validateProject({ root: projectWith(withSample({ ...BOOKS_AND_PATENTS, books: [], patents: [] })) }).map(formatProblem)).toEqual([]);
  });

  it('refuse a book without its kind and a patent without inventors', () => {
    const [book] = BOOKS_AND_PATENTS.books!;
    const [patent] = BOOKS_AND_PATENTS.patents!;
    const { kind: _, ...noKind } = book!;
    const problems = validateProject({ root: projectWith({ ...BOOKS_AND_PATENTS, books: [noKind as typeof book], patents: [{ ...patent!, inventors: [] as never }] }) }).map(formatProblem);
    expect(problems.join('\n')).toMatch(/books\/0/);
    expect(problems.join('\n')).toMatch(/patents\/0\/inventors/);
  });

  it('are in the search index, in every language, leading to the list', () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const index = MiniSearch.loadJSON<SearchEntry>(searchIndex(root, siteOf(root), language).json, SEARCH_OPTIONS);
      const prefix = language === 'pt' ? '' : `/${language}`;
      for (const title of ['Controle Preditivo de Processos Químicos', 'Sistema de controle preditivo para eletrolisadores alcalinos']) {
        expect(index.search(title).map((result) => `${result.url as string} ${result.title as string}`)).toContain(`${prefix}/publications ${title}`);
      }
    }
  });

  it('are in the JSON-LD: a Book (an edited one with editors) and a patent as a creative work', () => {
    const graph = graphOf(root, '/publications');
    const book = graph.find((node) => node.name === 'Controle Preditivo de Processos Químicos')!;
    expect(book).toMatchObject({ '@type': 'Book', isbn: '978-85-0000-000-1', bookEdition: '2', numberOfPages: 320, publisher: { '@type': 'Organization', name: 'Editora Universitária do Vale' } });
    expect((book.author as JsonLd[]).map((person) => person.name)).toEqual(['Ricardo M. Tavares', 'Mariana C. Figueiredo']);
    const edited = graph.find((node) => node.name === 'Process Safety in the Energy Transition')!;
    expect(edited).toMatchObject({ '@type': 'Book', editor: [expect.objectContaining({ name: 'Ricardo M. Tavares' })] });
    expect(edited.author).toBeUndefined();
    const patent = graph.find((node) => node.name === 'Sistema de controle preditivo para eletrolisadores alcalinos')!;
    expect(patent).toMatchObject({ '@type': 'CreativeWork', additionalType: 'Patent', identifier: { '@type': 'PropertyValue', propertyID: 'INPI', value: 'BR1020150000001' } });
    const article = graph.find((node) => node.name === 'Disturbance models learned from plant data')!;
    expect((article.author as JsonLd[]).map((person) => person.name)).toEqual(['Ricardo M. Tavares', 'Nery']);
  });
});

describe('a long record', () => {
  const scaled = scaledPublications(sample);
  const root = projectWith(scaled);
  const works = publicationsOf(scaled);
  const oldest = oldestYearOnPage(works)!;

  it('search leads to an older work on the list filtered by its year, and to a recent one on the list itself', () => {
    const index = MiniSearch.loadJSON<SearchEntry>(searchIndex(root, siteOf(root), 'en').json, SEARCH_OPTIONS);
    const old = works.find((work) => work.year < oldest)!;
    const recent = works.find((work) => work.year >= oldest)!;
    expect(index.search(old.title)[0]).toMatchObject({ title: old.title, url: `/en/publications?year=${old.year}` });
    expect(index.search(recent.title)[0]).toMatchObject({ title: recent.title, url: '/en/publications' });
  });

  it('the JSON-LD describes the works the page carries; the CV\'s selection whole', () => {
    const graph = graphOf(root, '/publications');
    const described = graph.filter((node) => node['@type'] === 'ScholarlyArticle' || node['@type'] === 'Chapter');
    expect(described).toHaveLength(worksOnPage(works, true).length);
    expect(graphOf(root, '/cv').filter((node) => node['@type'] === 'ScholarlyArticle' || node['@type'] === 'Chapter').length).toBeGreaterThan(0);
  });
});
