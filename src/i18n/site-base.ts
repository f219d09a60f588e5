// The site's sub-path, when it is published under one (SITE_URL https://prof.github.io/site → '/site'),
// and the one way to turn a site path into the address a browser asks for, and back. Documents, the
// shell and the search index name pages and files from the site's root ('/about', '/docs/map.pdf');
// withBase() adds the sub-path where a link or a fetch is written, withoutBase() removes it where the
// address bar is read. Vite's `base` (vite.config.ts, from SITE_URL) is the single source: the bundles
// read it as import.meta.env.BASE_URL; build scripts running outside Vite pass the base they computed
// with basePathOf() (scripts/lib/seo/site-url.ts).

/** '/site/' or '/site' → '/site'; '/' or '' → '' (no sub-path). */
export function normalizeBase(base: string | undefined): string {
  return (base ?? '').replace(/\/+$/, '');
}

/** The sub-path of this build ('' at a domain's root). Outside Vite (build scripts) there is none. */
export const SITE_BASE: string = normalizeBase(import.meta.env?.BASE_URL);

/**
 * A site path as a URL path: ('/about') → '/site/about', ('/') → '/site/'. Anything that is not a path
 * from the site's root (an external address, '#anchor', 'mailto:', '//host') is returned as it is.
 */
export function withBase(path: string, base: string = SITE_BASE): string {
  // Never "already prefixed": a site at /docs may well have a file /docs/map.pdf of its own.
  return !base || !path.startsWith('/') || path.startsWith('//') ? path : `${base}${path}`;
}

/** The site path of an address's path: ('/site/en/about') → '/en/about', ('/site') → '/'. */
export function withoutBase(pathname: string, base: string = SITE_BASE): string {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
