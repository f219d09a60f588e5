// Where the fictional sample professor is still found once a real owner has put their own identity in
// pages-data/site.json: a publication with the sample's name among its authors, a news item at the
// sample university, a drawing with the sample's e-mail, a built page with the sample's map or default
// site address. The sample is found by its parts (sample-parts.ts, from scripts/lib/sample-identity.json);
// the owner's own name, read from site.json, never counts as the sample's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { authorObjects, mergeFound, sampleFinder, SAMPLE_IDENTITY, textsOf, type Found, type OwnerName } from './sample-parts.ts';

export { SAMPLE_IDENTITY } from './sample-parts.ts';

export interface Leftover {
  /** The file, from the project's root. */
  file: string;
  /** What was found, with how many times ("the sample university (2×)"). */
  found: string[];
}

/** Where the owner's data lives: documents, locale strings and what public/ serves as it is. */
const FOLDERS = ['pages-data', 'locales', 'public'];
/** Text files, read as text; a PDF's bytes one to one (its uncompressed text, the sample map's, is found so). */
const TEXT = new Set(['.json', '.svg', '.txt', '.html', '.md', '.xml', '.csv', '.bib', '.pdf', '.js', '.webmanifest', '.css']);

function* files(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.has(extname(name).toLowerCase())) yield path;
  }
}

interface SiteIdentity {
  identity?: OwnerName;
}

const readSite = (root: string) => JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as SiteIdentity;

/** Whether site.json still names the sample professor. */
export function isSampleIdentity(root: string): boolean {
  return readSite(root).identity?.name === SAMPLE_IDENTITY.name;
}

/** The finder for this project: the sample's parts, sparing the owner's own name from site.json. */
export function projectFinder(root: string): (text: string) => Found {
  return sampleFinder(readSite(root).identity);
}

/** What one file holds of the sample: a JSON document by its texts, any other by its text. */
export function sampleIn(path: string, find: (text: string) => Found): Found {
  const text = readFileSync(path, extname(path) === '.pdf' ? 'latin1' : 'utf8');
  if (extname(path) === '.json') {
    try {
      return textsOf(JSON.parse(text)).reduce((found, one) => mergeFound(found, find(one)), new Map() as Found);
    } catch {
      // Not valid JSON (validation says so): read as text.
    }
  }
  // Markup as it is: an address sits in an attribute (a canonical link, a map's frame).
  const found = find(text);
  for (const author of authorObjects(text)) mergeFound(found, find(author));
  return found;
}

const described = (found: Found) => [...found].map(([what, times]) => `${what} (${times}×)`);

/** Every file under `folders` (pages-data/, locales/ and public/ by default) that still holds a part of the sample. */
export function findSampleLeftovers(root: string, folders: readonly string[] = FOLDERS): Leftover[] {
  const find = projectFinder(root);
  const leftovers: Leftover[] = [];
  for (const folder of folders) {
    for (const path of files(join(root, folder))) {
      const found = sampleIn(path, find);
      if (found.size > 0) leftovers.push({ file: relative(root, path).split(sep).join('/'), found: described(found) });
    }
  }
  return leftovers;
}

/** The same over a built site (dist/): every page, script, feed and file it serves. */
export function findBuiltLeftovers(root: string, dist: string): Leftover[] {
  const find = projectFinder(root);
  const leftovers: Leftover[] = [];
  for (const path of files(dist)) {
    const found = sampleIn(path, find);
    if (found.size > 0) leftovers.push({ file: relative(root, path).split(sep).join('/'), found: described(found) });
  }
  return leftovers;
}
