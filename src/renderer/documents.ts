// Page documents load per route: each JSON file becomes its own chunk, fetched when its route is
// first shown. The cache lets the client hydrate synchronously once the first document is in.
import type { PageDocument } from '../generated/schemas.ts';
import { migrateDocument } from './migrations.ts';

const loaders = import.meta.glob<{ default: unknown }>(['../../pages-data/*.json', '!../../pages-data/site.json']);

const loaded = new Map<string, PageDocument>();
const pending = new Map<string, Promise<PageDocument>>();

function loaderKey(name: string): string {
  return `../../pages-data/${name}.json`;
}

export function getLoadedDocument(name: string): PageDocument | undefined {
  return loaded.get(name);
}

export function loadDocument(name: string): Promise<PageDocument> {
  const cached = loaded.get(name);
  if (cached) return Promise.resolve(cached);
  let promise = pending.get(name);
  if (!promise) {
    const load = loaders[loaderKey(name)];
    if (!load) return Promise.reject(new Error(`No page document pages-data/${name}.json`));
    promise = load().then((module) => {
      const document = migrateDocument(module.default);
      loaded.set(name, document);
      return document;
    });
    pending.set(name, promise);
  }
  return promise;
}

/** Server render: every document is put in the cache before rendering, so nothing suspends. */
export function registerDocument(name: string, document: unknown): void {
  loaded.set(name, migrateDocument(document));
}
