// The <head> lines that search engines and link previews read for one prerendered page:
// title, description, canonical and hreflang alternates, Open Graph and Twitter cards.
import { localizePath } from '../../../src/i18n/language-paths.ts';
import { LANGUAGES, type Language } from '../../../src/i18n/languages.ts';
import { absoluteUrl, alternates } from './site-url.ts';

/** <html lang> of each language: the same BCP 47 tags the hreflang alternates use. */
export { HTML_LANG } from '../../../src/i18n/languages.ts';

/** og:locale of each language (Open Graph wants language_TERRITORY). */
export const OG_LOCALE: Record<Language, string> = { pt: 'pt_BR', en: 'en_US', es: 'es_ES' };

export interface OgImage {
  /** Site path of the PNG, e.g. '/og/en.png'. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface HeadInput {
  siteUrl: string;
  /** Unprefixed route path ('/about', '/'); the language prefix is added here. */
  path: string;
  language: Language;
  /** The full page title, as shown in the browser tab. */
  title: string;
  description: string;
  siteName: string;
  ogImage: OgImage;
  /** False for the not-found pages: they must not be indexed nor claim a canonical address. */
  indexable: boolean;
  /** The page's feeds (news, blog, podcast), announced for feed readers: absolute address and title. */
  feeds?: { href: string; title: string }[];
}

/**
 * Escapes text for an HTML attribute or element, and equally for XML text and double-quoted
 * XML attributes, so the sitemap and the card's SVG use it too.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeMarkup(String(content))}">`;

/** The <head> lines for one page, joined to sit indented inside the template's <head>. */
export function headTags(input: HeadInput): string {
  const { siteUrl, path, language, title, description, siteName, ogImage, indexable, feeds = [] } = input;
  const url = absoluteUrl(siteUrl, localizePath(path, language));
  const imageUrl = absoluteUrl(siteUrl, ogImage.path);

  const lines = [`<title>${escapeMarkup(title)}</title>`, meta('name', 'description', description)];
  if (indexable) {
    lines.push(`<link rel="canonical" href="${escapeMarkup(url)}">`);
    for (const { hreflang, href } of alternates(siteUrl, path)) {
      lines.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}">`);
    }
  } else {
    lines.push(meta('name', 'robots', 'noindex'));
  }
  for (const feed of feeds) {
    lines.push(`<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(feed.title)}" href="${escapeMarkup(feed.href)}">`);
  }

  lines.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  );
  // A not-found page has no address of its own to share.
  if (indexable) lines.push(meta('property', 'og:url', url));
  lines.push(meta('property', 'og:locale', OG_LOCALE[language]));
  for (const other of LANGUAGES) {
    if (other !== language) lines.push(meta('property', 'og:locale:alternate', OG_LOCALE[other]));
  }
  lines.push(
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', ogImage.width),
    meta('property', 'og:image:height', ogImage.height),
    meta('property', 'og:image:alt', ogImage.alt),
    meta('property', 'og:image:type', 'image/png'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', ogImage.alt),
  );
  return lines.join('\n    ');
}
