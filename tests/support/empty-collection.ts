// Empties a collection in a copy of the project, as an owner with none of those records would: every
// list of records its schema lets be empty is emptied (a list the schema keeps non-empty, such as the
// podcast's channels, stays), then what validation would ask of them is done too, nothing else:
// - a selection by id of records that are gone loses them (a list left with none shows all, which is none;
//   the CV's PDF button lists selected works, so with none left it goes);
// - a button or record that saves a downloads entry that is gone goes with it (a record whose own file
//   was that entry), and a downloads entry no record saves any more and without a title of its own goes;
// - a page about one record that is gone (a course's syllabus) is removed with `npm run remove:page`'s plan.
// Nothing here knows the sample: it reads the schema of the collection and the references in the files.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { planPageRemoval, writeRemoval } from '../../scripts/lib/remove-page.ts';
import type { SchemaRegistry } from '../../scripts/lib/schema-registry.ts';

type Node = Record<string, unknown>;
const DOWNLOADS = 'downloads';
const collectionFile = (name: string) => `pages-data/collections/${name}.json`;
const readJson = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Node;
const isObject = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);
const downloadKey = (ref: unknown) => (isObject(ref) && typeof ref.key === 'string' && typeof ref.number === 'number' ? `${ref.key} ${ref.number}` : undefined);

/** The record lists of a collection file its schema allows to be empty: top-level arrays without minItems. */
function emptiableLists(root: string, name: string): string[] {
  const schema = readJson(root, `schemas/collections/${name}.schema.json`) as { properties?: Record<string, { type?: string; minItems?: number }> };
  return Object.entries(schema.properties ?? {}).filter(([, property]) => property.type === 'array' && !property.minItems).map(([key]) => key);
}

/** The downloads entries that collections' records save (a file list's files, a short course's material). */
function savedByRecords(files: Map<string, Node>): Set<string> {
  const saved = new Set<string>();
  for (const [file, data] of files) {
    if (!file.startsWith('pages-data/collections/') || file === collectionFile(DOWNLOADS)) continue;
    JSON.stringify(data, (key, value: unknown) => {
      const found = key === 'download' ? downloadKey(value) : undefined;
      if (found) saved.add(found);
      return value;
    });
  }
  return saved;
}

export interface Emptied {
  /** Files changed besides the collection itself (pages-data/… relative paths). */
  changed: string[];
  /** Routes removed because their page was about a record that is gone. */
  removedRoutes: string[];
}

export function emptyCollection(root: string, name: string, registry?: SchemaRegistry): Emptied {
  const files = new Map<string, Node>();
  for (const entry of readdirSync(join(root, 'pages-data'))) if (entry.endsWith('.json') && entry !== 'site.json') files.set(`pages-data/${entry}`, readJson(root, `pages-data/${entry}`));
  for (const entry of readdirSync(join(root, 'pages-data/collections'))) files.set(`pages-data/collections/${entry}`, readJson(root, `pages-data/collections/${entry}`));
  const changed = new Set<string>([collectionFile(name)]);
  const savedBefore = savedByRecords(files);
  const gone = new Map<string, Set<string>>();
  const goneDownloads = new Set<string>();
  const forget = (collection: string, record: unknown) => {
    if (isObject(record) && typeof record.id === 'string') gone.set(collection, (gone.get(collection) ?? new Set()).add(record.id));
    if (collection === DOWNLOADS) goneDownloads.add(downloadKey(record)!);
  };
  const own = files.get(collectionFile(name))!;
  for (const list of emptiableLists(root, name)) {
    if (!Array.isArray(own[list])) continue;
    for (const record of own[list] as unknown[]) forget(name, record);
    own[list] = [];
  }

  const pagesToRemove = new Set<string>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const [file, data] of files) {
      const collection = file.startsWith('pages-data/collections/') ? file.slice('pages-data/collections/'.length, -'.json'.length) : undefined;
      const touch = () => {
        changed.add(file);
        progress = true;
      };
      // Records of this collection whose own downloads entry is gone go with it.
      if (collection !== undefined && collection !== DOWNLOADS) {
        for (const [list, records] of Object.entries(data)) {
          if (!Array.isArray(records)) continue;
          const kept = records.filter((record) => !(isObject(record) && goneDownloads.has(downloadKey(record.download) ?? '')));
          if (kept.length === records.length) continue;
          for (const record of records) if (!kept.includes(record)) forget(collection, record);
          data[list] = kept;
          touch();
        }
      }
      const visit = (node: unknown): unknown => {
        if (Array.isArray(node)) {
          // A button that saves a downloads entry that is gone.
          const kept = node.filter((item) => !(isObject(item) && goneDownloads.has(downloadKey(item.download) ?? '')));
          if (kept.length !== node.length) touch();
          return kept.map(visit);
        }
        if (!isObject(node)) return node;
        for (const [key, child] of Object.entries(node)) node[key] = visit(child);
        const names = typeof node.collection === 'string' ? gone.get(node.collection) : undefined;
        if (names && Array.isArray(node.ids) && node.ids.some((id) => names.has(String(id)))) {
          node.ids = node.ids.filter((id) => !names.has(String(id)));
          if ((node.ids as unknown[]).length === 0) delete node.ids;
          touch();
        }
        if (names && node.type === 'syllabus' && names.has(String(node.record))) pagesToRemove.add(file);
        // The CV's PDF lists its selected works: with none of them left, its button goes.
        const selection = isObject(node.download) && isObject(node.download.publications) ? node.download.publications : undefined;
        if (selection && !Array.isArray(selection.ids)) {
          delete node.download;
          touch();
        }
        return node;
      };
      files.set(file, visit(data) as Node);
    }
    // A downloads entry without a title of its own takes its record's card's: with no record left to save it, it goes.
    const downloads = files.get(collectionFile(DOWNLOADS));
    if (downloads && Array.isArray(downloads.items)) {
      const savedNow = savedByRecords(files);
      const kept = (downloads.items as Node[]).filter((entry) => entry.title !== undefined || !savedBefore.has(downloadKey(entry)!) || savedNow.has(downloadKey(entry)!));
      if (kept.length !== downloads.items.length) {
        for (const entry of downloads.items as Node[]) if (!kept.includes(entry)) goneDownloads.add(downloadKey(entry)!);
        downloads.items = kept;
        changed.add(collectionFile(DOWNLOADS));
        progress = true;
      }
    }
  }
  for (const file of changed) writeFileSync(join(root, file), `${JSON.stringify(files.get(file), null, 2)}\n`);

  // Pages about a record that is gone go as an owner removes a page.
  const site = readJson(root, 'pages-data/site.json') as { routes: { path: string; document: string }[] };
  const removedRoutes = site.routes.filter((route) => pagesToRemove.has(`pages-data/${route.document}.json`)).map((route) => route.path);
  for (const path of removedRoutes) {
    const plan = planPageRemoval(readProjectFiles({ root }), path, registry);
    const texts = Object.fromEntries(Object.keys(plan.files).map((file) => [file, readFileSync(join(root, file), 'utf8')]));
    writeRemoval(root, plan, texts);
    for (const file of Object.keys(plan.files)) changed.add(file);
  }
  changed.delete(collectionFile(name));
  return { changed: [...changed].filter((file) => existsSync(join(root, file))), removedRoutes };
}
