// The statsBand figures computed from collections follow the lists: change a list, the figure changes.
import { describe, expect, it } from 'vitest';
import type { CollectionCount, CollectionSpan, CollectionSum } from '../../src/generated/schemas.ts';
import { collectionsOf, countOf, figureOf, sumOf, yearSpanOf } from '../../src/blocks/StatsBand/computed-figure.ts';
import lectures from '../../pages-data/collections/lectures.json';
import minicourses from '../../pages-data/collections/minicourses.json';

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

// A course may leave participants out (Lattes does not record them): it adds nothing.
function total(items: { participants?: number }[]): number {
  return items.reduce((sum, item) => sum + (item.participants ?? 0), 0);
}
