import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileHero } from '../../src/blocks/ProfileHero/ProfileHero.tsx';
import { CvHeader } from '../../src/blocks/CvHeader/CvHeader.tsx';
import type { CvHeaderBlock, ProfileHeroBlock } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { mediaImage } from '../../src/media/media.ts';
import { nameInitials, site } from '../../src/site.ts';
import { blockOf, pageDoc } from '../support/sample-data.ts';
import { renderWithProviders } from './render.tsx';

const hero = blockOf<ProfileHeroBlock>(pageDoc('home'), 'profileHero');
const cvHeader = blockOf<CvHeaderBlock>(pageDoc('cv'), 'cvHeader');
const portrait = site.identity.portrait!;

afterEach(() => {
  site.identity.portrait = portrait;
});

describe("the professor's portrait, from site.json's identity", () => {
  it.each(LANGUAGES)('the home hero shows it with its alt text in %s, sized and fetched at once', (language) => {
    renderWithProviders(<ProfileHero block={hero} />, { language });
    const image = screen.getByRole('img', { name: portrait.alt[language] });
    expect(image.getAttribute('src')).toBe(mediaImage(portrait.file).src);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['112', '112', 'eager']);
    expect(screen.queryByText(nameInitials())).toBeNull();
  });

  it('the head of /cv shows it too, in each language', () => {
    for (const language of LANGUAGES) {
      const { unmount } = renderWithProviders(<CvHeader block={cvHeader} />, { language, path: '/cv' });
      expect(screen.getByRole('img', { name: portrait.alt[language] }).getAttribute('src')).toBe(mediaImage(portrait.file).src);
      unmount();
    }
  });

  it('without a portrait, the hero shows the monogram of the name, and /cv no image', () => {
    delete site.identity.portrait;
    renderWithProviders(<ProfileHero block={hero} />);
    expect(screen.getByText(nameInitials())).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    renderWithProviders(<CvHeader block={cvHeader} />, { path: '/cv' });
    expect(screen.queryByRole('img')).toBeNull();
  });
});
