// The fictional sample professor's identity, as the project ships it, and where it is still found
// once a real owner has put their own identity in pages-data/site.json: a publication with the
// sample's name in its authors, a news item with the sample university, a drawing with the sample's
// e-mail. What counts as the sample is the identity this project ships with (the values below); the
// owner's own are read from site.json.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** The shipped sample's identifying values, each with the words the check uses for it. */
export const SAMPLE_IDENTITY: readonly { value: string; what: string }[] = [
  { value: 'Ricardo Menezes Tavares', what: "the sample professor's name" },
  { value: 'Universidade Federal do Vale Central', what: 'the sample university' },
  { value: 'Federal University of Vale Central', what: 'the sample university' },
  { value: 'Universidad Federal del Valle Central', what: 'the sample university' },
  { value: 'ufvc.example', what: "the sample university's addresses (e-mail, web)" },
  { value: '3200-4815', what: "the sample's phone number" },
  { value: 'Av. das Araucárias', what: "the sample's postal address" },
  { value: '38400-902', what: "the sample's postal code" },
];

export interface Leftover {
  /** The file, from the project's root. */
  file: string;
  /** What was found, with how many times ("the sample university (2×)"). */
  found: string[];
}

/** Where the owner's data lives: documents, locale strings and what public/ serves as it is. */
const FOLDERS = ['pages-data', 'locales', 'public'];
const TEXT = new Set(['.json', '.svg', '.txt', '.html', '.md', '.xml', '.csv', '.bib', '.pdf']);

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

/** Whether site.json still names the sample professor. */
export function isSampleIdentity(root: string): boolean {
  const site = JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as { identity?: { name?: string } };
  return site.identity?.name === SAMPLE_IDENTITY[0]!.value;
}

/** Every file under pages-data/, locales/ and public/ that still holds a value of the sample identity. */
export function findSampleLeftovers(root: string): Leftover[] {
  const leftovers: Leftover[] = [];
  for (const folder of FOLDERS) {
    for (const path of files(join(root, folder))) {
      // latin1 reads a PDF's bytes one to one; its uncompressed text (the sample map's) is found so.
      const text = readFileSync(path, extname(path) === '.pdf' ? 'latin1' : 'utf8');
      const counts = new Map<string, number>();
      for (const { value, what } of SAMPLE_IDENTITY) {
        const times = text.split(value).length - 1;
        if (times > 0) counts.set(what, (counts.get(what) ?? 0) + times);
      }
      if (counts.size > 0) leftovers.push({ file: relative(root, path).split(sep).join('/'), found: [...counts].map(([what, times]) => `${what} (${times}×)`) });
    }
  }
  return leftovers;
}
