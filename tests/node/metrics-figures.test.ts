// The figures the site shows once a refresh has stored citation counts, in a copy of the project written by
// `refreshMetrics` from a local OpenAlex (tests/support/openalex-server.ts): /publications' counters and the
// home page's band show the counted total, h-index and i10-index with the day of the count in each
// language; "Cited by N" follows its setting; search, the CV and the JSON-LD carry the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readMetrics } from '../../scripts/lib/metrics/metrics-file.ts';
import { refreshMetrics } from '../../scripts/lib/metrics/refresh.ts';
import { searchIndex } from '../../scripts/lib/search/search-index.ts';
import { readPageDocument, structuredData, type JsonLd } from '../../scripts/lib/seo/structured-data.ts';
import { cvEntry, type CvSources } from '../../src/downloads/cv-document.ts';
import type { MetricsDocument, PageDocument, PublicationCollection, PublicationListBlock, SiteDocument } from '../../src/generated/schemas.ts';
import { HTML_LANG, LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { provideMetrics } from '../../src/renderer/metrics.ts';
import { SEARCH_OPTIONS, type SearchEntry } from '../../src/search/search-options.ts';
import { copyProjectData, projectRoot, readCollection } from '../support/project-copy.ts';
import { openAlexAnswer, startOpenAlex } from '../support/openalex-server.ts';
import { renderDocument } from '../support/render-document.tsx';

const COUNTED_ON = '2026-11-24';
const locale = (language: Language) => JSON.parse(readFileSync(join(projectRoot, `locales/${language}.json`), 'utf8')) as Record<string, string>;
/** The day as the site writes dates, in the language's long form (computed here with Intl, in UTC). */
const day = (language: Language) => new Intl.DateTimeFormat(HTML_LANG[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${COUNTED_ON}T00:00:00Z`));
/** The band's figures, in order, as the page's HTML shows them. */
const bandFigures = (html: string) => [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => match[1]);

/** The answer's counts for the collection's DOIs, and their total, h-index and i10-index, worked out here. */
function expectedFigures() {
  const counts = new Map<string, number>();
  for (const work of openAlexAnswer('week-1').results) {
    const doi = work.doi!.replace('https://doi.org/', '').toLowerCase();
    counts.set(doi, Math.max(counts.get(doi) ?? 0, work.cited_by_count));
  }
  const sorted = [...counts.values()].sort((a, b) => b - a);
  const h = sorted.filter((count, index) => count >= index + 1).length;
  return { counts, total: String(sorted.reduce((a, b) => a + b, 0)), h: String(h), i10: String(sorted.filter((count) => count >= 10).length) };
}

describe('figures computed from stored citation counts', () => {
  let project: { root: string; remove: () => void };
  let metrics: MetricsDocument;
  const expected = expectedFigures();
  const page = (name: string) => readPageDocument(project.root, name);

  beforeAll(async () => {
    project = copyProjectData('metrics-figures-');
    const server = await startOpenAlex(openAlexAnswer('week-1').results);
    const result = await refreshMetrics({ root: project.root, schemaRoot: projectRoot, write: true, force: false, today: COUNTED_ON, openAlex: { baseUrl: server.url } });
    await server.close();
    expect(result.written, result.report).toBe(true);
    metrics = readMetrics(project.root)!;
  });
  afterAll(() => project.remove());
  afterEach(() => provideMetrics(undefined));

  it.each(LANGUAGES)("/publications' counters and the home band show the counted figures and the day of the count (%s)", async (language) => {
    provideMetrics(metrics);
    const counted = locale(language)['stats.countedOn']!.replace('{source}', 'OpenAlex').replace('{date}', day(language));
    const publications = await renderDocument(page('publications'), { path: '/publications', language });
    const count = readCollection(project.root, 'publications') as unknown as PublicationCollection;
    const works = count.articles.length + count.chapters.length + (count.conferencePapers?.length ?? 0);
    expect(bandFigures(publications)).toEqual([works < 180 ? '180+' : String(works), expected.total, expected.h, expected.i10]);
    expect(publications).toContain(counted);
    const home = await renderDocument(page('home'), { path: '/', language });
    expect(bandFigures(home)).toContain(expected.total);
    expect(bandFigures(home)).not.toContain('600+');
    expect(home).toContain(counted);
  });

  it('without stored counts the typed figures stay, and no day is given', async () => {
    const html = await renderDocument(page('publications'), { path: '/publications', language: 'en' });
    expect(bandFigures(html).slice(1)).toEqual(['600+', '12', '13']);
    expect(html).not.toContain('OpenAlex');
  });

  it.each(LANGUAGES)('"Cited by N" shows on each counted work only when the list asks for it (%s)', async (language) => {
    provideMetrics(metrics);
    const document = structuredClone(page('publications')) as PageDocument;
    const words = (count: number) => locale(language)['publication.citedBy']!.replace('{count}', String(count));
    const [, count] = [...expected.counts].find(([, value]) => value > 1)!;
    const plain = await renderDocument(document, { path: '/publications', language });
    expect(plain).not.toContain(words(count));
    (document.blocks.find((block) => block.type === 'publicationList') as PublicationListBlock).citedBy = true;
    const shown = await renderDocument(document, { path: '/publications', language });
    expect(shown).toContain(words(count));
    // One line per counted work that the page lists (the sample's list holds every year).
    expect(shown.split(locale(language)['publication.citedBy']!.replace(' {count}', '')).length - 1).toBe(expected.counts.size);
  });

  it("search finds the figures under the band's heading, as the page computes them", () => {
    const site = JSON.parse(readFileSync(join(project.root, 'pages-data/site.json'), 'utf8')) as SiteDocument;
    const index = MiniSearch.loadJSON<SearchEntry>(searchIndex(project.root, site, 'pt').json, SEARCH_OPTIONS);
    const [hit] = index.search('indice h').filter((result) => String(result.url).startsWith('/publications'));
    expect(hit?.snippet).toContain(`Índice h ${expected.h}`);
    expect(hit?.snippet).toContain(`Citações ${expected.total}`);
  });

  it("the CV lists the same figures, with the day of the count, in the page's language", () => {
    const names = ['education', 'leadership-positions', 'other-positions', 'awards', 'publications', 'graduates', 'courses'] as const;
    const sources = { ...Object.fromEntries(names.map((name) => [name, readCollection(project.root, name)])), metrics } as unknown as CvSources;
    for (const language of LANGUAGES) {
      const words = locale(language);
      const entry = cvEntry(sources, [], language, (key) => words[key] ?? key);
      const section = entry.sections!.find((part) => part.heading?.[language] === words['cv.section.citations']);
      expect(section?.paragraphs.map((line) => line[language])).toEqual([
        `${words['citations.total']}: ${expected.total}`,
        `${words['citations.hIndex']}: ${expected.h}`,
        `${words['citations.i10Index']}: ${expected.i10}`,
        words['stats.countedOn']!.replace('{source}', 'OpenAlex').replace('{date}', day(language)),
      ]);
    }
    // Without counts the CV has no such section.
    const without = cvEntry({ ...sources, metrics: undefined }, [], 'en', (key) => locale('en')[key] ?? key);
    expect(without.sections!.some((part) => part.heading?.en === locale('en')['cv.section.citations'])).toBe(false);
  });

  it("the JSON-LD gives each counted work its count, as counted at OpenAlex up to the day of the count", () => {
    const site = JSON.parse(readFileSync(join(project.root, 'pages-data/site.json'), 'utf8')) as SiteDocument;
    const nodes = structuredData({ root: project.root, siteUrl: 'https://site.example', site, path: '/publications', language: 'en', page: page('publications') }) as unknown as JsonLd[];
    const counted = nodes.filter((node) => node.interactionStatistic);
    expect(counted.length).toBe(expected.counts.size);
    for (const node of counted) {
      const doi = String((node.identifier as { value: string }).value).toLowerCase();
      expect(node.interactionStatistic).toEqual({
        '@type': 'InteractionCounter',
        name: 'citations',
        userInteractionCount: expected.counts.get(doi),
        interactionService: { '@type': 'WebSite', name: 'OpenAlex', url: 'https://openalex.org' },
        endTime: COUNTED_ON,
      });
    }
  });
});
