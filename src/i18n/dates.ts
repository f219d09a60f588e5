// Dates are written in documents as ISO calendar dates (2025-03-14) and shown in the page's language.
// Formatting in UTC makes the text the same on the build machine and in every visitor's time zone, so
// the prerendered HTML and the hydrated page agree (no mismatch, no shift).
import { HTML_LANG, type Language } from './languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The long date format of a language, made once: the first one costs the browser its locale data (45 ms
 * at 4× CPU). In UTC for calendar dates, in the visitor's own zone for a day they live in.
 */
function longDate(language: Language, zone: 'UTC' | 'local'): Intl.DateTimeFormat {
  const key = `${language} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[language], { day: 'numeric', month: 'long', year: 'numeric', ...(zone === 'UTC' && { timeZone: 'UTC' }) });
    formats.set(key, format);
  }
  return format;
}

/** 2025-03-14 → "14 de março de 2025", "March 14, 2025", "14 de marzo de 2025". */
export function formatDate(isoDate: string, language: Language): string {
  return longDate(language, 'UTC').format(dateOf(isoDate));
}

/** A day in the visitor's own calendar, written the same way (a generated file's date line). */
export function formatLocalDay(day: Date, language: Language): string {
  return longDate(language, 'local').format(day);
}

/** Makes the format formatLocalDay needs ahead of time, while something else is awaited. */
export function prepareLocalDay(language: Language): void {
  longDate(language, 'local');
}

/** The instant a calendar date starts, in UTC (for sorting and for feeds). */
export function dateOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
