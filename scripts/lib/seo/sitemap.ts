// sitemap.xml: every page in every language, each entry listing all its language versions, which
// is how Google learns the hreflang cluster without fetching each page's <head>.
import { localizePath } from '../../../src/i18n/language-paths.ts';
import { LANGUAGES } from '../../../src/i18n/languages.ts';
import { escapeMarkup } from './head-tags.ts';
import { absoluteUrl, alternates } from './site-url.ts';

/**
 * The sitemap for unprefixed route paths (pass the routes, not aliases: an alias's canonical is
 * its target). Entries follow the given path order, then pt, en, es. No <lastmod>: without a real
 * modification date, a made-up one would only teach crawlers to ignore it.
 */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const links = alternates(siteUrl, path).map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
    );
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeMarkup(absoluteUrl(siteUrl, localizePath(path, language)))}</loc>`,
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
