// Language lives in the URL: Portuguese pages are unprefixed (/about), English and Spanish ones sit
// under /en and /es (/en/about; home pages are /, /en/ and /es/). Documents keep unprefixed internal
// links; these helpers add or remove the prefix, so blocks never deal with it.
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, type Language } from './languages.ts';

const PREFIX_PATTERN = new RegExp(`^/(${PREFIXED_LANGUAGES.join('|')})(?=/|$)`);

/** The language a path is in: its prefix, or Portuguese for an unprefixed path. */
export function languageOfPath(pathname: string): Language {
  return (PREFIX_PATTERN.exec(pathname)?.[1] as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The unprefixed path: '/en/about' → '/about', '/en' and '/en/' → '/'. */
export function stripLanguagePrefix(pathname: string): string {
  const rest = pathname.replace(PREFIX_PATTERN, '');
  return rest === '' ? '/' : rest;
}

/**
 * An unprefixed internal path in a language: ('/about', 'en') → '/en/about', ('/', 'en') → '/en/'.
 * A query or fragment is kept ('/contact?subject=x' → '/en/contact?subject=x').
 */
export function localizePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const suffix = split === -1 ? '' : path.slice(split);
  return `/${language}${pathname === '/' ? '/' : pathname}${suffix}`;
}

/** The same page in another language, whatever language the current path is in. */
export function switchPathLanguage(pathname: string, language: Language): string {
  return localizePath(stripLanguagePrefix(pathname), language);
}
