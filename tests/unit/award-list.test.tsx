import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRepositoryLink } from '../../src/blocks/AwardList/AwardList.tsx';
import type { AwardListBlock } from '../../src/generated/schemas.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { collection, t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

describe('award links', () => {
  it.each([
    ['https://repositorio.ufvc.example/handle/123/456', true],
    ['https://repository.university.example/items/9', true],
    ['https://dspace.uni.example/bitstream/1/2/certificado.pdf', true],
    ['https://www.congresso.example/premios/2019', false],
    ['https://repositorio-de-fotos.example/album', false],
  ])('%s is a repository link: %s', (href, expected) => {
    expect(isRepositoryLink(href)).toBe(expected);
  });

  it('labels each link by that rule, names its award for screen readers and opens it in a new tab; ids pick and order', async () => {
    // Records of the awards collection: one with a repository link, one with another link, one with none
    // (those the data has), asked for in the reverse of the collection's order.
    const awards = collection('awards').items;
    const chosen = [
      awards.find((award) => award.link && isRepositoryLink(award.link)),
      awards.find((award) => award.link && !isRepositoryLink(award.link)),
      awards.find((award) => !award.link),
    ]
      .filter((award) => award !== undefined)
      .sort((a, b) => awards.indexOf(b) - awards.indexOf(a));
    expect(chosen.length).toBeGreaterThan(1);
    const block: AwardListBlock = { type: 'awardList', collection: 'awards', ids: chosen.map((award) => award.id) as AwardListBlock['ids'] };
    await loadCodeFor(block);
    renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
    for (const award of chosen.filter((record) => record.link)) {
      const label = t('en', isRepositoryLink(award.link!) ? 'award.download' : 'award.visit');
      const link = screen.getByRole('link', { name: new RegExp(`^${escape(label)}: ${escape(award.title.en)}`) });
      expect(link).toHaveAttribute('href', award.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.queryAllByRole('link')).toHaveLength(chosen.filter((award) => award.link).length);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(chosen.map((award) => award.title.en));
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
