// Checks between documents and the shared collections under pages-data/collections/: every record id
// is unique in its collection, every collection a block names exists, and every id a block picks
// resolves. Errors carry file and JSON pointer like any other validation problem.
import { walkObjects } from '../../src/lib/json-walk.ts';
import { COLLECTIONS_DIR, collectionName, type JsonFile, type ProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';

/** Every record with an `id` in a collection file, by id, with its pointer. */
function recordIds(collection: JsonFile, problems: Problem[]): Set<string> {
  const seen = new Map<string, string>();
  walkObjects(collection.data, (node, pointer) => {
    if (typeof node.id !== 'string') return;
    const first = seen.get(node.id);
    if (first) problems.push({ file: collection.file, pointer: `${pointer}/id`, message: `id "${node.id}" is already used at ${first}; ids must be unique in a collection` });
    else seen.set(node.id, pointer);
  });
  return new Set(seen.keys());
}

export function checkCollections(files: ProjectFiles): Problem[] {
  const problems: Problem[] = [];
  const ids = new Map(files.collections.map((file) => [collectionName(file.file), recordIds(file, problems)]));
  for (const page of files.pages) {
    walkObjects(page.data, (node, pointer) => {
      if (typeof node.collection !== 'string') return;
      const known = ids.get(node.collection);
      if (!known) {
        problems.push({ file: page.file, pointer: `${pointer}/collection`, message: `collection "${node.collection}" does not exist: there is no ${COLLECTIONS_DIR}${node.collection}.json` });
        return;
      }
      if (!Array.isArray(node.ids)) return;
      node.ids.forEach((id, i) => {
        if (typeof id === 'string' && !known.has(id))
          problems.push({ file: page.file, pointer: `${pointer}/ids/${i}`, message: `no record with id "${id}" in ${COLLECTIONS_DIR}${node.collection}.json` });
      });
    });
  }
  return problems;
}
