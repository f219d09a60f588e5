import { describe, expect, it } from 'vitest';
import { applyFilters, readFilters } from '../../src/blocks/PublicationList/publication-filters.ts';
import { PUBLICATION_KINDS as TYPES } from '../../src/records/publication-kinds.ts';
import { initialsOf, isOwner, shortName, toBibtex, type Publication } from '../../src/records/publication-format.ts';

const article: Publication = {
  kind: 'article',
  id: 'a2024',
  type: 'research',
  title: 'Economic MPC',
  authors: [{ family: 'Figueiredo', given: 'Mariana C.' }, { family: 'Tavares', given: 'Ricardo M.' }],
  journal: 'J',
  year: 2024,
  volume: '14(2)',
  pages: '201–217',
  doi: '10.5555/j.1',
};
const chapter: Publication = { kind: 'chapter', id: 'c2021', title: 'Chapter', authors: [{ family: 'da Silva', given: 'João P.' }], book: 'Book', editors: [{ family: 'Prado', given: 'Marcelo V.' }], publisher: 'P', year: 2021, pages: '1–20' };

describe('author names', () => {
  it('shortens given names to initials, hyphens kept', () => {
    expect(initialsOf('Mariana C.')).toBe('M. C.');
    expect(initialsOf('Ana-Lúcia')).toBe('A.-L.');
    expect(shortName({ family: 'da Silva', given: 'João P.' })).toBe('J. P. da Silva');
  });

  it('recognises the professor by family name and first initial, whatever the form of the given names', () => {
    expect(isOwner({ family: 'Tavares', given: 'Ricardo M.' }, 'Ricardo Menezes Tavares')).toBe(true);
    expect(isOwner({ family: 'Tavares', given: 'R. M.' }, 'Ricardo Menezes Tavares')).toBe(true);
    expect(isOwner({ family: 'Tavares', given: 'Paulo' }, 'Ricardo Menezes Tavares')).toBe(false);
    expect(isOwner({ family: 'Menezes', given: 'Ricardo' }, 'Ricardo Menezes Tavares')).toBe(false);
  });
});

describe('BibTeX export', () => {
  it('writes an @article with BibTeX page ranges and authors joined by "and"', () => {
    expect(toBibtex(article)).toBe(
      '@article{a2024,\n  author = {Figueiredo, Mariana C. and Tavares, Ricardo M.},\n  title = {Economic MPC},\n  journal = {J},\n  year = {2024},\n  volume = {14(2)},\n  pages = {201--217},\n  doi = {10.5555/j.1}\n}',
    );
  });

  it('writes a chapter as @incollection with its book and editors, leaving out what it lacks', () => {
    const bib = toBibtex(chapter);
    expect(bib).toMatch(/^@incollection\{c2021,/);
    expect(bib).toContain('booktitle = {Book}');
    expect(bib).toContain('editor = {Prado, Marcelo V.}');
    expect(bib).not.toContain('doi');
  });
});

describe('filters', () => {
  const years = ['2024', '2021'];
  it('reads year and type from the address, ignoring values the list does not have', () => {
    expect(readFilters(new URLSearchParams('year=2024&type=chapter'), years, TYPES)).toEqual({ year: 2024, type: 'chapter' });
    expect(readFilters(new URLSearchParams('year=1999&type=poster'), years, TYPES)).toEqual({ year: undefined, type: undefined });
  });

  it('keeps the entries that match every filter given', () => {
    expect(applyFilters([article, chapter], { year: 2024 })).toEqual([article]);
    expect(applyFilters([article, chapter], { type: 'chapter' })).toEqual([chapter]);
    expect(applyFilters([article, chapter], { year: 2024, type: 'chapter' })).toEqual([]);
    expect(applyFilters([article, chapter], {})).toHaveLength(2);
  });
});
