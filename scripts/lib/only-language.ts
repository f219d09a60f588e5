// A document or collection holds every text as { pt, en, es }; a visitor's chunk keeps one language.
// Pure (no Node), so the build's plugin (vite-language-split.ts) and the editor's preview frame, which
// reduces unsaved documents in the browser, shape their data the same way.

function isLocalizedText(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length === 3 && ['pt', 'en', 'es'].every((language) => typeof value[language] === 'string');
}

/** The value with each localized text keeping only `language` (the shape stays { [language]: text }). */
export function onlyLanguage(value: unknown, language: string): unknown {
  if (Array.isArray(value)) return value.map((item) => onlyLanguage(item, language));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isLocalizedText(record)) return { [language]: record[language] };
  return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, onlyLanguage(child, language)]));
}
