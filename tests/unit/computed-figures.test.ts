// The statsBand figures computed from collections follow the lists: change a list, the figure changes.
import { describe, expect, it } from 'vitest';
import { countOf, sumOf, yearSpanOf } from '../../src/blocks/StatsBand/computed-figure.ts';
import lectures from '../../pages-data/collections/lectures.json';
import minicourses from '../../pages-data/collections/minicourses.json';

describe('figures computed from the speaking collections', () => {
  it('gives the specification figures from the real lists', () => {
    expect(yearSpanOf([lectures.items, minicourses.items])).toBe('2002–2020');
    expect(sumOf(minicourses.items, 'participants', { roundDownTo: 100 })).toBe('500+');
    expect(countOf(lectures.items)).toBe('13');
    expect(countOf(minicourses.items)).toBe('10');
    expect(minicourses.items.some((course) => course.duration === 20 && /controle avançado/i.test(course.title.pt))).toBe(true);
  });

  it('follows a changed list', () => {
    const fewer = lectures.items.slice(1);
    expect(countOf(fewer)).toBe('12');
    const later = [...lectures.items, { ...lectures.items[0]!, id: 'new', year: 2023 }];
    expect(yearSpanOf([later, minicourses.items])).toBe('2002–2023');
    const bigger = [...minicourses.items, { ...minicourses.items[0]!, id: 'new', participants: 100 }];
    expect(sumOf(bigger, 'participants', { roundDownTo: 100 })).toBe(`${Math.floor((total(minicourses.items) + 100) / 100) * 100}+`);
    expect(sumOf(bigger, 'participants')).toBe(String(total(minicourses.items) + 100));
  });

  it('counts with a filter, spans a single year, and reads a missing field as zero', () => {
    expect(countOf([{ level: 'a' }, { level: 'b' }, { level: 'a' }], { level: 'a' })).toBe('2');
    expect(yearSpanOf([[{ year: 2010 }], [{ year: 2010 }]])).toBe('2010');
    expect(sumOf([{ participants: 40 }, {}], 'participants')).toBe('40');
  });
});

function total(items: { participants: number }[]): number {
  return items.reduce((sum, item) => sum + item.participants, 0);
}
