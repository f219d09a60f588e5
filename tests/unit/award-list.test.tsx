import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AwardCollection, RecordListBlock } from '../../src/generated/schemas.ts';
import { actionHref, type ViewText } from '../../src/records/record-view.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { readJson, t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

// The awards view's rule, declared in pages-data/collections/awards.json: a link to a university
// repository (DSpace and the like) holds the document itself, so its button downloads; any other visits.
const { view, items: awards } = readJson<AwardCollection>('pages-data/collections/awards.json');
const text: ViewText = { language: 'en', t: (key) => key, localize: (value) => value.en! };
/** The label of the one button the view gives a record with this link. */
const buttonFor = (link: string) => view.actions!.filter((action) => actionHref(action, { link }, 'A', text)).map((action) => action.label);
const isRepositoryLink = (link: string) => buttonFor(link)[0] === 'award.download';

describe('award links (the awards view)', () => {
  it.each([
    ['https://repositorio.ufvc.example/handle/123/456', true],
    ['https://repository.university.example/items/9', true],
    ['https://dspace.uni.example/bitstream/1/2/certificado.pdf', true],
    ['https://www.congresso.example/premios/2019', false],
    ['https://repositorio-de-fotos.example/album', false],
  ])('%s is a repository link: %s', (href, expected) => {
    expect(buttonFor(href)).toEqual([expected ? 'award.download' : 'award.visit']);
  });

  it('gives an award without a link no button', () => expect(view.actions!.filter((action) => actionHref(action, {}, 'A', text))).toEqual([]));

  it('labels each link by that rule, names its award for screen readers and opens it in a new tab; ids pick and order', async () => {
    // Records of the awards collection: one with a repository link, one with another link, one with none
    // (those the data has), asked for in the reverse of the collection's order.
    const chosen = [
      awards.find((award) => award.link && isRepositoryLink(award.link)),
      awards.find((award) => award.link && !isRepositoryLink(award.link)),
      awards.find((award) => !award.link),
    ]
      .filter((award) => award !== undefined)
      .sort((a, b) => awards.indexOf(b) - awards.indexOf(a));
    expect(chosen.length).toBeGreaterThan(1);
    const block: RecordListBlock = { type: 'recordList', collection: 'awards', ids: chosen.map((award) => award.id) as RecordListBlock['ids'] };
    await loadCodeFor(block);
    renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
    for (const award of chosen.filter((record) => record.link)) {
      const label = t('en', isRepositoryLink(award.link!) ? 'award.download' : 'award.visit');
      const link = screen.getByRole('link', { name: new RegExp(`^${escape(label)}: ${escape(award.title.en!)}`) });
      expect(link).toHaveAttribute('href', award.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.queryAllByRole('link')).toHaveLength(chosen.filter((award) => award.link).length);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(chosen.map((award) => award.title.en));
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
