import { walkObjects } from '../lib/json-walk.ts';

/**
 * The collection names that blocks (or any part of a document) give in a "collection" field, or in a
 * "collections" list (a statsBand year span over several): the page must load every one it reads.
 */
export function collectionNamesIn(blocks: unknown): string[] {
  const names = new Set<string>();
  walkObjects(blocks, (node) => {
    if (typeof node.collection === 'string') names.add(node.collection);
    if (Array.isArray(node.collections)) for (const name of node.collections) if (typeof name === 'string') names.add(name);
  });
  return [...names];
}
