// /workshops lists each workshop under the heading that describes it: the upcoming ones, the ones
// held ("Workshops realizados") and, apart, the cancelled ones, which were never held.
import { describe, expect, it } from 'vitest';
import workshops from '../../pages-data/workshops.json';
import type { WorkshopListBlock } from '../../src/generated/schemas.ts';

const lists = (workshops.blocks as { type: string }[]).filter((block): block is WorkshopListBlock => block.type === 'workshopList');
const statusesUnder = (heading: string) => lists.filter((list) => list.heading?.pt === heading).flatMap((list) => list.items.map((item) => item.status));

describe('/workshops', () => {
  it('has one list per status, in the order a visitor reads them', () => {
    expect(lists.map((list) => [list.heading?.pt, [...new Set(list.items.map((item) => item.status))]])).toEqual([
      ['Próximos workshops', ['upcoming']],
      ['Workshops realizados', ['completed']],
      ['Workshops cancelados', ['cancelled']],
    ]);
  });

  it('lists only completed workshops as held, and the cancelled one apart', () => {
    expect(statusesUnder('Workshops realizados')).toEqual(['completed', 'completed', 'completed']);
    expect(statusesUnder('Workshops cancelados')).toEqual(['cancelled']);
  });
});
