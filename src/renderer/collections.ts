// Shared records (pages-data/collections/<name>.json) load like documents: each file is its own
// chunk, fetched with the pages whose blocks name it, so a route carries only the collections it
// shows. Blocks read them synchronously once loaded, so server and client render the same records.
import type { GraduateCollection, ProjectCollection, PublicationCollection } from '../generated/schemas.ts';
import { walkObjects } from './json-walk.ts';
import { lazyModule, useLazyModule, type LazyModule } from './lazy-module.ts';

/** Each collection's file type, by name; a new collection adds its schema's type here. */
export interface Collections {
  graduates: GraduateCollection;
  projects: ProjectCollection;
  publications: PublicationCollection;
}
export type CollectionName = keyof Collections;

const loaders = import.meta.glob<{ default: unknown }>('../../pages-data/collections/*.json');

const collections = new Map<string, LazyModule<unknown>>(
  Object.entries(loaders).map(([file, load]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), lazyModule(async () => (await load()).default)]),
);

function collectionModule<N extends CollectionName>(name: N): LazyModule<Collections[N]> {
  const module = collections.get(name);
  if (!module) throw new Error(`No collection pages-data/collections/${name}.json`);
  return module as LazyModule<Collections[N]>;
}

/** The collections that blocks (or any part of a document) name in a "collection" field. */
export function collectionsIn(blocks: unknown): CollectionName[] {
  const names = new Set<CollectionName>();
  walkObjects(blocks, (node) => {
    if (typeof node.collection === 'string' && collections.has(node.collection)) names.add(node.collection as CollectionName);
  });
  return [...names];
}

export function loadCollections(blocks: unknown): Promise<unknown> {
  return Promise.all(collectionsIn(blocks).map((name) => collectionModule(name).load()));
}

/** A collection's records in a block; loaded with the page, so this does not suspend. */
export function useCollection<N extends CollectionName>(name: N): Collections[N] {
  return useLazyModule(collectionModule(name));
}

/** Records whose fields equal the given value, or one of the given values (an undefined value matches all). */
export function matching<T extends object>(records: readonly T[], where: Record<string, string | string[] | undefined> = {}): T[] {
  return records.filter((record) =>
    Object.entries(where).every(([field, wanted]) => {
      if (wanted === undefined) return true;
      const value = (record as Record<string, unknown>)[field];
      return Array.isArray(wanted) ? wanted.includes(value as string) : value === wanted;
    }),
  );
}
