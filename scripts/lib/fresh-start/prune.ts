// After the sample's records and texts are gone, the pages are made whole again: a block that picked the
// sample's records by id loses those ids (and, with none left, lists all of hers), a block whose list has
// nothing to show goes (no heading over nothing), a text still naming the sample goes, and whatever
// validation then refuses (a button to a download that went, a fact a block needs) goes with the
// smallest part that holds it: a field, an item, or the block. A page left with no block gets a header
// with its title. Each step is noted for the report.
import { matching } from '../../../src/records/select-records.ts';
import { pick } from '../../../src/lib/pick.ts';
import { escapePointer, walkObjects } from '../../../src/lib/json-walk.ts';
import { textsOf, type Found } from '../check/sample-parts.ts';
import type { Problem } from '../problems.ts';
import { blockName, type PageChange } from './page-texts.ts';

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => !!value && typeof value === 'object' && !Array.isArray(value);

export type Pages = Map<string, Rec>;
export type Changes = Map<string, PageChange[]>;

const note = (changes: Changes, file: string, change: PageChange) => {
  if (!changes.has(file)) changes.set(file, []);
  changes.get(file)!.push(change);
};

/** Every block of a page, nested ones (a section's, a tab's) included, with its pointer. */
function* blocksOf(blocks: unknown, pointer: string): Generator<{ block: Rec; pointer: string }> {
  if (!Array.isArray(blocks)) return;
  for (const [index, block] of blocks.entries()) {
    if (!isRecord(block)) continue;
    const at = `${pointer}/${index}`;
    yield { block, pointer: at };
    yield* blocksOf(block.blocks, `${at}/blocks`);
    if (Array.isArray(block.tabs)) for (const [tab, entry] of block.tabs.entries()) if (isRecord(entry)) yield* blocksOf(entry.blocks, `${at}/tabs/${tab}/blocks`);
  }
}

/** The records of a collection's file: its items, or for publications every list it has. */
function recordsIn(document: Rec | undefined): Rec[] {
  if (!document) return [];
  if (Array.isArray(document.items)) return document.items.filter(isRecord);
  return Object.values(document).flatMap((value) => (Array.isArray(value) ? value.filter(isRecord) : []));
}

const segments = (pointer: string) => (pointer ? pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')) : []);

function at(document: unknown, pointer: string): unknown {
  return segments(pointer).reduce<unknown>((node, key) => (Array.isArray(node) ? node[Number(key)] : isRecord(node) ? node[key] : undefined), document);
}

const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/** Takes the node at `pointer` out: an array's element is spliced out, an object's property deleted. */
function remove(document: Rec, pointer: string): boolean {
  const parent = at(document, parentOf(pointer));
  const key = segments(pointer).at(-1)!;
  if (Array.isArray(parent)) return parent.splice(Number(key), 1).length > 0;
  if (isRecord(parent) && key in parent) return delete parent[key];
  return false;
}

/** The block a pointer is in (the innermost), for the report. */
function enclosingBlock(document: Rec, pointer: string): { block: Rec; pointer: string } | undefined {
  let found: { block: Rec; pointer: string } | undefined;
  for (const entry of blocksOf(document.blocks, '/blocks')) if (pointer === entry.pointer || pointer.startsWith(`${entry.pointer}/`)) found = entry;
  return found;
}

/** Ids of records that went: dropped; a block left with none lists every record of hers (the ids' choice is hers to make again). */
export function dropGoneIds(pages: Pages, collections: Map<string, Rec>, changes: Changes): void {
  for (const [file, page] of pages) {
    // A block's own ids, or those of a part of it (the CV's PDF picks its publications).
    walkObjects(page.blocks, (node, pointer) => {
      if (typeof node.collection !== 'string' || !Array.isArray(node.ids)) return;
      const known = new Set(recordsIn(collections.get(node.collection)).map((record) => record.id));
      const ids = (node.ids as unknown[]).filter((id) => known.has(id as string));
      if (ids.length === node.ids.length) return;
      if (ids.length) node.ids = ids;
      else delete node.ids;
      const block = enclosingBlock(page, `/blocks${pointer}`)?.block ?? node;
      note(changes, file, { block: blockName(block), kind: 'part', what: ids.length ? 'the sample’s records it picked are gone (yours stay picked)' : 'it picked the sample’s records: it now lists all of yours (pick some again with "ids")' });
    });
  }
}

/** Whether a block that lists records has any to show. */
function showsNothing(block: Rec, collections: Map<string, Rec>): boolean {
  if (typeof block.collection !== 'string' || block.type === 'syllabus') return false;
  const records = recordsIn(collections.get(block.collection));
  const where = (block.filter as Rec | undefined) ?? (block.where as Rec | undefined) ?? (block.type === 'supervisionFlowchart' ? { level: block.level } : undefined);
  return matching(pick(records as { id?: string }[], block.ids as string[] | undefined), where as never).length === 0;
}

/** Blocks listing a collection with nothing in it for them go: a heading over an empty list says nothing. */
export function dropEmptyLists(pages: Pages, collections: Map<string, Rec>, changes: Changes): void {
  for (const [file, page] of pages) {
    const empty = [...blocksOf(page.blocks, '/blocks')].filter(({ block }) => showsNothing(block, collections));
    for (const { block, pointer } of empty.reverse()) {
      remove(page, pointer);
      note(changes, file, { block: blockName(block), kind: 'removed', what: `removed: no record of yours in ${String(block.collection)} to list yet (add some, then add the block again)` });
    }
  }
}

/** Every text of a page still naming the sample (a heading with the sample university, a link to its site) goes. */
export function dropSampleTexts(pages: Pages, find: (text: string) => Found, changes: Changes): void {
  for (const [file, page] of pages) {
    const pointers: string[] = [];
    const walk = (value: unknown, pointer: string) => {
      if (typeof value === 'string' || (isRecord(value) && typeof value.pt === 'string')) {
        if (textsOf(value).some((text) => find(text).size > 0)) pointers.push(pointer);
        return;
      }
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`));
      else if (isRecord(value)) for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${escapePointer(key)}`);
    };
    walk(page.blocks, '/blocks');
    for (const pointer of pointers.reverse()) {
      const block = enclosingBlock(page, pointer);
      remove(page, pointer);
      const whole = block?.pointer === pointer;
      note(changes, file, { block: block ? blockName(block.block) : 'page', kind: whole ? 'removed' : 'part', what: whole ? 'removed: it named the sample' : `its ${segments(pointer).slice(block ? segments(block.pointer).length : 0).join('/')} removed: it named the sample` });
    }
  }
}

/** The node a problem is about goes: the field refused, the object lacking a required field, the list with too few items. */
const targetOf = (problem: Problem) => problem.pointer;

/** A part taken out, as the report says it: what of the sample's it was. */
function because(message: string): string {
  const link = /^no link "([^"]+)"/.exec(message);
  if (link) return `the sample's link "${link[1]}" removed`;
  if (/^no downloadable content/.test(message)) return "a button to one of the sample's downloads removed";
  if (/^(must have at least|missing required property)/.test(message)) return '';
  return `a part removed (${message})`;
}

/**
 * The changes as the report lists them, per page: a block that went is said once (why it went first),
 * a block that stays with each of its changes once, the steps between (an emptied list) left out.
 */
export function summarized(list: PageChange[]): PageChange[] {
  const removed = new Map<string, PageChange>();
  for (const change of list) if (change.kind === 'removed' && !removed.has(change.block)) removed.set(change.block, change);
  const seen = new Set<string>();
  const kept = list.filter((change) => {
    if (!change.what) return false;
    if (removed.has(change.block)) return removed.get(change.block) === change;
    const key = `${change.block}\u0000${change.what}`;
    return !seen.has(key) && (seen.add(key), true);
  });
  // The sample's links a block listed, on one line.
  const links = new Map<string, string[]>();
  for (const change of kept) {
    const link = /^the sample's link "(.+)" removed$/.exec(change.what);
    if (link) links.set(change.block, [...(links.get(change.block) ?? []), link[1]!]);
  }
  return kept.flatMap((change) => {
    if (!/^the sample's link /.test(change.what)) return [change];
    const names = links.get(change.block);
    if (!names) return [];
    links.delete(change.block);
    return [{ ...change, what: `the sample's links removed: ${names.reverse().join(', ')}` }];
  });
}

/** Pointers from last to first, so splicing one never moves another; one inside another already going is left out. */
function removalOrder(pointers: string[]): string[] {
  const unique = [...new Set(pointers)];
  const kept = unique.filter((pointer) => !unique.some((other) => other !== pointer && pointer.startsWith(`${other}/`)));
  const compare = (a: string, b: string) => {
    const [x, y] = [segments(a), segments(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
      if (x[i] === y[i]) continue;
      const [m, n] = [Number(x[i]), Number(y[i])];
      return !Number.isNaN(m) && !Number.isNaN(n) ? n - m : y[i]!.localeCompare(x[i]!);
    }
    return y.length - x.length;
  };
  return kept.sort(compare);
}

/** The frame of a page: never taken out (the page needs it); a page with no block left gets a header. */
const FRAME = new Set(['', '/blocks', '/meta', '/meta/title', '/meta/description', '/version', '/$schema']);

/**
 * Validates, takes out of the pages what validation refuses, and again, until the pages validate or
 * nothing more can go. Problems elsewhere (site.json, a collection) are not the pages' and are returned.
 */
export function pruneUntilValid(pages: Pages, validate: () => Problem[], changes: Changes, rounds = 30): Problem[] {
  for (let round = 0; ; round += 1) {
    for (const [file, page] of pages) {
      if (Array.isArray(page.blocks) && page.blocks.length === 0) {
        page.blocks.push({ type: 'pageHeader', title: (page.meta as Rec).title });
        note(changes, file, { block: 'page', kind: 'part', what: 'every block was the sample’s: it keeps a header with its title' });
      }
    }
    const problems = validate();
    const removable = problems.filter((problem) => pages.has(problem.file) && !FRAME.has(targetOf(problem)));
    if (!removable.length || round >= rounds) return problems;
    const byFile = new Map<string, Problem[]>();
    for (const problem of removable) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
    for (const [file, found] of byFile) {
      const page = pages.get(file)!;
      for (const pointer of removalOrder(found.map(targetOf))) {
        const block = enclosingBlock(page, pointer);
        const problem = found.find((candidate) => candidate.pointer === pointer)!;
        if (!remove(page, pointer)) continue;
        const whole = !!block && block.pointer === pointer;
        note(changes, file, { block: block ? blockName(block.block) : 'page', kind: whole ? 'removed' : 'part', what: whole ? 'removed: nothing of it was left' : because(problem.message) });
      }
    }
  }
}
