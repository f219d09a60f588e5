// /workshops lists each workshop under the heading that describes it: the upcoming ones, the ones
// held ("Workshops realizados") and, apart, the cancelled ones, which were never held. The lists are
// recordList blocks over the workshops collection, read through the same selection as the page.
import { describe, expect, it } from 'vitest';
import collection from '../../pages-data/collections/workshops.json';
import workshops from '../../pages-data/workshops.json';
import type { RecordListBlock, WorkshopCollection } from '../../src/generated/schemas.ts';
import { selectRecords } from '../../src/records/select-records.ts';

const { items, view } = collection as unknown as WorkshopCollection;
const lists = (workshops.blocks as { type: string }[]).filter((block): block is RecordListBlock => block.type === 'recordList' && 'collection' in block && block.collection === 'workshops');
const statusesOf = (list: RecordListBlock) => selectRecords(items, list, view).records.map((item) => item.status);

describe('/workshops', () => {
  it('has one list per status, in the order a visitor reads them', () => {
    expect(lists.map((list) => [list.heading?.pt, [...new Set(statusesOf(list))]])).toEqual([
      ['Próximos workshops', ['upcoming']],
      ['Workshops realizados', ['completed']],
      ['Workshops cancelados', ['cancelled']],
    ]);
  });

  it('shows every workshop of the collection exactly once', () => {
    const shown = lists.flatMap((list) => selectRecords(items, list, view).records.map((item) => item.id));
    expect(shown.sort()).toEqual(items.map((item) => item.id).sort());
  });
});
