// Dates are written in documents as ISO calendar dates (2025-03-14) and shown in the page's language.
// Formatting in UTC makes the text the same on the build machine and in every visitor's time zone, so
// the prerendered HTML and the hydrated page agree (no mismatch, no shift).
import { HTML_LANG, type Language } from './languages.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** 2025-03-14 → "14 de março de 2025", "March 14, 2025", "14 de marzo de 2025". */
export function formatDate(isoDate: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format.format(dateOf(isoDate));
}

/** The instant a calendar date starts, in UTC (for sorting and for feeds). */
export function dateOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Records newest first, by their ISO `date`; equal dates keep their order. */
export function newestFirst<T extends { date: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.date.localeCompare(a.date));
}
