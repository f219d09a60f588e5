// UI strings under dotted keys, one chunk per language. The prerender loads them all; whatever renders
// in the browser (an island, the search dialog, a toast) loads its page's language first, so nothing
// ever renders without its strings.
import { lazyModule, type LazyModule } from '../lib/lazy-module.ts';
import { LANGUAGES, type Language } from './languages.ts';

export type LocaleStrings = Readonly<Record<string, string>>;

const LOADERS: Record<Language, () => Promise<{ default: LocaleStrings }>> = {
  pt: () => import('../../locales/pt.json'),
  en: () => import('../../locales/en.json'),
  es: () => import('../../locales/es.json'),
};

export const LOCALE_MODULES = Object.fromEntries(
  LANGUAGES.map((language) => [language, lazyModule(() => LOADERS[language]().then((module) => module.default))]),
) as Record<Language, LazyModule<LocaleStrings>>;

export function loadLocale(language: Language): Promise<LocaleStrings> {
  return LOCALE_MODULES[language].load();
}

/** The server and the tests render every language. */
export function loadAllLocales(): Promise<LocaleStrings[]> {
  return Promise.all(LANGUAGES.map(loadLocale));
}

/** A missing translation shows the key itself, so the gap is visible and easy to find. */
export function translate(strings: LocaleStrings, key: string): string {
  return strings[key] ?? key;
}
