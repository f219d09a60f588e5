// The build's other outputs read a Portuguese-first record as the page does: the Portuguese, with its
// language where the format has a place for it. A copy of the project's data with the fixture's news
// collection (tests/fixtures/translations/) laid over it stands in for a project with a draft.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NewsCollection, SiteDocument } from '../../src/generated/schemas.ts';
import { newsFeed } from '../../scripts/lib/feeds/feeds.ts';
import MiniSearch from 'minisearch';
import { searchIndex } from '../../scripts/lib/search/search-index.ts';
import { isPortuguese, SEARCH_OPTIONS, type SearchEntry } from '../../src/search/search-options.ts';
import { readPageDocument, structuredData } from '../../scripts/lib/seo/structured-data.ts';

const root = join(import.meta.dirname, '../..');
const NEWS = 'pages-data/collections/news.json';
const copy = mkdtempSync(join(tmpdir(), 'translations-'));
for (const folder of ['pages-data', 'locales', 'schemas']) cpSync(join(root, folder), join(copy, folder), { recursive: true });
cpSync(join(root, 'tests/fixtures/translations', NEWS), join(copy, NEWS));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const site = JSON.parse(readFileSync(join(copy, 'pages-data/site.json'), 'utf8')) as SiteDocument;
const news = JSON.parse(readFileSync(join(copy, NEWS), 'utf8')) as NewsCollection;
const draft = news.items.find((item) => item.title.en === undefined)!;
const siteUrl = 'https://prof.example';

describe('a news record written only in Portuguese, in the English outputs', () => {
  it('the English news feed carries its Portuguese title and excerpt', () => {
    const xml = newsFeed({ root: copy, siteUrl, site, language: 'en' });
    expect(xml).toContain(draft.title.pt);
    expect(xml).toContain(draft.excerpt.pt);
  });

  it('marks its title and description xml:lang="pt-BR" in the English feed, and no translated item', () => {
    const xml = newsFeed({ root: copy, siteUrl, site, language: 'en' });
    const items = xml.match(/<item>[\s\S]*?<\/item>/g)!;
    const marked = items.filter((item) => item.includes('xml:lang="pt-BR"'));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain(`<title xml:lang="pt-BR"><![CDATA[${draft.title.pt}]]></title>`);
    expect(marked[0]).toContain(`<description xml:lang="pt-BR"><![CDATA[${draft.excerpt.pt}]]></description>`);
    expect(newsFeed({ root: copy, siteUrl, site, language: 'pt' })).not.toContain('xml:lang');
  });

  it("the English search index finds it by its Portuguese words", () => {
    const { json } = searchIndex(copy, site, 'en');
    expect(json).toContain(draft.title.pt);
  });

  it('the English index says its result title and extract are Portuguese, and only its', () => {
    const index = MiniSearch.loadJSON<SearchEntry>(searchIndex(copy, site, 'en').json, SEARCH_OPTIONS);
    const [hit] = index.search(draft.title.pt, { combineWith: 'OR' }) as unknown as SearchEntry[];
    expect(hit!.title).toBe(draft.title.pt);
    expect([isPortuguese(hit!, 't'), isPortuguese(hit!, 's'), isPortuguese(hit!, 'p')]).toEqual([true, true, false]);
    const translated = index.search('optimization') as unknown as SearchEntry[];
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.every((entry) => entry.pt === undefined)).toBe(true);
    // On the Portuguese index nothing is marked: the field is absent, so the index grows by nothing.
    expect(searchIndex(copy, site, 'pt').json).not.toContain('"pt":');
  });

  it('JSON-LD on /en/news gives it inLanguage pt-BR, and the translated articles stay en', () => {
    const page = readPageDocument(copy, 'news');
    const things = structuredData({ root: copy, siteUrl, site, path: '/news', language: 'en', page }) as unknown as { '@type': string; headline?: string; inLanguage?: string }[];
    const articles = things.filter((thing) => thing['@type'] === 'NewsArticle');
    expect(articles.find((article) => article.headline === draft.title.pt)?.inLanguage).toBe('pt-BR');
    expect(articles.filter((article) => article.headline !== draft.title.pt).every((article) => article.inLanguage === 'en')).toBe(true);
  });
});
