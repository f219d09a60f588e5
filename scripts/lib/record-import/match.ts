// Which record on the site an incoming record is: the same source key (or a key an earlier importer gave it); else the same DOI; else the same
// title (a person's name) and year once case, accents and punctuation are set aside (a record typed by hand before the first
// import is linked to it, never listed twice).
import { isLocalized, isPlainObject, type Rec } from './field-merge.ts';

export interface Located {
  list: string;
  record: Rec;
}

export interface Provenance {
  source: string;
  from: 'lattes' | 'bibtex' | 'orcid';
  fields: Record<string, string>;
}

export const provenanceOf = (record: Rec): Provenance | undefined => (isPlainObject(record.imported) ? (record.imported as unknown as Provenance) : undefined);

const plain = (value: unknown): string | undefined => (typeof value === 'string' ? value : isLocalized(value) ? value.pt : undefined);

/** The words a person knows the record by: its title (or name, thesis or degree). */
export function titleOf(record: Rec): string {
  return plain(record.title) ?? plain(record.name) ?? plain(record.thesis) ?? plain(record.degree) ?? String(record.id ?? '?');
}

export const yearOf = (record: Rec): unknown => record.year ?? record.startYear;

/** Title and year as a key: lower case, no accents, letters and digits only (CO₂ as CO2: one source writes the index, another drops it). */
export function titleKey(record: Rec): string | undefined {
  // A person (the team's students) has no title: their name stands for it.
  const title = plain(record.title) ?? plain(record.thesis) ?? plain(record.name);
  if (!title) return undefined;
  const words = title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return `${words}|${String(yearOf(record) ?? '')}`;
}

const doiOf = (record: Rec) => (typeof record.doi === 'string' ? record.doi.toLowerCase() : undefined);

/** The records of a collection document: every top-level array of objects, with its pointer. */
export function recordsOf(document: Rec): Located[] {
  return Object.entries(document).flatMap(([key, value]) => (Array.isArray(value) ? value.filter(isPlainObject).map((record) => ({ list: `/${key}`, record })) : []));
}

export function findMatch(candidates: Located[], sources: readonly string[], record: Rec, claimed: Set<Rec>): { found: Located; by: 'source' | 'doi' | 'title' } | undefined {
  const free = candidates.filter((c) => !claimed.has(c.record));
  // The current key first, then the keys an earlier importer gave the same record.
  const bySource = sources.map((source) => free.find((c) => provenanceOf(c.record)?.source === source)).find(Boolean);
  if (bySource) return { found: bySource, by: 'source' };
  const doi = doiOf(record);
  const byDoi = doi ? free.find((c) => doiOf(c.record) === doi) : undefined;
  if (byDoi) return { found: byDoi, by: 'doi' };
  const key = titleKey(record);
  const byTitle = key ? free.find((c) => titleKey(c.record) === key) : undefined;
  return byTitle ? { found: byTitle, by: 'title' } : undefined;
}
