// A view's look, as a card shows it: the order of its parts and which one takes a card's spare height
// (so what follows it lines up at the foot of cards side by side). The looks are written once, in
// src/records/record-looks.ts; the collections only name one.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordCard } from '../../src/blocks/RecordList/RecordCard.tsx';
import type { RecordView } from '../../src/generated/schemas.ts';
import { LOOKS, type Look } from '../../src/records/record-looks.ts';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

const record = { id: 'r1', title: 'A title', description: 'What it was about', place: 'Where it was', topics: ['A topic'] };
const view = (look: Look, parts: Partial<RecordView> = { text: 'description', facts: [{ field: 'place' }], tags: 'topics' }): RecordView => ({ title: 'title', look, ...parts });

function card(shown: RecordView, children?: string) {
  const { container } = renderWithProviders(
    <RecordCard record={record} view={shown} headed>
      {children}
    </RecordCard>,
    { language: 'en', path: '/' },
  );
  const text = container.textContent ?? '';
  const grown = [...container.querySelectorAll<HTMLElement>('*')].filter((element) => element.style.flexGrow === '1');
  return { before: (a: string, b: string) => text.indexOf(a) < text.indexOf(b), grown: grown.map((element) => element.textContent) };
}

describe('a record view’s look', () => {
  it('standard: the text, then the facts, then the tags, and the last of them takes the spare height', () => {
    const shown = card(view('standard'));
    expect(shown.before(record.description, record.place) && shown.before(record.place, record.topics[0]!)).toBe(true);
    expect(shown.grown).toEqual([record.topics[0]]);
  });

  it('aligned: the text takes the spare height, so the facts and buttons line up at the foot', () => {
    expect(card(view('aligned')).grown).toEqual([record.description]);
  });

  it('facts-first: where and when come before what it was about', () => {
    const shown = card(view('facts-first'));
    expect(shown.before(record.place, record.description)).toBe(true);
    expect(shown.grown).toEqual([record.description]);
  });

  it('brief, in a view with no text: the last part it has takes the spare height', () => {
    expect(card(view('brief', { facts: [{ field: 'place' }] })).grown).toEqual([record.place]);
  });

  it('a card with something under its parts (a post that opens in place) keeps its parts together: none grows', () => {
    expect(card(view('aligned'), 'The whole post').grown).toEqual([]);
  });

  it('every look keeps every part, each once', () => {
    for (const look of Object.keys(LOOKS) as Look[]) expect([...LOOKS[look].order].sort()).toEqual(['facts', 'list', 'subRecords', 'tags', 'text']);
  });
});
