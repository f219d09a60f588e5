// What a host must do with dist/, defined once: the cache rule of each path and the not-found page of
// each language, under the site's sub-path. The Cloudflare Pages / Netlify files (host-files.ts), the
// GitHub Pages not-found page (github-pages-404.ts) and `npm start`'s server (static-server.ts) are all
// written from here, and the security headers (security-headers.ts) join them on every path.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../src/i18n/languages.ts';
import { SITE_FOLDERS } from '../site-folders.ts';

/** Content-hashed files never change under their name: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and every unhashed file: revalidate each time, so a new build shows at once. */
export const REVALIDATE = 'no-cache';

export interface HeaderRule {
  /** A path pattern from the host's root, '*' matching the rest ('/site/assets/*'). */
  path: string;
  headers: Record<string, string>;
}

/**
 * The headers by path. Cloudflare Pages and Netlify both apply every rule that matches and join the
 * values of a header named twice, so each header is named by one rule only: pages get no rule of their
 * own, since both hosts already answer them with a revalidating Cache-Control (max-age=0,
 * must-revalidate). The headers every response needs (`security`) go in `${base}/*`.
 */
export function headerRules(base: string, security: Record<string, string> = {}): HeaderRule[] {
  return [
    ...(Object.keys(security).length > 0 ? [{ path: `${base}/*`, headers: security }] : []),
    { path: `${base}/${SITE_FOLDERS.assets}/*`, headers: { 'Cache-Control': IMMUTABLE } },
  ];
}

/** A rule's path as a test on a request's path ('*' matches the rest, slashes included). */
export function pathMatcher(pattern: string): (path: string) => boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return (path) => regex.test(path);
}

/** The not-found page of a language, as a path in dist/ ('404.html', 'en/404.html'). */
export function notFoundFile(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '404.html' : `${language}/404.html`;
}

export interface NotFoundRule {
  /** The paths it covers, with '*' ('/site/en/*'). */
  path: string;
  /** The page answered, with status 404 ('/site/en/404.html'). */
  page: string;
}

/** Each language's misses answer its own not-found page; the prefixed languages come first, as hosts read rules in order. */
export function notFoundRules(base: string): NotFoundRule[] {
  const ordered = [...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE), DEFAULT_LANGUAGE];
  return ordered.map((language) => ({
    path: language === DEFAULT_LANGUAGE ? `${base}/*` : `${base}/${language}/*`,
    page: `${base}/${notFoundFile(language)}`,
  }));
}
