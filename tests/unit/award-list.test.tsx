import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRepositoryLink } from '../../src/blocks/AwardList/AwardList.tsx';
import type { AwardListBlock } from '../../src/generated/schemas.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const text = (pt: string, en: string, es: string) => ({ pt, en, es });

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

  it('labels each link by that rule, names its award for screen readers and opens it in a new tab', async () => {
    const block: AwardListBlock = {
      type: 'awardList',
      items: [
        { year: '2019', kind: 'research', title: text('Prêmio A', 'Award A', 'Premio A'), organization: text('Org', 'Org', 'Org'), description: text('Desc A', 'Desc A', 'Desc A'), link: 'https://repositorio.ufvc.example/handle/1/2' },
        { year: '2015', kind: 'teaching', title: text('Prêmio B', 'Award B', 'Premio B'), organization: text('Org', 'Org', 'Org'), description: text('Desc B', 'Desc B', 'Desc B'), link: 'https://www.sociedade.example/premios' },
        { year: '2010', kind: 'other', title: text('Prêmio C', 'Award C', 'Premio C'), organization: text('Org', 'Org', 'Org'), description: text('Desc C', 'Desc C', 'Desc C') },
      ],
    };
    await loadCodeFor(block);
    renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
    const download = screen.getByRole('link', { name: /^Download: Award A/ });
    expect(download).toHaveAttribute('target', '_blank');
    expect(download.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Visit: Award B/ })).toHaveAttribute('href', 'https://www.sociedade.example/premios');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
