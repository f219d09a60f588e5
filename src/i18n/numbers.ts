// Numbers written in the page's language: grouped digits (12.345 in pt, 12,345 in en) and lengths in
// minutes with the language's short unit (45 min). Each format is made once per language: the first one
// costs the browser its locale data.
import { HTML_LANG, type Language } from './languages.ts';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, kind: 'number' | 'minutes'): Intl.NumberFormat {
  const key = `${language} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(HTML_LANG[language], kind === 'minutes' ? { style: 'unit', unit: 'minute', unitDisplay: 'short' } : {});
    formats.set(key, format);
  }
  return format;
}

/** 12345 → "12.345", "12,345", "12345" (Spanish groups only from five digits). */
export const formatNumber = (value: number, language: Language): string => numberFormat(language, 'number').format(value);

/** 45 → "45 min" in each language: a podcast episode's or an interview's length. */
export const formatMinutes = (minutes: number, language: Language): string => numberFormat(language, 'minutes').format(minutes);
