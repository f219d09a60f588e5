// Small helpers every Lattes mapping shares: languages, source keys, ids, people's names, links.
import { fingerprint } from '../../../src/i18n/translation-status.ts';
import type { IncomingRecord } from '../record-import/types.ts';
import { attr, type LattesElement } from './xml-tree.ts';

export type LocalizedText = { pt: string; en?: string; es?: string };

/** Portuguese from the main attribute, English only from its *-INGLES twin: a missing twin stays missing (waiting for translation). */
export function bilingual(pt: string, en: string): LocalizedText {
  return en ? { pt, en } : { pt };
}

/** Lattes's IDIOMA (a language's Portuguese name) as a site language, when it is one. */
export function languageCode(idioma: string): 'pt' | 'en' | 'es' | undefined {
  const name = plain(idioma);
  if (name.startsWith('portugu')) return 'pt';
  if (name.startsWith('ingl') || name === 'english') return 'en';
  if (name.startsWith('espanhol') || name.startsWith('castelhano')) return 'es';
  return undefined;
}

/** Lower case, accents dropped, anything but letters and digits as single spaces. */
export function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** A kebab-case id from words (accents dropped), at most `words` of them. */
export function slug(text: string, words = 8): string {
  return plain(text).split(' ').filter(Boolean).slice(0, words).join('-') || 'record';
}

/** A DOI without its resolver ("https://doi.org/10.1/x", "doi:10.1/x" → "10.1/x"), or '' when there is none. */
export function bareDoi(doi: string): string {
  const bare = doi.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '');
  return /^10\.[0-9]{4,9}\/\S+$/.test(bare) ? bare : '';
}

/** The record's stable source key: DOI, else the Lattes sequence, else a hash of the normalised title and year. */
export function sourceKey({ doi, element, sequence, title, year }: { doi?: string; element: string; sequence?: string; title: string; year: string | number }): string {
  if (doi) return `doi:${doi.toLowerCase()}`;
  if (sequence) return `lattes:${element}:${sequence}`;
  return `hash:${fingerprint(`${plain(title)} ${year}`)}`;
}

/** How the report names where a record came from: the element and its sequence. */
export function originOf(element: LattesElement, sequenceAttribute?: string): string {
  const sequence = sequenceAttribute ? attr(element, sequenceAttribute) : '';
  return sequence ? `${element.name} ${sequenceAttribute}=${sequence}` : element.name;
}

/** Lattes home pages are often written "[http://…]": the https address inside, or undefined. */
export function httpsLink(homePage: string): string | undefined {
  const link = homePage.replace(/^\[|\]$/g, '').trim();
  return /^https:\/\/\S+$/.test(link) ? link : undefined;
}

/** A four-digit year as a number, or NaN (the schema then refuses the record and the report names the field). */
export function yearOf(text: string): number {
  return /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
}

const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'del', 'van', 'von', 'der']);
const SUFFIXES = new Set(['junior', 'júnior', 'jr', 'jr.', 'filho', 'neto', 'sobrinho']);

export type Person = { family: string; given?: string };

/**
 * A name as family and given names. "Family, Given" (how Lattes often writes co-authors) splits at the comma;
 * otherwise the last word (with a Júnior/Filho/Neto and a da/de/dos before it) is the family name. A name of
 * one word ("Nery") is a family name alone: co-authors cited so are real, and have no given name to show.
 */
export function personOf(fullName: string): Person {
  const name = fullName.replace(/\s+/g, ' ').trim();
  if (name.includes(',')) {
    const [family = '', ...rest] = name.split(',');
    const given = rest.join(',').trim();
    return given ? { family: family.trim(), given } : { family: family.trim() };
  }
  const words = name.split(' ');
  let start = words.length - 1;
  if (start > 1 && SUFFIXES.has(words[start]!.toLowerCase())) start -= 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  const given = words.slice(0, start).join(' ');
  return given ? { family: words.slice(start).join(' '), given } : { family: words.slice(start).join(' ') };
}

/** Ids unique within one import: a repeated id gets -2, -3… */
export function uniqueIds(records: IncomingRecord[]): IncomingRecord[] {
  const seen = new Map<string, number>();
  for (const { collection, record } of records) {
    const key = `${collection}:${String(record.id)}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count > 1) record.id = `${String(record.id)}-${count}`;
  }
  return records;
}

/** Fills {course} in a level's words: a language whose words or course name is missing is left out. */
export function degreeText(words: LocalizedText, coursePt: string, courseEn: string): LocalizedText {
  const fill = (template: string | undefined, course: string) => (template === undefined ? undefined : template.includes('{course}') ? (course ? template.replace('{course}', course) : undefined) : template);
  const text: LocalizedText = { pt: fill(words.pt, coursePt) ?? words.pt.replace(/ em \{course\}$/, '') };
  const en = fill(words.en, courseEn);
  const es = fill(words.es, '');
  if (en) text.en = en;
  if (es) text.es = es;
  return text;
}
