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
import { islandAssets, type Manifest } from './page-assets.ts';

/**
 * 110 KB gzip for a page's islands, a form's own module aside (104 KB now that only the forms are islands;
 * 140 KB while tabs, filters and dialogs were islands too): 60 KB under the 170 KB budget of the
 * whole app, which hydrated on the first input before islands (and which did not count the forms either).
 */
export const INTERACTION_JS_BUDGET = 110_000;
/**
 * A form's own code (fields, validation, sending), which loads with its island: at most 60 KB gzip. It was
 * 110 KB while the meeting form drew its own calendar and list (105 KB); with the browser's own select,
 * date and time fields it is 53 KB.
 */
export const FORM_JS_BUDGET = 60_000;

export interface InteractionLoad {
  route: string;
  /** The JavaScript of its islands in its heaviest language, gzip, a form's own module aside; 0 for a page without islands. */
  jsGzip: number;
  /** What its forms' own modules add, gzip (0 without a form). */
  formJsGzip: number;
  /** The script files of its heaviest language. */
  files: string[];
}

/** For every route of site.json, in its heaviest language: the gzip size of the JavaScript its islands need. */
export function measureInteractionLoads(distDir: string, site: SiteDocument, islandsOf: (document: string) => Block[]): InteractionLoad[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzip(file), 0);
  return site.routes.map((route) => {
    const islands = islandsOf(route.document);
    const loads = LANGUAGES.map((language) => {
      const base = islandAssets(manifest, islands, language, { formModules: false }).scripts;
      const withForms = islandAssets(manifest, islands, language).scripts;
      const jsGzip = size(base);
      return { route: route.path, files: withForms, jsGzip, formJsGzip: size(withForms) - jsGzip };
    });
    return loads.reduce((heaviest, load) => (load.jsGzip > heaviest.jsGzip ? load : heaviest));
  });
}

/** A page's islands over their budgets, as sentences ([] when within them). */
export function interactionOverBudget(load: InteractionLoad): string[] {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  return [
    ...(load.formJsGzip > FORM_JS_BUDGET ? [`${load.route}: its form's own code is ${kb(load.formJsGzip)} KB gzip, over ${FORM_JS_BUDGET / 1000} KB`] : []),
    ...(load.jsGzip > INTERACTION_JS_BUDGET ? [`${load.route}: ${kb(load.jsGzip)} KB gzip of JavaScript for its islands, over ${INTERACTION_JS_BUDGET / 1000} KB`] : []),
  ];
}
