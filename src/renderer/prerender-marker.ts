import type { Language } from '../i18n/languages.ts';

/**
 * What the prerendered root says it holds: its path, or the not-found page of a language. The client
 * hydrates only HTML rendered for what it is about to render; anything else it renders afresh.
 */
export function prerenderMarker(path: string | undefined, language: Language): string {
  return path ?? `not-found:${language}`;
}
