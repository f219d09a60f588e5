import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LocalizedText } from '../generated/schemas.ts';
import { writePreferredLanguage } from './language-preference.ts';
import { languageOfPath, switchPathLanguage } from './language-paths.ts';
import { HTML_LANG, type Language } from './languages.ts';
import { LOCALE_MODULES, loadLocale, translate } from './locales.ts';
import { useLazyModule } from '../renderer/lazy-module.ts';

export interface LanguageContextValue {
  language: Language;
  /** Stores the choice and goes to the same page in that language. */
  setLanguage(language: Language): void;
  /** UI string by dotted key; the key itself when missing. */
  t(key: string): string;
  /** Page text written inline as { pt, en, es }. */
  localize(text: LocalizedText): string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The language is the URL's (/en/…, /es/…, unprefixed for Portuguese), so the server and the client
 * render the same language and a link always names one. Lives inside the router.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const language = languageOfPath(pathname);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[language];
  }, [language]);

  const setLanguage = useCallback(
    (next: Language) => {
      writePreferredLanguage(next);
      if (next === language) return;
      const go = () => navigate(switchPathLanguage(pathname, next) + search + hash);
      // The next language's strings first, so the page never renders without them.
      if (LOCALE_MODULES[next].loaded()) go();
      else void loadLocale(next).then(go);
    },
    [language, navigate, pathname, search, hash],
  );

  const strings = useLazyModule(LOCALE_MODULES[language]);
  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, t: (key) => translate(strings, key), localize: (text) => text[language] }),
    [language, setLanguage, strings],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage() was called outside <LanguageProvider>: wrap the app (or the test) in a LanguageProvider.');
  return context;
}
