// The one place that decides which language a visitor gets. Today that is the stored preference;
// a language-in-URL scheme would change this file and nothing in the blocks.
import { readStoredValue, writeStoredValue } from '../services/browser-storage.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function readPreferredLanguage(): Language {
  const stored = readStoredValue(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function writePreferredLanguage(language: Language): void {
  writeStoredValue(LANGUAGE_STORAGE_KEY, language);
}
