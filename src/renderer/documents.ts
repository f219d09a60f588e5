// Page documents load per route: each JSON file becomes its own chunk, fetched when its route is
// first shown, then kept, so the client can hydrate synchronously once the first document is in.
import type { PageDocument } from '../generated/schemas.ts';
import { lazyModule, type LazyModule } from './lazy-module.ts';
import { migrateDocument } from './migrations.ts';

const loaders = import.meta.glob<{ default: unknown }>(['../../pages-data/*.json', '!../../pages-data/site.json']);

const documents = new Map<string, LazyModule<PageDocument>>(
  Object.entries(loaders).map(([file, load]) => [
    file.replace(/^.*\/(.+)\.json$/, '$1'),
    lazyModule(() => load().then((module) => migrateDocument(module.default))),
  ]),
);

export function documentModule(name: string): LazyModule<PageDocument> {
  const module = documents.get(name);
  if (!module) throw new Error(`No page document pages-data/${name}.json`);
  return module;
}

export function loadDocument(name: string): Promise<PageDocument> {
  return documentModule(name).load();
}

/** Server render: every document is loaded before rendering, so nothing suspends. */
export function loadAllDocuments(): Promise<PageDocument[]> {
  return Promise.all([...documents.values()].map((module) => module.load()));
}
