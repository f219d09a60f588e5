import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LocalizedText } from '../generated/schemas.ts';
import { readPreferredLanguage, writePreferredLanguage } from './language-preference.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { LOCALES, translate } from './locales.ts';

export interface LanguageContextValue {
  language: Language;
  setLanguage(language: Language): void;
  /** UI string by dotted key; the key itself when missing. */
  t(key: string): string;
  /** Page text written inline as { pt, en, es }. */
  localize(text: LocalizedText): string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

interface LanguageProviderProps {
  children: ReactNode;
  /**
   * The language of the first render. Prerendered HTML is Portuguese, so the client also starts in
   * pt (hydration must match) and switches to the stored preference right after.
   */
  initialLanguage?: Language;
  /** Whether to read and apply the stored preference after mounting (off in tests that pin a language). */
  restoreStoredLanguage?: boolean;
}

export function LanguageProvider({ children, initialLanguage = DEFAULT_LANGUAGE, restoreStoredLanguage = true }: LanguageProviderProps) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);

  useEffect(() => {
    if (restoreStoredLanguage) setLanguageState(readPreferredLanguage());
  }, [restoreStoredLanguage]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    writePreferredLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo<LanguageContextValue>(() => {
    const strings = LOCALES[language];
    return { language, setLanguage, t: (key) => translate(strings, key), localize: (text) => text[language] };
  }, [language, setLanguage]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage() was called outside <LanguageProvider>: wrap the app (or the test) in a LanguageProvider.');
  return context;
}
