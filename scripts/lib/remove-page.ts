// Removing a page: its document, its route, its sidebar entry, its aliases and every way to it from the
// other files, planned over the project as read (nothing written) so `npm run remove:page` and the
// editor can show what will go before it goes. One function plans for both; the writing is theirs.
//
// What goes with the page, by the rules the README states ("Remove a page"):
// - a link or button that leads to it (a site path, with or without a #fragment): out of its list; a
//   card's link: the card stays without it (its title and words are the owner's and may still hold);
// - a call to action whose buttons all led there goes whole: it is its buttons;
// - a section or a tab left without blocks goes; tabs left with one tab become that tab's blocks;
// - any other list of buttons left empty (a hero's) is dropped, so the block shows none;
// - a record's field that names the page (a course's syllabusPath) is dropped: the record stays, and a
//   view's contact button goes with /contact. Records are never removed.
// The result is validated as the build validates; a removal that would leave problems is refused with them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { feedPath, feedsOfBlocks } from '../../src/feeds/feed-paths.ts';
import { collectionNamesIn } from '../../src/renderer/collection-names.ts';
import { PREFIXED_LANGUAGES } from '../../src/i18n/languages.ts';
import { formatPreservingWrite } from './format-preserving-write.ts';
import { trimTrailingSlashes } from './http-guards.ts';
import type { Problem } from './problems.ts';
import { COLLECTIONS_DIR, type JsonFile, type ProjectFiles } from './project-files.ts';
import { validateFiles } from './validate-project.ts';
import { createSchemaRegistry, type SchemaRegistry } from './schema-registry.ts';
import { writeAtomically } from './write-atomically.ts';

export const SITE_FILE = 'pages-data/site.json';

/** One thing that goes, where it is in its file (a JSON pointer into the file as it is now). */
export interface RemovalChange {
  file: string;
  pointer: string;
  what: string;
}

export interface RemovalPlan {
  /** The route removed, as site.json has it ("/podcast"). */
  path: string;
  /** Every site path that stops existing: the route and its aliases. */
  paths: string[];
  /** The page's document ("pages-data/podcast.json"), deleted unless another route shows it too. */
  document: string;
  deleted: string[];
  /** The new data of every other file that changes, by its path. */
  files: Record<string, unknown>;
  /** Everything that goes, file by file, in document order. */
  changes: RemovalChange[];
  /** What stays that the owner may want to know about (a collection no page shows any more). */
  notes: string[];
  /** The problems the project would have after the removal: none, or the removal is refused. */
  problems: Problem[];
}

/** A removal that cannot be planned: the sentence says why, for the command line and the editor alike. */
export class RemovalRefused extends Error {}

type Node = Record<string, unknown>;
interface Site {
  routes: { path: string; document: string }[];
  aliases?: { path: string; target: string }[];
  plannedRoutes?: string[];
  sidebar: { path: string; label: unknown }[];
}

/** A page address as typed ("podcast", "/podcast/") as site.json writes it ("/podcast"). */
export function normalizePagePath(input: string): string {
  // In one pass: the regular expression /\/+$/ took seconds over a long run of slashes (http-guards.ts).
  const trimmed = trimTrailingSlashes(input.trim());
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Addresses that mean the not-found page, which is the site's own and has no document. */
const NOT_FOUND = /^\/?(\*|404(\.html)?|404-not-found|not-found)$/;

/** The Portuguese words of a text, for the list of what goes (the owner writes Portuguese first). */
function words(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { pt?: unknown }).pt === 'string') return (value as { pt: string }).pt;
  return undefined;
}
const quoted = (value: unknown) => {
  const text = words(value);
  return text === undefined ? '' : ` “${text}”`;
};

const BLOCK_NAMES: Record<string, string> = { callToAction: 'call to action', section: 'section', tabs: 'tabs', cardGrid: 'cards', profileHero: 'hero', officeLocation: 'office location' };
const blockName = (block: Node) => `the ${BLOCK_NAMES[String(block.type)] ?? `${String(block.type)} block`}${quoted(block.heading ?? block.title ?? block.label)}`;

/** The path a link leads to inside the site, without its #fragment or ?query; undefined for other addresses. */
function sitePathOf(href: unknown): string | undefined {
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return normalizePagePath(href.split(/[#?]/)[0]!);
}

type Outcome = { keep: unknown } | { gone: true } | { splice: unknown[] };
const GONE: Outcome = { gone: true };

interface Walk {
  file: string;
  gone: Set<string>;
  /** A collection file: its records' fields are dropped, never the records. */
  collection: boolean;
  changes: RemovalChange[];
}

const leadsAway = (walk: Walk, value: unknown) => {
  const path = sitePathOf(value);
  return path !== undefined && walk.gone.has(path);
};

/** A collection's record: an element of one of the file's top-level lists (items, articles…). */
const isRecord = (walk: Walk, pointer: string) => walk.collection && /^\/[^/]+\/\d+$/.test(pointer);

/** A node with every way to the gone paths taken out; `key` is the node's name in its parent. */
function prune(node: unknown, pointer: string, walk: Walk, key?: string): Outcome {
  if (Array.isArray(node)) {
    const kept: unknown[] = [];
    node.forEach((child, index) => {
      const outcome = prune(child, `${pointer}/${index}`, walk);
      if ('keep' in outcome) kept.push(outcome.keep);
      else if ('splice' in outcome) kept.push(...outcome.splice);
    });
    return { keep: kept };
  }
  if (!node || typeof node !== 'object') return { keep: node };
  const object = node as Node;
  const record = isRecord(walk, pointer);
  // A link or button (a Link: label and href), or a page's entry naming the page by its path.
  for (const field of walk.collection ? (['href'] as const) : (['href', 'path'] as const)) {
    if (record || !leadsAway(walk, object[field])) continue;
    const target = String(object[field]);
    walk.changes.push({ file: walk.file, pointer, what: key === 'link' ? `the card loses its link${quoted(object.label)} (${target})` : `the ${object.label ? 'button' : 'link'}${quoted(object.label)} (${target})` });
    return GONE;
  }
  // A view's contact button opens /contact for every record it shows.
  if (walk.collection && !record && key === undefined && object.kind === 'contact' && walk.gone.has('/contact')) {
    walk.changes.push({ file: walk.file, pointer, what: `the view's contact button${object.label ? ` (${String(object.label)})` : ''}, on every record it shows` });
    return GONE;
  }
  const result: Node = {};
  const emptied = new Set<string>();
  for (const [name, child] of Object.entries(object)) {
    // A record's own field holding the page's address (a course's syllabusPath): the field goes, the record stays.
    if (walk.collection && typeof child === 'string' && leadsAway(walk, child)) {
      walk.changes.push({ file: walk.file, pointer: `${pointer}/${name}`, what: `${object.id ? `the record “${String(object.id)}”` : 'the entry'} loses its ${name} (${child})` });
      continue;
    }
    const outcome = prune(child, `${pointer}/${name}`, walk, name);
    if ('gone' in outcome) continue;
    const value = 'keep' in outcome ? outcome.keep : outcome.splice;
    if (Array.isArray(child) && child.length > 0 && Array.isArray(value) && value.length === 0) emptied.add(name);
    result[name] = value;
  }
  const isBlock = typeof object.type === 'string';
  // A tab (id, label, blocks) left without blocks goes; a section too; a call to action is its buttons.
  const goesWhole =
    (!isBlock && key === undefined && emptied.has('blocks') && 'label' in object && 'id' in object && 'the tab') ||
    (object.type === 'section' && emptied.has('blocks') && 'left without blocks') ||
    (object.type === 'tabs' && emptied.has('tabs') && 'left without tabs') ||
    (object.type === 'callToAction' && emptied.has('actions') && 'none of its buttons left');
  if (goesWhole) {
    // What went inside it goes with it: the list names the whole, not its parts again.
    walk.changes = walk.changes.filter((change) => !change.pointer.startsWith(`${pointer}/`));
    walk.changes.push({ file: walk.file, pointer, what: isBlock ? `${blockName(object)}, ${goesWhole}` : `the tab${quoted(object.label)}, left without blocks` });
    return GONE;
  }
  // Tabs left with one tab are no tabs: that tab's blocks take their place.
  if (object.type === 'tabs' && Array.isArray(object.tabs) && object.tabs.length > 1 && (result.tabs as unknown[]).length === 1) {
    const [tab] = result.tabs as Node[];
    walk.changes.push({ file: walk.file, pointer, what: `${blockName(object)} give way to the blocks of their one tab left${quoted(tab!.label)}` });
    return { splice: tab!.blocks as unknown[] };
  }
  // Any other list left empty (a hero's buttons) is dropped, so the block shows none.
  for (const name of emptied) delete result[name];
  return { keep: result };
}

/** A document without its ways to the gone paths, or undefined when it has none. */
function pruneFile(file: JsonFile, gone: Set<string>, changes: RemovalChange[]): unknown {
  const walk: Walk = { file: file.file, gone, collection: file.file.startsWith(COLLECTIONS_DIR), changes: [] };
  const outcome = prune(file.data, '', walk);
  if (walk.changes.length === 0) return undefined;
  changes.push(...walk.changes.sort((a, b) => comparePointers(a.pointer, b.pointer)));
  return 'keep' in outcome ? outcome.keep : undefined;
}

/** Document order: /blocks/2 before /blocks/10, a parent before its children. */
function comparePointers(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    const [x, y] = [Number(left[i]), Number(right[i])];
    return Number.isInteger(x) && Number.isInteger(y) ? x - y : left[i]!.localeCompare(right[i]!);
  }
  return left.length - right.length;
}

function refuseUnknown(site: Site, path: string): never {
  if (NOT_FOUND.test(path))
    throw new RemovalRefused('The not-found page cannot be removed: it is not a page of its own but the one the site shows at every address that has no page.');
  if (path === '/') throw new RemovalRefused('The home page (/) cannot be removed: every visit and every way back starts there. Change what it shows instead.');
  const alias = site.aliases?.find((entry) => entry.path === path);
  if (alias) throw new RemovalRefused(`${path} is not a page of its own but another address of ${alias.target} (an alias in ${SITE_FILE}): remove ${alias.target}, or delete the alias from ${SITE_FILE}.`);
  const language = PREFIXED_LANGUAGES.find((prefix) => path.startsWith(`/${prefix}/`) || path === `/${prefix}`);
  if (language) {
    const page = normalizePagePath(path.slice(language.length + 1));
    throw new RemovalRefused(`${path} is the ${language === 'en' ? 'English' : 'Spanish'} address of ${page}: a page is removed in every language at once, by its own address (${page}).`);
  }
  throw new RemovalRefused(`${path} is not a page of the site. Its pages are: ${site.routes.map((route) => route.path).join(', ')}.`);
}

/** The page documents a route shows. */
function shownDocuments(files: ProjectFiles, site: Site): JsonFile[] {
  const used = new Set(site.routes.map((route) => `pages-data/${route.document}.json`));
  return files.pages.filter((page) => used.has(page.file));
}

const problemKey = (problem: Problem) => `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;

/**
 * Plans the removal of the page at `input` over the project's files as read: what goes, and the files
 * as they would be. Throws RemovalRefused for the home page, the not-found page and addresses that are
 * no page. `problems` lists what the removal would break that is not broken now (none: it may go ahead).
 */
export function planPageRemoval(files: ProjectFiles, input: string, registry?: SchemaRegistry): RemovalPlan {
  const site = files.site.data as Site;
  const path = normalizePagePath(input);
  const route = site.routes.find((entry) => entry.path === path);
  if (!route || path === '/') refuseUnknown(site, path);
  const gone = new Set([path, ...(site.aliases ?? []).filter((alias) => alias.target === path).map((alias) => alias.path)]);
  const document = `pages-data/${route!.document}.json`;
  const sharedDocument = site.routes.some((entry) => entry !== route && entry.document === route!.document);
  const deleted = sharedDocument ? [] : [document];
  const changes: RemovalChange[] = sharedDocument ? [] : [{ file: document, pointer: '', what: "the page's document, deleted" }];

  // site.json: the route, its aliases and its sidebar entries; then, like any file, links in the identity.
  site.routes.forEach((entry, index) => {
    if (entry === route) changes.push({ file: SITE_FILE, pointer: `/routes/${index}`, what: `the route ${path}${sharedDocument ? ` (${document} stays: another route shows it)` : ''}` });
  });
  (site.aliases ?? []).forEach((alias, index) => {
    if (gone.has(alias.path)) changes.push({ file: SITE_FILE, pointer: `/aliases/${index}`, what: `the alias ${alias.path}, another address of ${path}` });
  });
  site.sidebar.forEach((entry, index) => {
    if (gone.has(entry.path)) changes.push({ file: SITE_FILE, pointer: `/sidebar/${index}`, what: `the sidebar entry${typeof entry.label === 'string' ? ` ${entry.label}` : quoted(entry.label)} (${entry.path})` });
  });
  const tables: Partial<Site> = {
    routes: site.routes.filter((entry) => entry !== route),
    ...(site.aliases ? { aliases: site.aliases.filter((alias) => !gone.has(alias.path)) } : {}),
    sidebar: site.sidebar.filter((entry) => !gone.has(entry.path)),
  };
  const others = Object.fromEntries(Object.entries(site).filter(([key]) => !['routes', 'aliases', 'plannedRoutes', 'sidebar'].includes(key)));
  const prunedOthers = (pruneFile({ file: SITE_FILE, data: others }, gone, changes) ?? others) as Node;
  // In site.json's own key order, so the format-preserving writer changes only what went.
  const siteData = Object.fromEntries(
    Object.keys(site).flatMap((key) => (key in tables ? [[key, tables[key as keyof Site]]] : key in prunedOthers ? [[key, prunedOthers[key]]] : key === 'plannedRoutes' ? [[key, site.plannedRoutes]] : [])),
  );

  const next: Record<string, unknown> = { [SITE_FILE]: siteData };
  for (const file of [...files.pages, ...files.collections]) {
    if (deleted.includes(file.file) || file.data === undefined) continue;
    const data = pruneFile(file, gone, changes);
    if (data !== undefined) next[file.file] = data;
  }
  const after: ProjectFiles = {
    ...files,
    site: { file: SITE_FILE, data: siteData },
    pages: files.pages.filter((page) => !deleted.includes(page.file)).map((page) => (Object.hasOwn(next, page.file) ? { file: page.file, data: next[page.file] } : page)),
    collections: files.collections.map((collection) => (Object.hasOwn(next, collection.file) ? { file: collection.file, data: next[collection.file] } : collection)),
  };

  // What stays that the page showed: collections no page shows now, and feeds no longer written.
  const notes: string[] = [];
  const before = shownDocuments(files, site);
  const remaining = shownDocuments(after, siteData as unknown as Site);
  const blocksOf = (page: JsonFile) => (page.data as Node | undefined)?.blocks;
  const collectionsLeft = new Set(remaining.flatMap((page) => collectionNamesIn(blocksOf(page))));
  for (const name of new Set(before.flatMap((page) => collectionNamesIn(blocksOf(page)))))
    if (!collectionsLeft.has(name)) notes.push(`${COLLECTIONS_DIR}${name}.json stays, with its records, though no page shows it any more.`);
  const feedsLeft = new Set(remaining.flatMap((page) => feedsOfBlocks(blocksOf(page))));
  for (const feed of new Set(before.flatMap((page) => feedsOfBlocks(blocksOf(page)))))
    if (!feedsLeft.has(feed)) notes.push(`The ${feed} feed (${feedPath(feed, 'pt')} and its translations) is no longer written: no page shows it.`);

  // Listed file by file, each file's changes in document order.
  const order = [...new Set(changes.map((change) => change.file))];
  changes.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || comparePointers(a.pointer, b.pointer));
  const options = { crossFileDespiteSchemaErrors: true };
  registry ??= createSchemaRegistry(files.schemas);
  // Problems the site has now are not the removal's: only what it adds refuses it (the site as it is, read only when there are any).
  const found = validateFiles(after, registry, options);
  const now = found.length ? new Set(validateFiles(files, registry, options).map(problemKey)) : new Set<string>();
  const problems = found.filter((problem) => !now.has(problemKey(problem)));
  return { path, paths: [...gone], document, deleted, files: next, changes, notes, problems };
}

/** The plan as the command line and the editor list it: one line per thing that goes, under its file. */
export function describePlan(plan: RemovalPlan): string[] {
  const lines: string[] = [];
  let file: string | undefined;
  for (const change of plan.changes) {
    if (change.file !== file) lines.push(change.pointer === '' ? `${change.file}: ${change.what}` : `${change.file}:`);
    file = change.file;
    if (change.pointer !== '') lines.push(`  ${change.pointer}: ${change.what}`);
  }
  return lines;
}


/**
 * Writes a plan into the project at `root`, every file's formatting kept: first the files that lose a
 * way to the page, then site.json, last the document. A failure part-way leaves a valid project (links
 * gone, the page still there), never a route without its document. Each file must still read as it did
 * when planned (`texts`), or nothing more is written (ChangedOnDiskError).
 */
export function writeRemoval(root: string, plan: RemovalPlan, texts: Record<string, string>): void {
  const order = [...Object.keys(plan.files).filter((file) => file !== SITE_FILE), SITE_FILE];
  for (const file of order) {
    const text = texts[file];
    if (text === undefined) throw new Error(`${file} was not read before the removal was planned`);
    writeAtomically(join(root, file), formatPreservingWrite(text, plan.files[file]), { unchangedFrom: text });
  }
  for (const file of plan.deleted) rmSync(join(root, file), { force: true });
}
