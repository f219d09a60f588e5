// GitHub Pages answers every missing path with the site's /404.html (under a project sub-path, the
// project's own <repo>/404.html), whatever the language. That file is the Portuguese not-found page;
// its first script sends a miss under /en/ or /es/ on to that language's not-found page, before
// anything is painted, so a visitor reading English is told in English. (The address then shows
// /en/404.html rather than the one asked for; the alternative, fetching the page and writing it over
// this one, would run every script twice.) Other hosts never serve it for /en/ or /es/ (host-rules.ts),
// where it does nothing.
import { PREFIXED_LANGUAGES } from '../../../src/i18n/languages.ts';
import { preferredLanguageRedirect } from '../../../src/i18n/language-preference.ts';
import { notFoundFile } from './host-rules.ts';

/**
 * The head script of the Portuguese not-found page: another language's miss goes to its own not-found
 * page; a Portuguese one does what every Portuguese page does (the visitor's stored language).
 */
export function notFoundPageScript(base: string): string {
  const pages = Object.fromEntries(PREFIXED_LANGUAGES.map((language) => [language, `${base}/${notFoundFile(language)}`]));
  const inSite = base ? `p=p.indexOf(${JSON.stringify(`${base}/`)})===0?p.slice(${base.length}):"/";` : '';
  return `(function(){var p=location.pathname;${inSite}var m=/^\\/(${PREFIXED_LANGUAGES.join('|')})\\//.exec(p),t=${JSON.stringify(pages)};if(m){document.documentElement.hidden=true;location.replace(t[m[1]]);return}${preferredLanguageRedirect(base)}})()`;
}
