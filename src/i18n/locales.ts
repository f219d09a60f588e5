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

/** The grammatical gender the fixed words use for the professor (identity.gender in site.json). */
export type Gender = 'feminine' | 'masculine';

/**
 * A missing translation shows the key itself, so the gap is visible and easy to find. For a feminine
 * identity a key's `.feminine` variant is used where the language has one ("Professora orientadora");
 * English has none, so it keeps the key's own words.
 */
export function translate(strings: LocaleStrings, key: string, gender?: Gender): string {
  return (gender === 'feminine' ? strings[`${key}.feminine`] : undefined) ?? strings[key] ?? key;
}
