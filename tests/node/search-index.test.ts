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

const root = join(import.meta.dirname, '../..');
const load = (language: (typeof LANGUAGES)[number]) => MiniSearch.loadJSON<SearchEntry>(searchIndex(root, site as unknown as SiteDocument, language).json, SEARCH_OPTIONS);
const urls = (index: MiniSearch<SearchEntry>, query: string) => index.search(query).map((result) => result.url as string);

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
    expect(urls(pt, 'otimizacao')).toContain('/research');
    expect(urls(pt, 'funcao de transferencia')).toContain('/syllabus/cpq2');
    expect(urls(pt, 'interesses de pesquisa')).toContain('/about#interesses-de-pesquisa');
    const es = load('es');
    expect(urls(es, 'destilacion').every((url) => url.startsWith('/es/'))).toBe(true);
  });

  it('leads items in a tab to that tab, and posts to their place on the blog', () => {
    const en = load('en');
    expect(urls(en, 'advanced process control')).toContain('/en/speaking#minicourses');
    expect(urls(en, 'choosing a PhD advisor')[0]).toMatch(/^\/en\/blog#/);
  });
});
