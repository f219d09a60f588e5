// Books and patents on the publication list, from a fixture with every kind of work (the sample has
// articles and chapters only): each kind under a heading of its own with its own type filter and badge,
// its details in the page's language, its BibTeX and its CV line; and a long record's list, whose older
// years become parts the prerender writes beside the page.
import { cleanup, screen, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicationCollection, PublicationListBlock } from '../../src/generated/schemas.ts';
import { PartsCollectorContext, type AddPart } from '../../src/renderer/parts-collector.ts';
import { oldestYearOnPage, PAGE_LIMIT, PART_SIZE, partsOf, worksOnPage } from '../../src/blocks/PublicationList/publication-parts.ts';
import { PUBLICATION_KINDS as TYPES } from '../../src/records/publication-kinds.ts';
import { citation } from '../../src/downloads/cv-document.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { AppProviders } from '../../src/AppProviders.tsx';
import type { HeadingOrder } from '../../src/renderer/heading-level.tsx';
import { provideCollection } from '../../src/renderer/collections.ts';
import { publicationsOf, shortName, toBibtex } from '../../src/records/publication-format.ts';
import { scaledPublications } from '../../bench/scale-case.ts';
import { BOOKS_AND_PATENTS } from '../support/books-patents.ts';
import { readJson, t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';
import type { Language } from '../../src/i18n/languages.ts';

const block: PublicationListBlock = { type: 'publicationList', collection: 'publications', heading: { pt: 'Produção', en: 'Output', es: 'Producción' } };

async function renderList(collection: PublicationCollection, language: Language, wrap: (ui: ReactElement) => ReactElement = (ui) => ui) {
  provideCollection('publications', language, collection);
  await loadCodeFor(block);
  return renderWithProviders(wrap(<BlockRenderer block={block} />), { language, path: '/publications' });
}

afterEach(() => {
  cleanup();
  for (const language of ['pt', 'en', 'es'] as const) provideCollection('publications', language, undefined);
});

const work = (id: string) => publicationsOf(BOOKS_AND_PATENTS).find((p) => p.id === id)!;
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div[class*="Paper"]') as HTMLElement;
/** The groups' titles as they read ("Books (2)"). */
const groupTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
/** The colour a badge is drawn in (the variable its words take their colour from), found by its words. */
const badgeStyle = (scope: ReturnType<typeof within>, words: string) => scope.getByText(words).closest('[class*="Badge-root"]')!.getAttribute('style');

describe('books and patents on the publication list', () => {
  it.each(['pt', 'en', 'es'] as const)('%s: each kind under its own heading, in its order, with its count and its type filter', async (language) => {
    const { container } = await renderList(BOOKS_AND_PATENTS, language);
    const groups = [...container.querySelectorAll('[data-group]')].map((group) => group.getAttribute('data-group'));
    expect(groups).toEqual(['article', 'book', 'chapter', 'patent']);
    expect(groupTitles()).toEqual([
      `${t(language, 'publication.group.article')} (1)`,
      `${t(language, 'publication.group.book')} (2)`,
      `${t(language, 'publication.group.chapter')} (1)`,
      `${t(language, 'publication.group.patent')} (2)`,
    ]);
    const types = within(screen.getByRole('combobox', { name: t(language, 'publication.filterType') })).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(types).toEqual(['', 'article', 'book', 'chapter', 'patent']);
    expect(container.querySelector('[data-filter-status]')!.textContent).toBe(t(language, 'publication.showing').replace('{shown}', '6').replace('{total}', '6'));
  });

  it('a heading whose list is empty is not shown: the sample has neither', async () => {
    const sample = readJson<PublicationCollection>('pages-data/collections/publications.json');
    const { container } = await renderList(sample, 'en');
    expect([...container.querySelectorAll('[data-group]')].map((group) => group.getAttribute('data-group'))).toEqual(['article', 'chapter']);
    expect(screen.queryByRole('heading', { name: /^Books/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Patents/ })).toBeNull();
  });

  it('a book reads as one: its badge, authors, publisher, city, edition, pages, year and ISBN, and its own link', async () => {
    await renderList(BOOKS_AND_PATENTS, 'en');
    const authored = within(card('Controle Preditivo de Processos Químicos'));
    expect(badgeStyle(authored, 'Book')).toContain('--mantine-color-indigo-9');
    expect(authored.getByText('Editora Universitária do Vale, Rio de Janeiro, 2nd ed., 320 pp., 2019')).toBeTruthy();
    expect(authored.getByText('ISBN: 978-85-0000-000-1')).toBeTruthy();
    expect(authored.getByRole('link', { name: /^View book: Controle Preditivo/ }).getAttribute('href')).toBe('https://editora.ufvc.example/controle-preditivo');
    const edited = within(card('Process Safety in the Energy Transition'));
    expect(edited.getByText('Edited book')).toBeTruthy();
    expect(edited.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'R. M. Tavares (ed.)')).toBeTruthy();
    expect(edited.getByText('DOI: 10.5555/vap.2022.7')).toBeTruthy();
  });

  it.each([
    ['pt', 'INPI, BR1020150000001, Privilégio de inovação, Titular: Universidade Federal do Vale, depositada em 2015, concedida', 'Ver patente'],
    ['en', 'INPI, BR1020150000001, Privilégio de inovação, Assignee: Universidade Federal do Vale, filed in 2015, granted', 'View patent'],
    ['es', 'INPI, BR1020150000001, Privilégio de inovação, Titular: Universidade Federal do Vale, solicitada en 2015, concedida', 'Ver patente'],
  ] as const)('%s: a patent reads as one: its office, number, kind, holder, filing and grant', async (language, details, view) => {
    await renderList(BOOKS_AND_PATENTS, language);
    const patent = within(card('Sistema de controle preditivo para eletrolisadores alcalinos'));
    expect(badgeStyle(patent, t(language, 'publication.type.patent'))).toContain('--mantine-color-pink-9');
    expect(patent.getByText(details)).toBeTruthy();
    expect(patent.getByRole('link', { name: new RegExp(`^${view}: `) })).toBeTruthy();
    // One with nothing but its title, inventor and year: no link, and only the filing.
    const bare = within(card('Soft sensor for ethanol fermentation'));
    expect(bare.getByText(t(language, 'publication.filed').replace('{year}', '2021'))).toBeTruthy();
    expect(bare.queryByRole('link')).toBeNull();
  });

  it('typeColors older than books and patents still colour them: chapters\' and conference papers\' colours', async () => {
    const { book: _, patent: __, ...older } = BOOKS_AND_PATENTS.typeColors;
    await renderList({ ...BOOKS_AND_PATENTS, typeColors: older }, 'en');
    expect(badgeStyle(within(card('Controle Preditivo de Processos Químicos')), 'Book')).toContain('--mantine-color-orange-9');
    expect(badgeStyle(within(card('Soft sensor for ethanol fermentation')), 'Patent')).toContain('--mantine-color-teal-9');
  });

  it('an author cited by one name reads as that name, on the list and in BibTeX', async () => {
    expect(shortName({ family: 'Nery' })).toBe('Nery');
    await renderList(BOOKS_AND_PATENTS, 'en');
    expect(within(card('Disturbance models learned from plant data')).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'R. M. Tavares, Nery')).toBeTruthy();
    expect(toBibtex(work('nery2024disturbance'))).toContain('author = {Tavares, Ricardo M. and {Nery}}');
  });
});

describe('BibTeX of the new kinds', () => {
  it('an authored book is a @book with its authors; an edited one names them as editors', () => {
    expect(toBibtex(work('tavares2019book'))).toBe(
      '@book{tavares2019book,\n  author = {Tavares, Ricardo M. and Figueiredo, Mariana C.},\n  title = {Controle Preditivo de Processos Químicos},\n  publisher = {Editora Universitária do Vale},\n  address = {Rio de Janeiro},\n  year = {2019},\n  edition = {2},\n  pagetotal = {320},\n  isbn = {978-85-0000-000-1},\n  url = {https://editora.ufvc.example/controle-preditivo}\n}',
    );
    const edited = toBibtex(work('tavares2022edited'));
    expect(edited).toMatch(/^@book\{tavares2022edited,\n {2}editor = \{Tavares, Ricardo M\.\},/);
    expect(edited).not.toContain('author =');
    expect(edited).toContain('doi = {10.5555/vap.2022.7}');
  });

  it('a patent is a @misc with its number, office, kind, holder and grant', () => {
    expect(toBibtex(work('tavares2015patent'))).toBe(
      '@misc{tavares2015patent,\n  author = {Tavares, Ricardo M. and Lindqvist, Erik},\n  title = {Sistema de controle preditivo para eletrolisadores alcalinos},\n  howpublished = {Patent BR1020150000001, INPI},\n  year = {2015},\n  note = {Privilégio de inovação; holder: Universidade Federal do Vale; granted},\n  url = {https://patentes.ufvc.example/BR1020150000001}\n}',
    );
    expect(toBibtex(work('tavares2021patent'))).toBe('@misc{tavares2021patent,\n  author = {Tavares, Ricardo M.},\n  title = {Soft sensor for ethanol fermentation},\n  year = {2021}\n}');
  });

  it('a chapter without publisher or pages leaves them out', () => {
    expect(toBibtex(work('tavares1948chapter'))).toBe('@incollection{tavares1948chapter,\n  author = {Prado, Marcelo V.},\n  title = {Destilação fracionada em colunas de pratos},\n  booktitle = {Anais de Química Industrial},\n  year = {1948}\n}');
  });
});

describe('the CV\'s lines for the new kinds', () => {
  const en = (key: string) => t('en', key);
  it('a book, an edited book, a patent and a chapter without publisher or pages', () => {
    expect(citation(work('tavares2019book'), en, 'en')).toBe('R. M. Tavares, M. C. Figueiredo (2019). Controle Preditivo de Processos Químicos. Editora Universitária do Vale, Rio de Janeiro, 2nd ed., 320 pp. ISBN: 978-85-0000-000-1.');
    expect(citation(work('tavares2022edited'), en, 'en')).toBe('R. M. Tavares (ed.) (2022). Process Safety in the Energy Transition. Vale Academic Press. DOI: 10.5555/vap.2022.7');
    expect(citation(work('tavares2015patent'), en, 'en')).toBe('R. M. Tavares, E. Lindqvist (2015). Sistema de controle preditivo para eletrolisadores alcalinos. INPI, BR1020150000001, Privilégio de inovação, Assignee: Universidade Federal do Vale, filed in 2015, granted.');
    expect(citation(work('tavares1948chapter'), en, 'en')).toBe('M. V. Prado (1948). Destilação fracionada em colunas de pratos. In: Anais de Química Industrial.');
  });
});

describe('a long record: its newest years on the page, the older years of each kind in parts', () => {
  const sample = readJson<PublicationCollection>('pages-data/collections/publications.json');
  const scaled = scaledPublications(sample);
  const works = publicationsOf(scaled);

  it('carries the newest whole years up to the limit, the newest year always; a record that fits is carried whole', () => {
    const oldest = oldestYearOnPage(works)!;
    const carried = worksOnPage(works, true);
    expect(carried.length).toBeLessThanOrEqual(PAGE_LIMIT);
    expect(carried.every((p) => p.year >= oldest)).toBe(true);
    expect(works.filter((p) => p.year === oldest - 1).length + carried.length).toBeGreaterThan(PAGE_LIMIT);
    expect(oldestYearOnPage(publicationsOf(sample))).toBeUndefined();
    expect(worksOnPage(works, false)).toHaveLength(works.length);
    const crowded = Array.from({ length: 80 }, () => ({ year: 2025 }));
    expect(oldestYearOnPage([...crowded, { year: 2024 }])).toBe(2025);
  });

  it('groups a kind\'s older years in parts of at least PART_SIZE works, newest first, a year never split', () => {
    const sparse = [2020, 2018, 2015, 2011].map((year) => ({ year, kind: 'chapter' as const }));
    expect(partsOf(sparse).map((part) => [part.name, part.years.map((y) => y.year)])).toEqual([['chapter-2020', [2020, 2018, 2015, 2011]]]);
    const dense = [2020, 2020, 2019, 2018].flatMap((year) => Array.from({ length: PART_SIZE / 2 }, () => ({ year, kind: 'conference' as const })));
    expect(partsOf(dense).map((part) => [part.name, part.years.map((y) => [y.year, y.works.length])])).toEqual([
      ['conference-2020', [[2020, PART_SIZE]]],
      ['conference-2019', [[2019, PART_SIZE / 2], [2018, PART_SIZE / 2]]],
    ]);
  });

  it('hands the prerender its parts, each older year marked in its place with its part, year, kind and count', async () => {
    const parts = new Map<string, { content: ReactElement; order: HeadingOrder }>();
    const addPart: AddPart = (name, content, order) => {
      parts.set(name, { content, order });
      return `/parts/pt/publications/${name}.json`;
    };
    const { container } = await renderList(scaled, 'pt', (ui) => createElement(PartsCollectorContext.Provider, { value: { addPart, addDialogBody: () => undefined } }, ui));
    const oldest = oldestYearOnPage(works)!;
    const entries = [...container.querySelectorAll('[data-entry]:not([data-part])')];
    expect(entries).toHaveLength(worksOnPage(works, true).length);
    const marks = [...container.querySelectorAll<HTMLElement>('[data-part]')];
    const older = works.filter((p) => p.year < oldest);
    // A mark for each older year of each kind, pointing at its part: one a year for the articles (20 a year),
    // one for all the older chapters (one a year), as partsOf groups them.
    expect(marks.map((mark) => mark.getAttribute('data-entry'))).toEqual(TYPES.flatMap((kind) => [...new Set(older.filter((p) => p.kind === kind).map((p) => p.year))].sort((a, b) => b - a).map((year) => `${year} ${kind}`)));
    const names = marks.map((mark) => mark.getAttribute('data-part')!.replace(/^.*\/(.*)\.json$/, '$1'));
    expect(new Set(names)).toEqual(new Set([...parts.keys()]));
    expect(new Set(names)).toEqual(new Set(TYPES.flatMap((kind) => partsOf(older.filter((p) => p.kind === kind)).map((part) => part.name))));
    expect(names.filter((name) => name.startsWith('chapter-'))).toEqual(Array(older.filter((p) => p.kind === 'chapter').length).fill(names.find((name) => name.startsWith('chapter-'))));
    expect(marks.every((mark) => mark.hidden)).toBe(true);
    expect(marks.reduce((sum, mark) => sum + Number(mark.getAttribute('data-part-count')), 0) + entries.length).toBe(works.length);
    // Every count reads the whole record; the status, what the page shows of it.
    expect(groupTitles()[0]).toBe(`Artigos em periódicos (${scaled.articles.length})`);
    expect(container.querySelector('[data-filter-status]')!.textContent).toBe(`Mostrando ${entries.length} de ${works.length} publicações`);
    // A long group ends with a link to the list filtered by its kind.
    expect(screen.getByRole('link', { name: `Mostrar todos os ${scaled.articles.length} artigos` }).getAttribute('href')).toBe('?type=article');
    // A part renders the entries of its year and kind, marked as the page's are.
    const year = oldest - 1;
    const part = document.createElement('div');
    const { content, order } = parts.get(`article-${year}`)!;
    // At the level where the list stands, as the prerender renders it: the entries' titles under their group's.
    expect(order).toBe(3);
    part.innerHTML = renderToStaticMarkup(<AppProviders language="pt" scope="root" headingOrder={order}>{content}</AppProviders>);
    const inPart = [...part.querySelectorAll('[data-entry]')];
    expect(inPart.map((entry) => entry.getAttribute('data-entry'))).toEqual(works.filter((p) => p.kind === 'article' && p.year === year).map(() => `${year} article`));
    expect(part.querySelectorAll('h4')).toHaveLength(inPart.length);
  });
});
