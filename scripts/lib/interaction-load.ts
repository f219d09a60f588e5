// What a page downloads to make its interactive parts work (src/islands/): the islands' own chunk
// (React, Mantine, the providers), the code of each island's block (a form's own module too), the
// collections those blocks show and the page's UI strings. Pages without islands load none of it. Not
// part of the first load (it loads when the browser is idle, or on the first input to an island), but it
// decides how soon the first tap on an island works, so it has a budget of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Block, SiteDocument } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { islandBlock } from '../../src/islands/island-mode.ts';
import { collectionNamesIn } from '../../src/renderer/collection-names.ts';
import type { Manifest } from './page-assets.ts';

/**
 * 140 KB gzip for a page's islands, a form's own module aside: 30 KB under the 170 KB budget of the
 * whole app, which hydrated on the first input before islands (and which did not count the forms either).
 */
export const INTERACTION_JS_BUDGET = 140_000;
/** A form's own code (fields, pickers, validation), which loads with its island: at most 110 KB gzip. */
export const FORM_JS_BUDGET = 110_000;

export interface InteractionLoad {
  route: string;
  /** The JavaScript of its islands in its heaviest language, gzip, a form's own module aside; 0 for a page without islands. */
  jsGzip: number;
  /** What its forms' own modules add, gzip (0 without a form). */
  formJsGzip: number;
  /** The script files of its heaviest language. */
  files: string[];
}

const ISLANDS_ENTRY = 'src/islands/hydrate-island.tsx';

/** A block's chunk: the dynamic entry inside src/blocks/<PascalCase type>/ (the registry's convention). */
function blockEntry(manifest: Manifest, type: Block['type']): string {
  const folder = `src/blocks/${type[0]!.toUpperCase()}${type.slice(1)}/`;
  const key = Object.keys(manifest).find((name) => name.startsWith(folder) && manifest[name]!.isDynamicEntry);
  if (!key) throw new Error(`No chunk for block "${type}" in the Vite manifest (expected a module in ${folder}).`);
  return key;
}

/** The manifest keys an island of this block loads before it hydrates (src/islands/hydrate-island.tsx), a form's module aside. */
function islandKeys(manifest: Manifest, block: Block, language: string): string[] {
  return [blockEntry(manifest, block.type), ...collectionNamesIn(islandBlock(block)).map((name) => `pages-data/collections/${name}.json?lang=${language}`)];
}

const formKeys = (blocks: Block[]) => blocks.flatMap((block) => (block.type === 'form' ? [`src/forms/${block.form[0]!.toUpperCase()}${block.form.slice(1)}Form.tsx`] : []));

/** For every route of site.json, in its heaviest language: the gzip size of the JavaScript its islands need. */
export function measureInteractionLoads(distDir: string, site: SiteDocument, islandsOf: (document: string) => Block[]): InteractionLoad[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const closure = (keys: string[], files = new Set<string>(), seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The Vite manifest has no entry "${key}".`);
      files.add(chunk.file);
      closure(chunk.imports ?? [], files, seen);
    }
    return files;
  };
  return site.routes.map((route) => {
    const islands = islandsOf(route.document);
    const loads = LANGUAGES.map((language) => {
      const keys = islands.length === 0 ? [] : [ISLANDS_ENTRY, `locales/${language}.json`, ...islands.flatMap((block) => islandKeys(manifest, block, language))];
      const base = closure(keys);
      const withForms = closure([...keys, ...formKeys(islands)]);
      const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzip(file), 0);
      const jsGzip = size(base);
      return { route: route.path, files: [...withForms], jsGzip, formJsGzip: size(withForms) - jsGzip };
    });
    return loads.reduce((heaviest, load) => (load.jsGzip > heaviest.jsGzip ? load : heaviest));
  });
}
