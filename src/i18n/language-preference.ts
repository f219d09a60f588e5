// The one place that decides which language a visitor gets. The URL decides (see language-paths.ts);
// the stored preference only sends a visitor who chose English or Spanish from an unprefixed
// (Portuguese) URL to the same page in their language, before anything is painted.
import { writeStoredValue } from '../services/browser-storage.ts';
import { PREFIXED_LANGUAGES, type Language } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function writePreferredLanguage(language: Language): void {
  writeStoredValue(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The inline <head> script of every Portuguese page. It runs before the body is parsed: with a stored
 * en or es preference it hides the page (so no Portuguese frame is ever painted) and replaces the URL
 * with the prefixed one. No preference, pt, an unknown value or unreadable storage: nothing happens.
 */
export const PREFERRED_LANGUAGE_REDIRECT = preferredLanguageRedirect('');

/**
 * The same script for a site published under a sub-path ('/site'): the prefix goes after the sub-path
 * (/site/about → /site/en/about). With no sub-path it is exactly PREFERRED_LANGUAGE_REDIRECT.
 */
export function preferredLanguageRedirect(base: string): string {
  const path = base ? `var b=${JSON.stringify(base)},p=location.pathname;p=p.indexOf(b+"/")===0?p.slice(b.length):"/";` : 'var p=location.pathname;';
  return `(function(){try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});if(${JSON.stringify(PREFIXED_LANGUAGES)}.indexOf(l)<0)return;${path}document.documentElement.hidden=true;location.replace(${base ? 'b+' : ''}"/"+l+(p==="/"?"/":p)+location.search+location.hash)}catch(e){}})()`;
}
