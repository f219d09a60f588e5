// What a page downloads on the visitor's first input, when the app hydrates (src/main.tsx): the app
// chunk, the tooltips it loads before hydrating, and the page's document, blocks and collections
// with their static imports. Not part of the first load,
// but it decides how soon the first click works, so it has a budget of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Block, SiteDocument } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { pageAssets, type Manifest } from './page-assets.ts';

export const INTERACTION_JS_BUDGET = 170_000;

/** Chunks the app loads, besides its own, before it hydrates (see src/hydrate.tsx): none at the moment. */
const LOADED_WITH_APP: string[] = [];

export interface InteractionLoad {
  route: string;
  jsGzip: number;
  /** The script files of its heaviest language. */
  files: string[];
}

/** For every route of site.json, in its heaviest language: the gzip size of the JavaScript its hydration needs, boot script included. */
export function measureInteractionLoads(
  distDir: string,
  site: SiteDocument,
  blockTypesOf: (document: string) => Block['type'][],
  collectionsOf: (document: string) => string[] = () => [],
): InteractionLoad[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const entryFiles = [manifest[entryKey]!.file, ...(manifest[entryKey]!.imports ?? []).map((key) => manifest[key]!.file)];
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return site.routes.map((route) => {
    const loads = LANGUAGES.map((language) => {
      const content = { document: route.document, language, blockTypes: blockTypesOf(route.document), collections: collectionsOf(route.document), alsoLoaded: LOADED_WITH_APP };
      const files = [...new Set([...entryFiles, ...pageAssets(manifest, content).scripts])];
      return { route: route.path, files, jsGzip: files.reduce((sum, file) => sum + gzip(file), 0) };
    });
    return loads.reduce((heaviest, load) => (load.jsGzip > heaviest.jsGzip ? load : heaviest));
  });
}
