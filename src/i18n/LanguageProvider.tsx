import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LocalizedText } from '../generated/schemas.ts';
import type { Language } from './languages.ts';
import { LOCALE_MODULES, translate } from './locales.ts';
import { useLazyModule } from '../lib/lazy-module.ts';

export interface LanguageContextValue {
  language: Language;
  /** UI string by dotted key; the key itself when missing. */
  t(key: string): string;
  /** Page text written inline as { pt, en, es }. */
  localize(text: LocalizedText): string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The language is the URL's (/en/…, /es/…, unprefixed for Portuguese), so the server and the browser
 * render the same language and a link always names one. Every page and every island has one provider;
 * switching language is a link to the other page (src/shell/shell-controls.ts).
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const strings = useLazyModule(LOCALE_MODULES[language]);
  const value = useMemo<LanguageContextValue>(
    () => ({ language, t: (key) => translate(strings, key), localize: (text) => text[language] }),
    [language, strings],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage() was called outside <LanguageProvider>: wrap the app (or the test) in a LanguageProvider.');
  return context;
}
