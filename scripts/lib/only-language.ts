// A document or collection holds every text as { pt, en?, es? }; a visitor's chunk keeps one language.
// Pure (no Node), so the build's plugin (vite-language-split.ts) and the editor's preview frame, which
// reduces unsaved documents in the browser, shape their data the same way.
import { isLocalizedText, shownLanguage } from '../../src/i18n/localized-text.ts';
import { isLanguage } from '../../src/i18n/languages.ts';

/**
 * The value with each localized text keeping only `language` (the shape stays { [language]: text }). A
 * text waiting for that translation keeps its Portuguese instead, as { pt: text }: the renderer shows it
 * marked lang="pt-BR" (src/i18n/localized-text.ts). Fingerprints (translatedFrom) stay out of the chunk.
 */
export function onlyLanguage(value: unknown, language: string): unknown {
  if (Array.isArray(value)) return value.map((item) => onlyLanguage(item, language));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isLocalizedText(record) && isLanguage(language)) {
    const shown = shownLanguage(record, language);
    return { [shown]: record[shown] };
  }
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, onlyLanguage(child, language)]));
}
