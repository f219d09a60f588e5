// A text still waiting for the page's language that a visitor meets as an attribute (an image's alt
// text, a tab list's label) is Portuguese there too, and the element that carries it says so: `lang` on
// an element applies to its attributes. The texts are fixtures (tests/fixtures/translations/).
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageFigure } from '../../src/blocks/Image/ImageFigure.tsx';
import { PortraitImage } from '../../src/blocks/shared/PortraitImage.tsx';
import { TabsBlock } from '../../src/blocks/Tabs/TabsBlock.tsx';
import type { ImageBlock, LocalizedText, TabsBlock as TabsBlockData } from '../../src/generated/schemas.ts';
import { site } from '../../src/site.ts';
import { renderWithProviders } from './render.tsx';

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/translations/draft-attributes.json'), 'utf8')) as {
  image: ImageBlock;
  portraitAlt: LocalizedText;
  tabs: TabsBlockData;
};

afterEach(cleanup);

describe('an alt text waiting for its translation', () => {
  it("an image's alt on /en is the Portuguese, with lang=\"pt-BR\" on the <img>; on its own page no mark", () => {
    renderWithProviders(<ImageFigure block={fixture.image} />, { language: 'en', path: '/' });
    expect(screen.getByRole('img', { name: fixture.image.alt!.pt }).getAttribute('lang')).toBe('pt-BR');
    cleanup();
    renderWithProviders(<ImageFigure block={fixture.image} />, { language: 'pt', path: '/' });
    expect(screen.getByRole('img', { name: fixture.image.alt!.pt }).hasAttribute('lang')).toBe(false);
  });

  it("the portrait's alt on /es is the Portuguese, marked on the <img>", () => {
    renderWithProviders(<PortraitImage portrait={{ ...site.identity.portrait!, alt: fixture.portraitAlt }} size={112} />, { language: 'es', path: '/' });
    expect(screen.getByRole('img', { name: fixture.portraitAlt.pt }).getAttribute('lang')).toBe('pt-BR');
  });
});

describe("a tab list's label waiting for its translation", () => {
  it('on /en the list is named in Portuguese and marked; a translated tab says it is English, a waiting one Portuguese', () => {
    renderWithProviders(<TabsBlock block={fixture.tabs} />, { language: 'en', path: '/' });
    const list = screen.getByRole('tablist', { name: fixture.tabs.label.pt });
    expect(list.getAttribute('lang')).toBe('pt-BR');
    const [first, second] = fixture.tabs.tabs;
    expect(within(list).getByRole('tab', { name: first!.label.en }).getAttribute('lang')).toBe('en');
    expect(within(list).getByRole('tab', { name: second!.label.pt }).getAttribute('lang')).toBe('pt-BR');
  });

  it('a translated label carries no lang; a waiting tab is marked inside, as any text', () => {
    const translated = { ...fixture.tabs, label: { pt: fixture.tabs.label.pt, en: 'Seminars by term', es: 'Seminarios por semestre' } };
    renderWithProviders(<TabsBlock block={translated} />, { language: 'en', path: '/' });
    const list = screen.getByRole('tablist', { name: 'Seminars by term' });
    expect(list.hasAttribute('lang')).toBe(false);
    expect(within(list).getAllByRole('tab').map((tab) => tab.getAttribute('lang'))).toEqual([null, null]);
    expect(within(list).getByText(fixture.tabs.tabs[1]!.label.pt).closest('[lang]')?.getAttribute('lang')).toBe('pt-BR');
  });
});
