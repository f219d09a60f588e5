// A list block that takes its entries from a collection reads them through the collection's view, so any
// collection with a view can be a timeline without code: education (the sample's) and awards, which no
// list uses, chosen and ordered by the one selection.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListBlock, LocalizedText, RecordListBlock, RecordView } from '../../src/generated/schemas.ts';
import { shownRecords } from '../../src/records/select-records.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { readJson } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

type Entry = { id: string } & Record<string, unknown>;

afterEach(cleanup);

describe('a list from a collection', () => {
  it.each(['education', 'awards'])('shows %s as a timeline: the view title, its text under it, its figure as the mark', async (name) => {
    const { view, items } = readJson<{ view: RecordView; items: Entry[] }>(`pages-data/collections/${name}.json`);
    const ids = items.length > 2 ? [items[2]!.id, items[0]!.id] : undefined;
    const block: ListBlock = { type: 'list', style: 'timeline', collection: name, ...(ids && { ids: ids as ListBlock['ids'] }) };
    await loadCodeFor(block);
    renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
    const shown = shownRecords(items, { ids }, view);
    // Mantine's timeline draws its entries as plain elements, not list items.
    const entries = [...document.querySelectorAll<HTMLElement>('.mantine-Timeline-item')];
    expect(entries).toHaveLength(shown.length);
    shown.forEach((record, index) => {
      const entry = within(entries[index]!);
      entry.getByText((record[view.title] as LocalizedText).en!);
      entry.getByText((record[view.text!] as LocalizedText).en!);
      entry.getByText(String(record[view.figure!]));
    });
  });

  it("shows a collection that is one thing with its records (the podcast, its show and its episodes) as a recordList, newest first", async () => {
    const podcast = readJson<{ view: RecordView; items: Entry[] }>('pages-data/collections/podcast.json');
    const block: RecordListBlock = { type: 'recordList', collection: 'podcast', heading: { pt: 'Episódios', en: 'Episodes', es: 'Episodios' } };
    await loadCodeFor(block);
    renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
    const titles = shownRecords(podcast.items, {}, podcast.view).map((episode) => (episode.title as LocalizedText).en);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles);
  });
});

