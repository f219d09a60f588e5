// The search index, as the dialog loads it: one per language, every page in it, accents ignored, and
// results that lead to the right page, section or tab.
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { searchIndex } from '../../scripts/lib/search/search-index.ts';
import type { SiteDocument } from '../../src/generated/schemas.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { normalizeTerm, SEARCH_OPTIONS, type SearchEntry } from '../../src/search/search-options.ts';
import type { ListBlock, SyllabusBlock, TabsBlock } from '../../src/generated/schemas.ts';
import { headingAnchor } from '../../src/renderer/heading-anchor.ts';
import { blockOf, collection, pageDoc, recordListsOf, wordsIn, type Language } from '../support/sample-data.ts';

const root = join(import.meta.dirname, '../..');
const load = (language: (typeof LANGUAGES)[number]) => MiniSearch.loadJSON<SearchEntry>(searchIndex(root, site as unknown as SiteDocument, language).json, SEARCH_OPTIONS);
const urls = (index: MiniSearch<SearchEntry>, query: string) => index.search(query).map((result) => result.url as string);
const accented = /[\u00C0-\u017F]/;
/** Text as typed without accents. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
/** The first word of six letters or more with an accent in a document's text, in one language. */
function accentedWord(document: unknown, language: Language): string {
  const word = wordsIn((document as { blocks: unknown }).blocks, language).find((candidate) => candidate.length >= 6 && accented.test(candidate));
  if (!word) throw new Error(`no accented word in the ${language} text`);
  return word;
}

describe('search index', () => {
  it('ignores accents and case', () => {
    expect(normalizeTerm('Otimização')).toBe('otimizacao');
    expect(normalizeTerm('DESTILACIÓN')).toBe('destilacion');
  });

  it.each(LANGUAGES)('%s: every page can be found by its title', (language) => {
    const index = load(language);
    for (const route of site.routes) {
      const url = localizePath(route.path, language);
      const title = index.search(MiniSearch.wildcard).find((result) => result.url === url)?.title as string;
      expect(urls(index, title), route.path).toContain(url);
    }
  });

  it('finds words without their accents, in the page language, with the page and section to open', () => {
    const pt = load('pt');
    // Words and headings of the pages themselves, typed without accents as a visitor may type them.
    expect(urls(pt, plain(accentedWord(pageDoc('research'), 'pt')))).toContain('/research');
    const topic = blockOf<SyllabusBlock>(pageDoc('syllabus-cpq2'), 'syllabus').units.flatMap((unit) => unit.topics).find((text) => accented.test(text.pt))!;
    expect(urls(pt, plain(topic.pt))).toContain('/syllabus/cpq2');
    const interests = blockOf<ListBlock>(pageDoc('about'), 'list', (list) => list.style === 'checklist').heading!.pt;
    expect(urls(pt, plain(interests).toLowerCase())).toContain(`/about#${headingAnchor(interests)}`);
    const es = load('es');
    const word = plain(accentedWord(pageDoc('research'), 'es'));
    expect(urls(es, word).length).toBeGreaterThan(0);
    expect(urls(es, word).every((url) => url.startsWith('/es/'))).toBe(true);
  });

  it('leads items in a tab to that tab, and posts to their place on the blog', () => {
    const en = load('en');
    const tabs = blockOf<TabsBlock>(pageDoc('speaking'), 'tabs').tabs;
    const courseTab = tabs.find((tab) => recordListsOf(tab, 'minicourses').length > 0)!;
    expect(urls(en, collection('minicourses').items[0]!.title.en!)).toContain(`/en/speaking#${courseTab.id}`);
    const post = collection('blog').items.at(-1)!;
    expect(urls(en, post.title.en!)[0]).toBe(`/en/blog#${post.id}`);
  });
});
