// Checks between documents and the shared collections under pages-data/collections/: every record id
// is unique in its collection, every collection a block names exists, every id a block picks
// resolves, and a syllabus's course has its syllabus at that page's route. Errors carry file and JSON
// pointer like any other validation problem.
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

/**
 * A syllabus is its course's page: /teaching's Syllabus button leads to the course's syllabusPath, so that
 * path must be a route whose document is the one that shows this syllabus.
 */
function syllabusRoute(page: JsonFile, pointer: string, id: unknown, files: ProjectFiles): Problem[] {
  const courses = files.collections.find((file) => collectionName(file.file) === 'courses')?.data as { items?: { id: string; syllabusPath?: string }[] } | undefined;
  const course = courses?.items?.find((item) => item.id === id);
  if (!course?.syllabusPath) return [];
  const routes = (files.site.data as { routes?: { path: string; document: string }[] }).routes ?? [];
  const document = routes.find((route) => route.path === course.syllabusPath)?.document;
  if (document !== undefined && `pages-data/${document}.json` === page.file) return [];
  return [{ file: page.file, pointer: `${pointer}/record`, message: `the course "${String(id)}" has its syllabus at ${course.syllabusPath} (its syllabusPath in ${COLLECTIONS_DIR}courses.json), which is not this page's route` }];
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
      // One record a block is about (a syllabus's course), as an id in the collection.
      if (typeof node.record === 'string' && !known.has(node.record))
        problems.push({ file: page.file, pointer: `${pointer}/record`, message: `no record with id "${node.record}" in ${COLLECTIONS_DIR}${node.collection}.json` });
      if (node.type === 'syllabus') problems.push(...syllabusRoute(page, pointer, node.record, files));
      if (!Array.isArray(node.ids)) return;
      node.ids.forEach((id, i) => {
        if (typeof id === 'string' && !known.has(id))
          problems.push({ file: page.file, pointer: `${pointer}/ids/${i}`, message: `no record with id "${id}" in ${COLLECTIONS_DIR}${node.collection}.json` });
      });
    });
  }
  return problems;
}
