export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The default and the fallback for anything unknown. */
export const DEFAULT_LANGUAGE: Language = 'pt';
/** The languages whose pages live under a prefix (/en/…, /es/…); the default's are unprefixed. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `<html lang>` and hreflang of each language: the site's Portuguese is Brazilian. */
export const HTML_LANG: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** Words that read the same in every language (a name), as a text in the three languages. */
export const inEveryLanguage = (words: string): Record<Language, string> => ({ pt: words, en: words, es: words });
