// The public address of the site, read once at build time, and the absolute URLs built from it.
// Canonical links, hreflang alternates, the sitemap and Open Graph all need absolute URLs, and
// they must agree to the character, so every one of them is made here.
import { localizePath } from '../../../src/i18n/language-paths.ts';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES } from '../../../src/i18n/languages.ts';

/**
 * A reserved example domain, so an unconfigured build never claims somebody else's address; one that
 * names nobody, so a build without SITE_URL carries nothing of the sample professor either.
 */
export const DEFAULT_SITE_URL = 'https://site.example';


/**
 * SITE_URL from the environment (or the default), without a trailing slash.
 * Throws when it is not an absolute http(s) URL: a wrong value would silently publish
 * canonical links to nowhere, which search engines then believe.
 */
export function readSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}; got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must use http or https; got "${raw}".`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must not carry credentials, a query or a fragment; got "${raw}".`);
  }
  // URL's own spelling (lower-case host, no default port), so every link agrees character for character.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** siteUrl + path, with exactly one slash between them ('/' gives the site's root with its slash). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The page at an unprefixed path in every language, plus x-default. x-default points to the
 * Portuguese page because that is the one served to visitors whose language we do not know.
 */
export function alternates(siteUrl: string, path: string): Alternate[] {
  const localized = LANGUAGES.map((language) => ({
    hreflang: HTML_LANG[language],
    href: absoluteUrl(siteUrl, localizePath(path, language)),
  }));
  return [...localized, { hreflang: 'x-default', href: absoluteUrl(siteUrl, localizePath(path, DEFAULT_LANGUAGE)) }];
}

/** The sub-path of a site URL: 'https://prof.github.io/site' → '/site', 'https://prof.example' → ''. */
export function basePathOf(siteUrl: string): string {
  return new URL(siteUrl).pathname.replace(/\/+$/, '');
}
