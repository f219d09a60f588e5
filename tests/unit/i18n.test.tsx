import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider, useLanguage } from '../../src/i18n/LanguageProvider.tsx';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language-preference.ts';

const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

describe('language provider', () => {
  it('starts in Portuguese when nothing is stored', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe('pt');
    expect(result.current.t('nav.about')).toBe('Sobre');
    expect(document.documentElement.lang).toBe('pt');
  });

  it('restores the language stored under preferred-language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe('es');
    expect(result.current.t('nav.about')).toBe('Acerca de');
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to Portuguese for an unknown stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe('pt');
  });

  it('stores every change and localizes inline text', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
    act(() => result.current.setLanguage('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(result.current.localize({ pt: 'Pesquisa', en: 'Research', es: 'Investigación' })).toBe('Research');
    act(() => result.current.setLanguage('pt'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });

  it('shows the key itself when a translation is missing', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper });
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

  it('renders Portuguese first when pinned, as prerendered HTML does', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    function Label() {
      return <span>{useLanguage().t('nav.home')}</span>;
    }
    render(
      <LanguageProvider initialLanguage="pt" restoreStoredLanguage={false}>
        <Label />
      </LanguageProvider>,
    );
    expect(screen.getByText('Início')).toBeInTheDocument();
  });
});
