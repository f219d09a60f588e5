// The statsBand figures computed from collections follow the lists: change a list, the figure changes. A
// figure that keeps a typed one ("180+") shows it while the records are fewer, and the count once they reach it.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CitationFigure, CollectionCount, CollectionSpan, CollectionSum, MetricsDocument, PageDocument, PublicationCollection, StatsBandBlock } from '../../src/generated/schemas.ts';
import { citationFigures, indicesOf } from '../../src/records/citation-figures.ts';
import { provideMetrics } from '../../src/renderer/metrics.ts';
import { collectionsOf, countOf, figureOf, recordsOf, sumOf, untilReached, yearSpanOf } from '../../src/blocks/StatsBand/computed-figure.ts';
import { publicationsOf } from '../../src/records/publication-format.ts';
import { cvEntry, SUPERVISION_FIGURES } from '../../src/downloads/cv-document.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { provideCollection } from '../../src/renderer/collections.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import lectures from '../../pages-data/collections/lectures.json';
import minicourses from '../../pages-data/collections/minicourses.json';
import { blockOf, collection, pageDoc } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

describe('figures computed from the speaking collections', () => {
  // The sample's own figures (2002–2020, 500+, 13, 10) are stated once, in tests/node/spec-sample.test.ts.
  const years = [...lectures.items, ...minicourses.items].map((record) => record.year);
  const [first, last] = [Math.min(...years), Math.max(...years)];

  it('read the real lists: their size, first and last year, and their participants rounded down to hundreds', () => {
    expect(countOf(lectures.items)).toBe(String(lectures.items.length));
    expect(countOf(minicourses.items)).toBe(String(minicourses.items.length));
    expect(yearSpanOf([lectures.items, minicourses.items])).toBe(first === last ? String(first) : `${first}–${last}`);
    const figure = sumOf(minicourses.items, 'participants', { roundDownTo: 100 });
    expect(figure).toMatch(/^\d+00\+$|^0\+$/);
    const rounded = Number.parseInt(figure, 10);
    expect(total(minicourses.items) - rounded).toBeGreaterThanOrEqual(0);
    expect(total(minicourses.items) - rounded).toBeLessThan(100);
  });

  it('follows a changed list', () => {
    const fewer = lectures.items.slice(1);
    expect(countOf(fewer)).toBe(String(lectures.items.length - 1));
    const later = [...lectures.items, { ...lectures.items[0]!, id: 'new', year: last + 3 }];
    expect(yearSpanOf([later, minicourses.items])).toBe(`${first}–${last + 3}`);
    const bigger = [...minicourses.items, { ...minicourses.items[0]!, id: 'new', participants: 100 }];
    expect(sumOf(bigger, 'participants', { roundDownTo: 100 })).toBe(`${Math.floor((total(minicourses.items) + 100) / 100) * 100}+`);
    expect(sumOf(bigger, 'participants')).toBe(String(total(minicourses.items) + 100));
  });

  it('counts with a filter, spans a single year, and reads a missing field as zero', () => {
    expect(countOf([{ level: 'a' }, { level: 'b' }, { level: 'a' }], { level: 'a' })).toBe('2');
    expect(yearSpanOf([[{ year: 2010 }], [{ year: 2010 }]])).toBe('2010');
    expect(sumOf([{ participants: 40 }, {}], 'participants')).toBe('40');
  });

  it("a stat's value: written text as it is, else computed from the lists of the collections it names, in their order", () => {
    const count: CollectionCount = { count: { collection: 'lectures', where: { level: 'a' } } };
    const sum: CollectionSum = { sum: { collection: 'minicourses', field: 'participants', roundDownTo: 100 } };
    const span: CollectionSpan = { span: { collections: ['lectures', 'minicourses'] } };
    expect(collectionsOf('30+')).toEqual([]);
    expect(collectionsOf(count)).toEqual(['lectures']);
    expect(collectionsOf(span)).toEqual(['lectures', 'minicourses']);
    expect(figureOf('30+', [])).toBe('30+');
    expect(figureOf(count, [[{ level: 'a' }, { level: 'b' }, { level: 'a' }]])).toBe('2');
    expect(figureOf(sum, [[{ participants: 250 }, { participants: 60 }]])).toBe('300+');
    expect(figureOf(span, [[{ year: 2004 }], [{ year: 2001 }, { year: 2019 }]])).toBe('2001–2019');
  });
});

describe('a computed figure that keeps a typed one (shownUntilReached)', () => {
  const works = (n: number, type = 'research') => Array.from({ length: n }, (_, i) => ({ id: `w${i}`, type }));
  const value: CollectionCount = { count: { collection: 'publications' }, shownUntilReached: '180+' };

  it('shows the typed figure while the count is below its number, and the count once it is reached', () => {
    expect(untilReached('20', '180+')).toBe('180+');
    expect(untilReached('179', '180+')).toBe('180+');
    expect(untilReached('180', '180+')).toBe('180');
    expect(untilReached('614', '180+')).toBe('614');
    expect(untilReached('6', '8')).toBe('8');
    expect(untilReached('8', '8')).toBe('8');
    expect(untilReached('0', '35+')).toBe('35+');
    expect(untilReached('20')).toBe('20');
  });

  it('counts every list of the publications file (those it has), then applies the rule', () => {
    expect(figureOf(value, [{ articles: works(14), chapters: works(6) }])).toBe('180+');
    expect(figureOf(value, [{ articles: works(150), chapters: works(20), conferencePapers: works(10) }])).toBe('180');
    expect(figureOf(value, [{ articles: works(500), chapters: works(60), conferencePapers: works(40), books: works(10), patents: works(4) }])).toBe('614');
    expect(figureOf({ count: { collection: 'publications' } }, [{ articles: works(14), chapters: works(6) }])).toBe('20');
  });

  it('`lists` counts only the lists named: the journal articles alone', () => {
    const file = { articles: works(190), chapters: works(6), books: works(3) };
    expect(recordsOf(file, ['articles'])).toHaveLength(190);
    expect(figureOf({ count: { collection: 'publications', lists: ['articles'] }, shownUntilReached: '180+' }, [file])).toBe('190');
    expect(figureOf({ count: { collection: 'publications', lists: ['chapters', 'books'] }, shownUntilReached: '10' }, [file])).toBe('10');
    expect(figureOf({ count: { collection: 'publications', lists: ['chapters', 'books', 'patents'] } }, [file])).toBe('9');
  });

  it('`where` narrows the records counted, before the rule: current students by level, current projects by status', () => {
    const people = { items: [{ level: 'undergraduate' }, { level: 'masters' }, { level: 'doctorate' }, { level: 'doctorate' }, { level: 'collaborator' }, {}] };
    const students: CollectionCount = { count: { collection: 'people', where: { level: ['masters', 'doctorate'] } }, shownUntilReached: '3' };
    expect(figureOf(students, [people])).toBe('3');
    expect(figureOf({ ...students, shownUntilReached: '35+' }, [people])).toBe('35+');
    expect(figureOf({ count: { collection: 'people', where: { level: 'doctorate' } } }, [people])).toBe('2');
    const projects = { items: [...Array(8)].map((_, i) => ({ status: i < 6 ? 'active' : 'completed' })) };
    const current: CollectionCount = { count: { collection: 'projects', where: { status: 'active' } }, shownUntilReached: '8' };
    expect(figureOf(current, [projects])).toBe('8');
    expect(figureOf(current, [{ items: [...projects.items, ...projects.items] }])).toBe('12');
    expect(figureOf({ count: { collection: 'publications', where: { type: 'review' } } }, [{ articles: [...works(3), ...works(2, 'review')], chapters: works(4) }])).toBe('2');
  });

  it('a sum keeps its typed figure while its total, rounded down when asked, is below it', () => {
    const sum: CollectionSum = { sum: { collection: 'workshops', field: 'participants', where: { status: 'completed' } }, shownUntilReached: '720' };
    expect(figureOf(sum, [{ items: [{ status: 'completed', participants: 95 }, { status: 'upcoming', participants: 900 }] }])).toBe('720');
    expect(figureOf(sum, [{ items: [{ status: 'completed', participants: 700 }, { status: 'completed', participants: 30 }] }])).toBe('730');
    const rounded: CollectionSum = { sum: { collection: 'minicourses', field: 'participants', roundDownTo: 100 }, shownUntilReached: '720' };
    expect(figureOf(rounded, [{ items: [{ participants: 750 }] }])).toBe('720');
    expect(figureOf(rounded, [{ items: [{ participants: 810 }] }])).toBe('800+');
  });

  it("the CV's supervision figures are the page's counts", () => {
    const graduates = collection('graduates');
    const names = ['education', 'leadership-positions', 'other-positions', 'awards', 'publications', 'graduates', 'courses'] as const;
    const sources = Object.fromEntries(names.map((name) => [name, collection(name)])) as unknown as Parameters<typeof cvEntry>[0];
    const entry = cvEntry(sources, [], 'en', (key) => key);
    const lines = entry.sections!.find((section) => section.heading?.en === 'cv.section.supervision')!.paragraphs.map((line) => line.en);
    expect(lines).toEqual(SUPERVISION_FIGURES.map((figure) => `${figure.label}: ${figureOf({ count: { collection: 'graduates', where: figure.where } }, [graduates])}`));
  });
});

describe('/publications after a large import', () => {
  afterEach(() => LANGUAGES.forEach((language) => provideCollection('publications', language, undefined)));

  /** The sample's publications, copied until the lists hold `total` works (new ids, new titles). */
  function importedCopy(total: number) {
    const file = structuredClone(collection('publications')) as unknown as { articles: { id: string; title: string }[]; chapters: unknown[] };
    const sample = file.articles;
    for (let i = 0; file.articles.length + file.chapters.length < total; i++) file.articles.push({ ...sample[i % sample.length]!, id: `imported-${i}`, title: `Imported work ${i}` });
    return file;
  }

  it.each(['pt', 'en'] as const)('the counter shows the typed "180+" with the sample, and "614" once the records hold 614 publications (%s)', async (language) => {
    const page = pageDoc('publications') as PageDocument;
    const band = blockOf<StatsBandBlock>(page, 'statsBand');
    const counter = band.items.findIndex((item) => typeof item.value === 'object' && 'count' in item.value && item.value.count.collection === 'publications');
    expect(counter).toBeGreaterThanOrEqual(0);
    // The page's band alone, as the page renders it: the list of 614 works beside it would only slow the test.
    const bandOnly = { ...page, blocks: [band] } as PageDocument;
    await loadCodeFor(bandOnly.blocks);
    const figures = (container: HTMLElement) => [...container.querySelectorAll('dd')].map((dd) => dd.textContent);

    const before = renderWithProviders(createElement(PageRenderer, { document: bandOnly }), { language, path: '/publications' });
    expect(figures(before.container)[counter]).toBe('180+');
    before.unmount();

    // The same path as the editor's preview of unsaved records: the collection's file stands in for its own.
    const imported = importedCopy(614);
    expect(publicationsOf(imported as unknown as PublicationCollection)).toHaveLength(614); // what the list beside it counts ("Mostrando 614 de 614")
    provideCollection('publications', language, onlyLanguage(imported, language));
    const { container } = renderWithProviders(createElement(PageRenderer, { document: bandOnly }), { language, path: '/publications' });
    expect(figures(container)[counter]).toBe('614');
  });
});

describe('figures computed from the stored citation counts', () => {
  afterEach(() => provideMetrics(undefined));
  const works = (dois: (string | undefined)[]) => ({ articles: dois.map((doi, i) => ({ id: `a${i}`, title: `Work ${i}`, year: 2020, type: 'research', ...(doi ? { doi } : {}) })), chapters: [] });
  const counted = (counts: Record<string, number>): MetricsDocument => ({
    version: 1,
    citations: { source: 'OpenAlex', countedOn: '2026-11-24', works: Object.fromEntries(Object.entries(counts).map(([doi, citedBy]) => [doi, { citedBy }])) },
  });
  const figure = (name: CitationFigure['citations']['figure'], typed?: string): CitationFigure => ({ citations: { collection: 'publications', figure: name }, ...(typed ? { shownUntilCounted: typed } : {}) });

  it('h-index: the largest h with h works cited h times or more; i10-index: the works cited 10 times or more', () => {
    expect(indicesOf([])).toEqual({ hIndex: 0, i10Index: 0 });
    expect(indicesOf([0, 0])).toEqual({ hIndex: 0, i10Index: 0 });
    expect(indicesOf([10, 8, 5, 4, 3])).toEqual({ hIndex: 4, i10Index: 1 });
    expect(indicesOf([25, 8, 5, 3, 3])).toEqual({ hIndex: 3, i10Index: 1 });
    expect(indicesOf([3, 3, 3, 3, 3, 3])).toEqual({ hIndex: 3, i10Index: 0 });
    expect(indicesOf([100, 50, 12, 10, 9])).toEqual({ hIndex: 5, i10Index: 4 });
  });

  it("counts each DOI of the collection once, whatever its case; a count for a DOI the site no longer has is not counted", () => {
    const file = works(['10.5555/A.1', '10.5555/b.2', '10.5555/a.1', undefined, '10.5555/c.3']);
    const figures = citationFigures(file as unknown as PublicationCollection, counted({ '10.5555/a.1': 12, '10.5555/b.2': 3, '10.5555/gone': 400 }));
    expect(figures).toEqual({ counted: 2, total: 15, hIndex: 2, i10Index: 1, countedOn: '2026-11-24', source: 'OpenAlex' });
    expect(citationFigures(file as unknown as PublicationCollection, undefined)).toBeUndefined();
    expect(citationFigures(file as unknown as PublicationCollection, counted({ '10.5555/gone': 4 }))).toBeUndefined();
  });

  it('a citation figure is computed once counts are stored, even below its typed figure; without counts it is the typed one, or nothing', () => {
    const file = works(['10.5555/a.1', '10.5555/b.2']);
    const counts = counted({ '10.5555/a.1': 12, '10.5555/b.2': 3 });
    expect(figureOf(figure('total', '600+'), [file], counts)).toBe('15');
    expect(figureOf(figure('hIndex', '12'), [file], counts)).toBe('2');
    expect(figureOf(figure('i10Index', '13'), [file], counts)).toBe('1');
    expect(figureOf(figure('total', '600+'), [file])).toBe('600+');
    expect(figureOf(figure('total'), [file])).toBe('');
    expect(collectionsOf(figure('total'))).toEqual(['publications']);
  });

  it.each(LANGUAGES)('the band shows the counted figures, leaves out one with nothing to show, and dates the counts (%s)', async (language) => {
    const band: StatsBandBlock = {
      type: 'statsBand',
      items: [
        { value: figure('total', '600+'), label: { pt: 'Citações', en: 'Citations', es: 'Citas' } },
        { value: figure('hIndex'), label: { pt: 'Índice h', en: 'h-index', es: 'Índice h' } },
        { value: '30+', label: { pt: 'Anos', en: 'Years', es: 'Años' } },
      ],
    };
    const document = { ...(pageDoc('publications') as PageDocument), blocks: [band] } as PageDocument;
    await loadCodeFor(document.blocks);
    const figures = (container: HTMLElement) => [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    const before = renderWithProviders(createElement(PageRenderer, { document }), { language, path: '/x' });
    expect(figures(before.container)).toEqual(['600+', '30+']);
    expect(before.container.textContent).not.toContain('OpenAlex');
    before.unmount();

    const publications = collection('publications');
    const [first, second] = [...publications.articles, ...publications.chapters].flatMap((work) => (work.doi ? [work.doi.toLowerCase()] : []));
    provideMetrics(counted({ [first!]: 7, [second!]: 2 }));
    const { container } = renderWithProviders(createElement(PageRenderer, { document }), { language, path: '/x' });
    expect(figures(container)).toEqual(['9', '2', '30+']);
    const date = new Intl.DateTimeFormat({ pt: 'pt-BR', en: 'en', es: 'es' }[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-24T00:00:00Z'));
    expect(container.textContent).toContain(date);
    expect(container.textContent).toContain('OpenAlex');
  });
});

// A course may leave participants out (Lattes does not record them): it adds nothing.
function total(items: { participants?: number }[]): number {
  return items.reduce((sum, item) => sum + (item.participants ?? 0), 0);
}
