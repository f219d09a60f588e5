import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { languageOfPath, localizePath, stripLanguagePrefix, switchPathLanguage } from '../../src/i18n/language-paths.ts';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language-preference.ts';
import { LanguageProvider, useLanguage } from '../../src/i18n/LanguageProvider.tsx';

/** As every page and island does: the language is the URL's. */
function at(path: string) {
  return ({ children }: { children: ReactNode }) => <LanguageProvider language={languageOfPath(path)}>{children}</LanguageProvider>;
}

describe('language paths', () => {
  it.each([
    ['/', 'pt', '/'],
    ['/about', 'pt', '/about'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/about', 'en', '/about'],
    ['/es/syllabus/ppiq', 'es', '/syllabus/ppiq'],
    ['/english', 'pt', '/english'],
    ['/fr/about', 'pt', '/fr/about'],
  ])('%s is in %s and stands for %s', (path, language, unprefixed) => {
    expect(languageOfPath(path)).toBe(language);
    expect(stripLanguagePrefix(path)).toBe(unprefixed);
  });

  it('prefixes internal paths, keeping the query and the fragment', () => {
    expect(localizePath('/', 'pt')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/contact?subject=PhD#form', 'es')).toBe('/es/contact?subject=PhD#form');
    expect(switchPathLanguage('/en/about', 'pt')).toBe('/about');
    expect(switchPathLanguage('/es/', 'en')).toBe('/en/');
  });
});

describe('language provider', () => {
  it('an unprefixed URL is Portuguese, whatever is stored', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    const { result } = renderHook(() => useLanguage(), { wrapper: at('/about') });
    expect(result.current.language).toBe('pt');
    expect(result.current.t('nav.about')).toBe('Sobre');
  });

  it('a prefixed URL decides the language of strings and page text', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: at('/es/about') });
    expect(result.current.language).toBe('es');
    expect(result.current.t('nav.about')).toBe('Acerca de');
    expect(result.current.localize({ pt: 'Pesquisa', en: 'Research', es: 'Investigación' })).toBe('Investigación');
  });

  it('shows the key itself when a translation is missing', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: at('/') });
    expect(result.current.t('nav.doesNotExist')).toBe('nav.doesNotExist');
  });

  it('throws a clear error when used outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useLanguage();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/outside <LanguageProvider>/);
    quiet.mockRestore();
  });
});
