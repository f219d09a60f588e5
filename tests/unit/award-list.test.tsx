import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isRepositoryLink } from '../../src/blocks/AwardList/AwardList.tsx';
import type { AwardListBlock } from '../../src/generated/schemas.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
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
    // Real records of the awards collection: a repository link, an organisation's page, and none.
    const block: AwardListBlock = { type: 'awardList', collection: 'awards', ids: ['2024-outstanding-outreach-award', '2019-best-paper-award', '2010-research-productivity-fellowship'] };
    await loadCodeFor(block);
    renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
    const download = screen.getByRole('link', { name: /^Download: Outstanding Outreach Award/ });
    expect(download).toHaveAttribute('target', '_blank');
    expect(download.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Visit: Best Paper Award/ })).toHaveAttribute('href', 'https://www.congresso-engquimica.example/premios/2019');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Outstanding Outreach Award', 'Best Paper Award', 'Research Productivity Fellowship']);
  });
});
