// The per-field re-sync rule. Each imported field keeps the fingerprint of the value last imported
// (`imported.fields`); a LocalizedText is fingerprinted per language ('title.pt', 'title.en'), so a
// translation the maintainer adds is not an edit of the Portuguese. A field changes only while the site
// still holds what was imported; otherwise the maintainer's value stays and the edit is reported.
import { fingerprint } from '../../../src/i18n/translation-status.ts';

export type Rec = Record<string, unknown>;
const LANGUAGES = ['pt', 'en', 'es'] as const;

export const isPlainObject = (value: unknown): value is Rec => !!value && typeof value === 'object' && !Array.isArray(value);
export const isLocalized = (value: unknown): value is Rec & { pt: string } => isPlainObject(value) && typeof value.pt === 'string';

/** JSON with sorted keys, so a record typed by hand with another key order fingerprints alike. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}

/** The fingerprint of a field's value (FNV-1a, as translation status uses); none for an absent field. */
export function fingerprintOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return fingerprint(typeof value === 'string' ? value : canonical(value));
}

/** A field the source changed while the site holds another value: the site's stays. */
export interface KeptEdit {
  field: string;
  site: unknown;
  source: unknown;
}

export interface FieldMerge {
  record: Rec;
  fields: Record<string, string>;
  updated: string[];
  kept: KeptEdit[];
}

type Decision = { value: unknown; print: string | undefined; outcome: 'same' | 'updated' | 'kept' | 'quiet' };

/**
 * `sync`: the importer that owns the record updates what the maintainer left alone. `complete`: another
 * source only fills what the record lacks and was never imported, so two sources never undo each other.
 */
function decide(site: unknown, source: unknown, last: string | undefined, mode: 'sync' | 'complete'): Decision {
  const now = fingerprintOf(site);
  const incoming = fingerprintOf(source);
  if (now === incoming) return { value: site, print: incoming, outcome: 'same' };
  const untouched = mode === 'sync' ? now === last : site === undefined && last === undefined;
  if (untouched) return { value: source, print: incoming, outcome: 'updated' };
  return { value: site, print: last, outcome: mode === 'sync' && incoming !== last && source !== undefined ? 'kept' : 'quiet' };
}

export function mergeFields(site: Rec, source: Rec, last: Record<string, string>, mode: 'sync' | 'complete'): FieldMerge {
  const record: Rec = { ...site };
  const fields: Record<string, string> = {};
  const updated: string[] = [];
  const kept: KeptEdit[] = [];
  const apply = (key: string, decision: Decision, set: (value: unknown) => void, source: unknown) => {
    if (decision.print) fields[key] = decision.print;
    if (decision.outcome === 'updated') {
      set(decision.value);
      updated.push(key);
    } else if (decision.outcome === 'kept') kept.push({ field: key, site: decision.value, source });
  };
  const lastNames = Object.keys(last).map((key) => key.split('.')[0]!);
  const names = [...new Set([...Object.keys(source), ...lastNames])].filter((name) => name !== 'id' && name !== 'imported');
  for (const name of names) {
    const current = site[name];
    const incoming = source[name];
    const localized = isLocalized(incoming) || Object.keys(last).some((key) => key.startsWith(`${name}.`));
    if (!localized || (current !== undefined && !isLocalized(current))) {
      apply(name, decide(current, incoming, last[name], mode), (value) => (value === undefined ? delete record[name] : (record[name] = value)), incoming);
      continue;
    }
    mergeText(name, current as Rec | undefined, (incoming ?? {}) as Rec, last, mode, record, apply);
  }
  return { record, fields, updated, kept };
}

/** One LocalizedText, language by language; a new Portuguese marks the translations it did not bring as stale. */
function mergeText(name: string, current: Rec | undefined, incoming: Rec, last: Record<string, string>, mode: 'sync' | 'complete', record: Rec, apply: (key: string, d: Decision, set: (v: unknown) => void, source: unknown) => void) {
  const removedOnSite = current === undefined && LANGUAGES.some((language) => last[`${name}.${language}`] !== undefined);
  const next: Rec = { ...current };
  const fromSource = new Set<string>();
  for (const language of LANGUAGES) {
    const key = `${name}.${language}`;
    if (incoming[language] === undefined && last[key] === undefined) continue;
    const decision = removedOnSite ? decide(undefined, incoming[language], last[key] ?? '', 'sync') : decide(current?.[language], incoming[language], last[key], mode);
    apply(key, decision, (value) => {
      if (value === undefined) delete next[language];
      else next[language] = value;
      fromSource.add(language);
    }, incoming[language]);
  }
  if (!fromSource.size) return;
  if (typeof next.pt !== 'string') {
    // Without its Portuguese the text cannot stand: the source dropped it, so it goes unless the site added a language.
    if (!LANGUAGES.some((language) => next[language] !== undefined)) delete record[name];
    return;
  }
  if (current && fromSource.has('pt')) stampTranslations(next, current, fromSource);
  record[name] = next;
}

function stampTranslations(next: Rec, current: Rec, fromSource: Set<string>) {
  const stamps = { ...(next.translatedFrom as Record<string, string> | undefined) };
  for (const language of ['en', 'es'] as const) {
    if (next[language] === undefined) delete stamps[language];
    else if (fromSource.has(language)) {
      if (stamps[language] !== undefined) stamps[language] = fingerprint(next.pt as string);
    } else if (stamps[language] === undefined && typeof current.pt === 'string') stamps[language] = fingerprint(current.pt);
  }
  if (Object.keys(stamps).length) next.translatedFrom = stamps;
  else delete next.translatedFrom;
}

/** The fingerprints of a new record's fields, in its own key order. */
export function fingerprintsOf(record: Rec): Record<string, string> {
  return mergeFields({}, record, {}, 'sync').fields;
}
