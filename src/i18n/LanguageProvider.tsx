import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LocalizedText } from '../generated/schemas.ts';
import type { Language } from './languages.ts';
import { langAttribute, localText } from './localized-text.ts';
import { LOCALE_MODULES, translate } from './locales.ts';
import { site } from '../site.ts';
import { useLazyModule } from '../lib/lazy-module.ts';

export interface LanguageContextValue {
  language: Language;
  /** UI string by dotted key, in the identity's grammatical gender; the key itself when missing. */
  t(key: string): string;
  /** Page text written inline as { pt, en, es }: the Portuguese while this language's translation waits. */
  localize(text: LocalizedText): string;
  /** The `lang` attribute for the element that shows `text`: "pt-BR" while its translation waits, else undefined. */
  langOf(text: LocalizedText): string | undefined;
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
    () => ({
      language,
      // The identity's gender is read at each call, so an identity changed in place (as the tests do) is followed.
      t: (key) => translate(strings, key, site.identity.gender),
      localize: (text) => localText(text, language),
      langOf: (text) => langAttribute(text, language),
    }),
    [language, strings],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage() was called outside <LanguageProvider>: wrap the app (or the test) in a LanguageProvider.');
  return context;
}
