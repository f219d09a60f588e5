// What a prerendered page must load before it hydrates, read from Vite's manifest: the page's
// document chunk and the chunks of the blocks it uses, with everything they import statically and
// their stylesheets. The HTML declares them all, so the browser fetches them in parallel with the
// main script and the page is styled at first paint.
import type { Block } from '../../src/generated/schemas.ts';

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

/** A block's chunk: the dynamic entry inside src/blocks/<PascalCase type>/ (the registry's convention). */
function blockEntry(manifest: Manifest, type: Block['type']): string {
  const folder = `src/blocks/${type[0]!.toUpperCase()}${type.slice(1)}/`;
  const key = Object.keys(manifest).find((name) => name.startsWith(folder) && manifest[name]!.isDynamicEntry);
  if (!key) throw new Error(`No chunk for block "${type}" in the Vite manifest (expected a module in ${folder}).`);
  return key;
}

export function pageAssets(manifest: Manifest, document: string, blockTypes: Block['type'][]): PageAssets {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string, record = true) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry "${key}".`);
    chunk.imports?.forEach((imported) => visit(imported, record));
    if (!record) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  };
  // The main entry and what it imports are in the HTML already: marked seen, not listed again.
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) visit(key, false);
  visit(`pages-data/${document}.json`);
  for (const type of blockTypes) visit(blockEntry(manifest, type));
  return { scripts, styles };
}

export function assetTags({ scripts, styles }: PageAssets): string[] {
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}
