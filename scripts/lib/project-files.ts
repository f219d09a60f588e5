// Reads the project's JSON sources (schemas, page documents, locales) from disk.
// Kept apart from the checks so tests can point the same checks at fixture folders.
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseJson } from './json-syntax.ts';
import { MEDIA_DIR } from './media/media-kinds.ts';

export interface JsonFile {
  /** Path relative to the project root, with forward slashes, as shown in error messages. */
  file: string;
  /** Parsed JSON, or undefined when the text does not parse. */
  data: unknown;
  /** The parse error, when there is one: "line 40, column 5: a comma is missing between two entries". */
  parseError?: string;
}

export interface ProjectFiles {
  root: string;
  schemas: JsonFile[];
  pages: JsonFile[];
  /** Shared records under pages-data/collections/, one file per collection. */
  collections: JsonFile[];
  site: JsonFile;
  /** pages-data/metrics.json, when a refresh has written it (npm run refresh:metrics): counts kept beside the records. */
  metrics?: JsonFile;
  locales: JsonFile[];
  /** Files under public/, as site paths such as /docs/campus-map.pdf. */
  publicFiles: Set<string>;
  /** File names in pages-data/media/ (images and downloads the documents name: "group-photo.jpg"). */
  mediaFiles: Set<string>;
  /** Where each of them is on disk, for the checks of their contents (absent in file sets made by hand). */
  mediaPaths?: Map<string, string>;
}

/** Every data file validation checks, each against its schema: site.json, the pages, the collections, the locales. */
export function dataFiles(files: ProjectFiles): JsonFile[] {
  return [files.site, ...files.pages, ...files.collections, ...files.locales];
}

export interface ProjectDirs {
  root: string;
  /** Folders laid over the root's (fixtures replace single files this way). */
  overlays?: string[];
  /** Where schemas/ lives, when not under root (fixture projects use the real schemas). */
  schemaRoot?: string;
  /** Unsaved documents by relative path ("pages-data/about.json"): their data replaces the file's on disk (the editor validates before it writes). */
  documents?: Record<string, unknown>;
}

/** Every file under `dir`. A link is listed as it is, never entered: one to "/" would list the whole machine. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return lstatSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export function readJsonFile(root: string, full: string): JsonFile {
  const file = relative(root, full).split('\\').join('/');
  const parsed = parseJson(readFileSync(full, 'utf8'));
  return parsed.error ? { file, data: undefined, parseError: parsed.error.message } : { file, data: parsed.data };
}

/** Lists files of a folder relative to it, with overlays replacing or adding files of the same relative path. */
function layeredFiles(dirs: ProjectDirs, folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const bases = folder === 'schemas' && dirs.schemaRoot ? [dirs.schemaRoot] : [dirs.root, ...(dirs.overlays ?? [])];
  for (const base of bases) {
    for (const full of listFiles(join(base, folder))) files.set(relative(base, full).split('\\').join('/'), full);
  }
  return files;
}

export const COLLECTIONS_DIR = 'pages-data/collections/';

/** The counts a refresh writes beside the records (citations from OpenAlex): no page, and not edited by hand. */
export const METRICS_FILE = 'pages-data/metrics.json';

function isCollectionFile(file: string): boolean {
  return file.startsWith(COLLECTIONS_DIR);
}

/** A collection's name: pages-data/collections/<name>.json. */
export function collectionName(file: string): string {
  return file.slice(COLLECTIONS_DIR.length).replace(/\.json$/, '');
}

/** Unsaved documents with no file yet (a page the editor is about to create) are read as if on disk. */
function withNewDocuments(files: Map<string, string>, folder: string, documents: Record<string, unknown> | undefined): Map<string, string> {
  for (const rel of Object.keys(documents ?? {})) if (rel.startsWith(`${folder}/`) && !files.has(rel)) files.set(rel, '');
  return files;
}

export function readProjectFiles(dirs: ProjectDirs): ProjectFiles {
  const read = (folder: string, filter: (f: string) => boolean) =>
    [...withNewDocuments(layeredFiles(dirs, folder), folder, dirs.documents)]
      .filter(([rel]) => filter(rel))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rel, full]): JsonFile => {
        const laid = dirs.documents && Object.hasOwn(dirs.documents, rel);
        return laid ? { file: rel, data: dirs.documents![rel] } : { ...readJsonFile(dirs.root, full), file: rel };
      });
  const pagesAll = read('pages-data', (f) => f.endsWith('.json'));
  const site = pagesAll.find((f) => f.file === 'pages-data/site.json');
  if (!site) throw new Error('pages-data/site.json is missing: it holds the identity, routes and sidebar.');
  const media = new Map([...layeredFiles(dirs, MEDIA_DIR)].map(([rel, full]) => [rel.slice(MEDIA_DIR.length + 1), full]));
  const metrics = pagesAll.find((f) => f.file === METRICS_FILE);
  return {
    root: dirs.root,
    schemas: read('schemas', (f) => f.endsWith('.schema.json')),
    pages: pagesAll.filter((f) => f !== site && f !== metrics && !isCollectionFile(f.file)),
    collections: pagesAll.filter((f) => isCollectionFile(f.file)),
    site,
    ...(metrics ? { metrics } : {}),
    locales: read('locales', (f) => f.endsWith('.json')),
    publicFiles: new Set([...layeredFiles(dirs, 'public').keys()].map((f) => f.replace(/^public/, ''))),
    mediaFiles: new Set(media.keys()),
    mediaPaths: media,
  };
}
