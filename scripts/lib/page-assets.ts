// What a prerendered page loads to hydrate, read from Vite's manifest: the page's document chunk,
// the chunks of the blocks it uses and of the collections they show, with everything they import statically and their stylesheets.
import type { Block } from '../../src/generated/schemas.ts';
import { collectionNamesIn } from '../../src/renderer/collection-names.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * A block's chunk: the dynamic entry inside src/blocks/<PascalCase type>/ (the registry's convention),
 * <PascalCase type>.tsx when the folder has other dynamic entries (a record list's dialog).
 */
function blockEntry(manifest: Manifest, type: Block['type']): string {
  const name = `${type[0]!.toUpperCase()}${type.slice(1)}`;
  const folder = `src/blocks/${name}/`;
  const key = manifest[`${folder}${name}.tsx`]?.isDynamicEntry
    ? `${folder}${name}.tsx`
    : Object.keys(manifest).find((file) => file.startsWith(folder) && manifest[file]!.isDynamicEntry);
  if (!key) throw new Error(`No chunk for block "${type}" in the Vite manifest (expected a module in ${folder}).`);
  return key;
}

/** The islands' chunk (React, Mantine, the providers) that the first island of a page loads. */
const APP_ENTRY = 'src/islands/hydrate-island.tsx';

export interface PageContent {
  /** The page's document (none for the not-found pages) and the language it is read in. */
  document?: string;
  language: string;
  blockTypes: Block['type'][];
  /** The collections its blocks show. */
  collections?: string[];
  /** Chunks the app loads before hydrating besides its own (the tooltips). */
  alsoLoaded?: string[];
}

/** Collects chunks with everything they import statically, each once, and their stylesheets. */
function collector(manifest: Manifest) {
  const seen = new Set<string>();
  const assets: PageAssets = { scripts: [], styles: [] };
  const visit = (key: string, record = true) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry "${key}".`);
    chunk.imports?.forEach((imported) => visit(imported, record));
    if (!record) return;
    assets.scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!assets.styles.includes(css)) assets.styles.push(css);
  };
  return { visit, assets };
}

/** Everything a page hydrates with; the not-found pages have no document and no blocks. */
export function pageAssets(manifest: Manifest, { document, language, blockTypes, collections = [], alsoLoaded = [] }: PageContent): PageAssets {
  const { visit, assets } = collector(manifest);
  // The boot script (the HTML's entry) is in the HTML already; the app's own styles (the shell's
  // layout) come first, then the page's document and blocks.
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) visit(key, false);
  if (manifest[APP_ENTRY]) visit(APP_ENTRY);
  alsoLoaded.forEach((key) => visit(key));
  // Documents and collections are one chunk per language (src/renderer/language-chunks.ts).
  if (document) visit(`pages-data/${document}.json?lang=${language}`);
  for (const type of blockTypes) visit(blockEntry(manifest, type));
  // The collections the blocks name load with the document (src/renderer/documents.ts).
  for (const name of collections) visit(`pages-data/collections/${name}.json?lang=${language}`);
  return assets;
}

/** A form's own module (src/forms/<Name>Form.tsx), which its block loads before it renders. */
const formModuleKey = (form: string) => `src/forms/${form[0]!.toUpperCase()}${form.slice(1)}Form.tsx`;

/**
 * What a page's islands load before they hydrate (src/islands/hydrate-island.tsx): the islands' chunk
 * (React, Mantine, the providers), each island's block and, unless `formModules` is false, a form's own
 * module, the collections they show and the page's UI strings; nothing at all for a page without islands.
 * `islands` are the blocks as their islands carry them (nested blocks are static slots, not loaded).
 */
export function islandAssets(manifest: Manifest, islands: Block[], language: string, { formModules = true } = {}): PageAssets {
  const { visit, assets } = collector(manifest);
  if (islands.length === 0) return assets;
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) visit(key, false);
  visit(APP_ENTRY);
  visit(`locales/${language}.json`);
  for (const block of islands) {
    visit(blockEntry(manifest, block.type));
    if (formModules && block.type === 'form') visit(formModuleKey(block.form));
    for (const name of collectionNamesIn(block)) visit(`pages-data/collections/${name}.json?lang=${language}`);
  }
  return assets;
}

/**
 * What a form loads once it is sent: the backend's client, the e-mail service and the toast that
 * answers. Named, since they are loaded on demand (src/services/); a missing one fails the build.
 * Packages by their path inside node_modules, wherever that folder is (a linked one, in a test's copy).
 */
const FORM_SEND_MODULES = ['@supabase/supabase-js/dist/index.mjs', '@emailjs/browser/es/index.js', 'src/services/toast-root.tsx'];

function manifestKey(manifest: Manifest, module: string): string {
  const key = module.startsWith('src/') ? module : Object.keys(manifest).find((candidate) => candidate.endsWith(`node_modules/${module}`));
  if (!key) throw new Error(`The Vite manifest has no entry for "${module}".`);
  return key;
}

/**
 * What a page's forms load when sent, besides what its islands load (islandAssets): fetched, never run,
 * once the visitor goes into a form (src/islands/island-assets.ts), so a send waits for no download.
 */
export function formSendAssets(manifest: Manifest, islands: Block[], islandFiles: PageAssets): PageAssets {
  const { visit, assets } = collector(manifest);
  if (!islands.some((block) => block.type === 'form')) return assets;
  FORM_SEND_MODULES.forEach((module) => visit(manifestKey(manifest, module)));
  return {
    scripts: assets.scripts.filter((file) => !islandFiles.scripts.includes(file)),
    styles: assets.styles.filter((file) => !islandFiles.styles.includes(file)),
  };
}

/** The stylesheet files of the HTML's entry (the boot script's styles: Mantine's base and the shell's components). */
export function entryStyles(manifest: Manifest): string[] {
  return Object.values(manifest).filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.css ?? []);
}
