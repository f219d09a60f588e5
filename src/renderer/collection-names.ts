import { walkObjects } from '../lib/json-walk.ts';

/** The collection names that blocks (or any part of a document) give in a "collection" field. */
export function collectionNamesIn(blocks: unknown): string[] {
  const names = new Set<string>();
  walkObjects(blocks, (node) => {
    if (typeof node.collection === 'string') names.add(node.collection);
  });
  return [...names];
}
