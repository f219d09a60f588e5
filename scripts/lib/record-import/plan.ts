// Plans an import against the project's files as they are: which records are added, changed, linked,
// unchanged, or gone from the source, and which fields keep the maintainer's edit. Nothing is written;
// the plan holds each touched collection's text as read and its data after the import.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonEqual } from '../format-preserving-write.ts';
import { fingerprintsOf, mergeFields, type KeptEdit, type Rec } from './field-merge.ts';
import { findMatch, provenanceOf, recordsOf, titleOf, yearOf, type Provenance } from './match.ts';
import type { IncomingRecord, ParsedSource, SourceProblem } from './types.ts';
import { validatePlan } from './validate-plan.ts';

export interface PlanEntry {
  status: 'added' | 'changed' | 'linked' | 'unchanged';
  source: string;
  origin: string;
  /** The record as it will be (the object inside `after`). */
  record: Rec;
  list: string;
  updated: string[];
  kept: KeptEdit[];
  /** Set when another import owns the record: this one only filled fields it lacked. */
  ownedBy?: Provenance['from'];
}

export interface GoneRecord {
  source: string;
  list: string;
  record: Rec;
}

export interface CollectionPlan {
  collection: string;
  /** Relative to the project root, e.g. 'pages-data/collections/publications.json'. */
  file: string;
  /** The file's text when it was planned; apply refuses if it changed since. */
  text: string;
  after: Rec;
  entries: PlanEntry[];
  gone: GoneRecord[];
}

/** A site file a seed fills: its text when planned and its data after. */
export interface SeededFile {
  file: string;
  text: string;
  after: Rec;
  /** What was filled in, and what the file already had (kept). */
  filled: string[];
  kept: string[];
}

export interface ImportPlan {
  kind: ParsedSource['kind'];
  file: string;
  collections: CollectionPlan[];
  skipped: SourceProblem[];
  /** Records left out because they would not be valid (a required field the source lacks): each names the source
   *  element, the site field and what to fill in. The rest of the import is written without them. */
  unfit: SourceProblem[];
  /** Why the import cannot be written at all (a problem no single record causes). */
  problems: SourceProblem[];
  /** From the source: what it held that the site has no place for, and what the reader repaired or noticed. */
  leftOut: NonNullable<ParsedSource['leftOut']>;
  notes: SourceProblem[];
  sections: NonNullable<ParsedSource['sections']>;
  seeded: SeededFile[];
}

export interface ImportOptions {
  root: string;
  /** Where schemas/ lives when not under root (tests plan against a copy of the data). */
  schemaRoot?: string;
}

/** The collections an import may fill, scanned for records gone from the source. */
const IMPORTABLE = ['publications', 'graduates', 'projects', 'awards', 'education', 'minicourses', 'people'];

export const collectionFile = (collection: string) => `pages-data/collections/${collection}.json`;

function load(root: string, collection: string): CollectionPlan | undefined {
  if (!/^[a-z0-9-]+$/.test(collection)) return undefined;
  const file = collectionFile(collection);
  if (!existsSync(join(root, file))) return undefined;
  const text = readFileSync(join(root, file), 'utf8');
  return { collection, file, text, after: JSON.parse(text) as Rec, entries: [], gone: [] };
}

/** An id the collection does not hold yet: the source's, or it with -2, -3… */
function freeId(document: Rec, id: unknown): unknown {
  if (typeof id !== 'string') return id;
  const taken = new Set(recordsOf(document).map((r) => r.record.id));
  let candidate = id;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${id}-${n}`;
  return candidate;
}

/** A record's year as a number: some collections write it as text ("2024", "2019–2021": its first year). */
function yearNumber(record: Rec): number | undefined {
  const year = Number.parseInt(String(yearOf(record) ?? ''), 10);
  return Number.isNaN(year) ? undefined : year;
}

/** Newest first, as the collections keep their lists: before the first record of an earlier year. */
function insertByYear(list: Rec[], record: Rec): void {
  const year = yearNumber(record);
  const at = year === undefined ? -1 : list.findIndex((r) => (yearNumber(r) ?? Infinity) < year);
  if (at < 0) list.push(record);
  else list.splice(at, 0, record);
}

/** Plans the import; a record that would not validate is left out (and its site twin left as it was), and the rest planned again. */
export function planImport(parsed: ParsedSource, options: ImportOptions): ImportPlan {
  const unfit: SourceProblem[] = [];
  for (;;) {
    const plan = planRecords(parsed, new Set(unfit.map((problem) => problem.origin)), options);
    const fresh = plan.problems.filter((problem) => problem.origin !== plan.file && !unfit.some((known) => known.origin === problem.origin));
    if (!fresh.length) return { ...plan, unfit, problems: plan.problems.filter((problem) => problem.origin === plan.file) };
    unfit.push(...fresh);
  }
}

function planRecords(parsed: ParsedSource, held: Set<string>, options: ImportOptions): ImportPlan {
  const plans = new Map<string, CollectionPlan | undefined>();
  const planOf = (collection: string) => {
    if (!plans.has(collection)) plans.set(collection, load(options.root, collection));
    return plans.get(collection);
  };
  const skipped: SourceProblem[] = [...parsed.skipped];
  const claimed = new Map<Rec, string>();
  const seen = new Map<string, string>();
  for (const incoming of parsed.records) {
    const plan = planOf(incoming.collection);
    if (!plan) {
      skipped.push({ origin: incoming.origin, message: `there is no ${collectionFile(incoming.collection)} to import it into` });
      continue;
    }
    const twin = seen.get(incoming.source);
    if (twin) {
      skipped.push({ origin: incoming.origin, message: `the same work as ${twin} (${incoming.source}); imported once` });
      continue;
    }
    seen.set(incoming.source, incoming.origin);
    const match = findMatch(recordsOf(plan.after), [incoming.source, ...(incoming.formerSources ?? [])], incoming.record, new Set());
    if (held.has(incoming.origin)) {
      // Left out as it would not be valid: a record already on the site stays exactly as it is, and is not "gone".
      if (match) claimed.set(match.found.record, incoming.origin);
      continue;
    }
    if (match && claimed.has(match.found.record)) {
      skipped.push({ origin: incoming.origin, message: `the same work as ${claimed.get(match.found.record)} (same ${match.by === 'doi' ? 'DOI' : 'title and year'}); imported once` });
      continue;
    }
    const entry = match ? resync(plan, incoming, match.found.list, match.found.record, parsed.kind) : add(plan, incoming, parsed.kind, skipped);
    if (entry) claimed.set(entry.record, incoming.origin);
  }
  for (const collection of new Set([...IMPORTABLE, ...plans.keys()])) {
    const plan = planOf(collection);
    if (!plan) continue;
    for (const { list, record } of recordsOf(plan.after)) {
      const provenance = provenanceOf(record);
      if (provenance?.from === parsed.kind && !claimed.has(record)) plan.gone.push({ source: provenance.source, list, record });
    }
  }
  const collections = [...plans.values()].filter((p): p is CollectionPlan => !!p && (p.entries.length > 0 || p.gone.length > 0));
  const plan: ImportPlan = { kind: parsed.kind, file: parsed.file, collections, skipped, unfit: [], problems: [], leftOut: parsed.leftOut ?? [], notes: parsed.notes ?? [], sections: parsed.sections ?? {}, seeded: planSeeds(parsed.seeds ?? [], options.root) };
  plan.problems = validatePlan(plan, options);
  return plan;
}

/** Each seed whose place is empty fills it; one the file already holds is kept and reported. */
function planSeeds(seeds: NonNullable<ParsedSource['seeds']>, root: string): SeededFile[] {
  const files = new Map<string, SeededFile>();
  for (const seed of seeds) {
    const full = join(root, seed.file);
    if (!existsSync(full)) continue;
    if (!files.has(seed.file)) {
      const text = readFileSync(full, 'utf8');
      files.set(seed.file, { file: seed.file, text, after: JSON.parse(text) as Rec, filled: [], kept: [] });
    }
    const file = files.get(seed.file)!;
    const parent = seed.path.slice(0, -1).reduce<Rec | undefined>((node, key) => (node?.[key] as Rec | undefined), file.after);
    const key = seed.path[seed.path.length - 1]!;
    if (!parent || typeof parent !== 'object') continue;
    if (parent[key] !== undefined) file.kept.push(seed.what);
    else {
      parent[key] = seed.value;
      file.filled.push(seed.what);
    }
  }
  return [...files.values()];
}

function add(plan: CollectionPlan, incoming: IncomingRecord, kind: ParsedSource['kind'], skipped: SourceProblem[]): PlanEntry | undefined {
  if (incoming.mergeOnly) {
    skipped.push({ origin: incoming.origin, message: incoming.mergeOnly });
    return undefined;
  }
  const key = incoming.list.replace(/^\//, '');
  const list = Array.isArray(plan.after[key]) ? (plan.after[key] as Rec[]) : (plan.after[key] = []);
  const fields = fingerprintsOf(incoming.record);
  const record: Rec = { ...incoming.record, ...('id' in incoming.record ? { id: freeId(plan.after, incoming.record.id) } : {}), imported: { source: incoming.source, from: kind, fields } };
  insertByYear(list as Rec[], record);
  const entry: PlanEntry = { status: 'added', source: incoming.source, origin: incoming.origin, record, list: `/${key}`, updated: [], kept: [] };
  plan.entries.push(entry);
  return entry;
}

function resync(plan: CollectionPlan, incoming: IncomingRecord, listPointer: string, site: Rec, kind: ParsedSource['kind']): PlanEntry {
  const provenance = provenanceOf(site);
  if (listPointer !== incoming.list) {
    // The same work kept in another list (a chapter the source calls an article): its fields do not fit there, so it is left as it is.
    const entry: PlanEntry = { status: 'unchanged', source: incoming.source, origin: incoming.origin, record: site, list: listPointer, updated: [], kept: [] };
    plan.entries.push(entry);
    return entry;
  }
  const owns = !provenance || provenance.from === kind;
  // A partial record (an ORCID work Crossref could not complete this time) never re-syncs a whole one: it only fills what is missing.
  const merged = mergeFields(site, incoming.record, provenance?.fields ?? {}, owns && !(incoming.mergeOnly && provenance) ? 'sync' : 'complete');
  const imported: Provenance = owns
    ? { source: incoming.source, from: kind, fields: merged.fields }
    : { source: provenance.source, from: provenance.from, fields: { ...provenance.fields, ...merged.fields } };
  const next: Rec = { ...merged.record, imported };
  const unchanged = jsonEqual(next, site);
  const list = plan.after[listPointer.slice(1)] as Rec[];
  if (!unchanged) list[list.indexOf(site)] = next;
  const status = unchanged ? 'unchanged' : provenance ? 'changed' : 'linked';
  const entry: PlanEntry = { status, source: incoming.source, origin: incoming.origin, record: unchanged ? site : next, list: listPointer, updated: merged.updated, kept: merged.kept, ...(owns ? {} : { ownedBy: provenance.from }) };
  plan.entries.push(entry);
  return entry;
}

export { titleOf };
