// Each publication's badge: its kind in the interface's words, in the colour the collection's
// `typeColors` gives that kind (data, not code): the sample's colours, then other ones.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicationCollection, PublicationListBlock } from '../../src/generated/schemas.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { provideCollection } from '../../src/renderer/collections.ts';
import { readJson, t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const live = readJson<PublicationCollection>('pages-data/collections/publications.json');
type Kind = Exclude<keyof PublicationCollection['typeColors'], 'book' | 'patent'>;

/** One work of each kind the sample has, with its kind. */
const oneOfEach = [
  ...(['research', 'review', 'short'] as const).flatMap((kind) => live.articles.filter((article) => article.type === kind).slice(0, 1).map((work) => ({ kind: kind as Kind, work }))),
  ...live.chapters.slice(0, 1).map((work) => ({ kind: 'chapter' as Kind, work })),
];

/** The colour a badge is drawn in, read from the variable its words take their colour from. */
const badgeColour = (title: string) => {
  const card = screen.getByRole('heading', { name: title }).closest('div[class*="Paper"]') as HTMLElement;
  const badge = card.querySelector('[class*="Badge-root"]') as HTMLElement;
  return { words: badge.textContent, colour: /--mantine-color-([a-z]+)-9/.exec(badge.getAttribute('style') ?? '')?.[1] };
};

async function renderList(collection: PublicationCollection) {
  provideCollection('publications', 'en', collection);
  const block: PublicationListBlock = { type: 'publicationList', collection: 'publications', ids: oneOfEach.map(({ work }) => work.id) as PublicationListBlock['ids'] };
  await loadCodeFor(block);
  renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
}

afterEach(() => {
  cleanup();
  provideCollection('publications', 'en', undefined);
});

describe('publication badges', () => {
  it('the sample has works of several kinds to show', () => expect(new Set(oneOfEach.map(({ kind }) => kind)).size).toBeGreaterThan(1));

  it.each([
    ['the sample colours', live.typeColors],
    ['colours a maintainer chose', { research: 'teal', review: 'red', short: 'lime', chapter: 'indigo', conference: 'orange' } as const],
  ])('name the kind and wear %s', async (_, typeColors) => {
    await renderList({ ...live, typeColors });
    for (const { kind, work } of oneOfEach) expect(badgeColour(work.title)).toEqual({ words: t('en', `publication.type.${kind}`), colour: typeColors[kind] });
  });
});
