// UI strings under dotted keys. They are small (a few KB), so all three ship with the shell and a
// language switch never waits for the network.
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import type { Language } from './languages.ts';

export type LocaleStrings = Readonly<Record<string, string>>;

export const LOCALES: Record<Language, LocaleStrings> = { pt, en, es };

/** A missing translation shows the key itself, so the gap is visible and easy to find. */
export function translate(strings: LocaleStrings, key: string): string {
  return strings[key] ?? key;
}

