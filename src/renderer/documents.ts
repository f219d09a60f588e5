// Page documents load per route: each JSON file becomes its own chunk, fetched when its route is
// first shown together with the code of the blocks it uses and the collections they show, then
// kept, so the client can hydrate synchronously once the first page is in.
import { loadBlocks } from '../blocks/registry.ts';
import type { PageDocument } from '../generated/schemas.ts';
import { loadCollections } from './collections.ts';
import { lazyModule, type LazyModule } from './lazy-module.ts';
import { migrateDocument } from './migrations.ts';

const loaders = import.meta.glob<{ default: unknown }>(['../../pages-data/*.json', '!../../pages-data/site.json']);

const documents = new Map<string, LazyModule<PageDocument>>(
  Object.entries(loaders).map(([file, load]) => [
    file.replace(/^.*\/(.+)\.json$/, '$1'),
    lazyModule(async () => {
      const document = migrateDocument((await load()).default);
      await Promise.all([loadBlocks(document.blocks), loadCollections(document.blocks)]);
      return document;
    }),
  ]),
);

/** A page: its document, resolved once the document and its blocks' code are loaded. */
export function documentModule(name: string): LazyModule<PageDocument> {
  const module = documents.get(name);
  if (!module) throw new Error(`No page document pages-data/${name}.json`);
  return module;
}

export function loadDocument(name: string): Promise<PageDocument> {
  return documentModule(name).load();
}

/** Server render: every page is loaded before rendering, so nothing suspends. */
export function loadAllDocuments(): Promise<PageDocument[]> {
  return Promise.all([...documents.values()].map((module) => module.load()));
}
