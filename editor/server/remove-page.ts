// POST remove-page/plan and POST remove-page: "Remove page" from the editor, with the same plan as
// `npm run remove:page` (scripts/lib/remove-page.ts). The plan lists what will go, with the version of
// every file it touches; the removal is done only with those versions, so a file changed on disk since
// the owner read the list (by a save, another program) stops it before anything is written (409).
// The files that lose a way to the page are written first, then the document is deleted, and site.json
// is written last through save.ts's own save (its version check, its validation, its formatting kept):
// a failure part-way leaves links gone and the page still there, never a route without its document.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RemovePageRequest, RemovePagePlan, RemovePageResponse } from '../shared/protocol.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { formatPreservingWrite } from '../../scripts/lib/format-preserving-write.ts';
import { planPageRemoval, RemovalRefused, SITE_FILE, type RemovalPlan } from '../../scripts/lib/remove-page.ts';
import { ChangedOnDiskError } from '../../scripts/lib/write-atomically.ts';
import { HttpError } from './http.ts';
import { readText, versionOf, type EditorProject } from './project.ts';
import { save, writeAtomically } from './save.ts';
import { MAX_PAGE_PATH_LENGTH } from './new-page.ts';

const refuse = (message: string): never => {
  throw new HttpError(400, message, { message });
};

/** The page asked for: its address, or (from the file list) its document, "pages-data/podcast.json". */
function pathOf(project: EditorProject, body: unknown): string {
  const { path, document } = (body ?? {}) as { path?: unknown; document?: unknown };
  if (typeof path === 'string' && path.length > MAX_PAGE_PATH_LENGTH) refuse(`The address has ${path.length} characters; a page's address has at most ${MAX_PAGE_PATH_LENGTH}.`);
  if (typeof path === 'string' && path.trim()) return path;
  if (typeof document !== 'string') return refuse('Say which page to remove: its address, such as /podcast.');
  const name = /^pages-data\/([^/]+)\.json$/.exec(document)?.[1];
  const site = JSON.parse(readText(project.dirs, SITE_FILE)) as { routes?: { path: string; document: string }[] };
  const routes = (site.routes ?? []).filter((route) => route.document === name);
  if (routes.length === 0) return refuse(`${document} is not a page of the site: no route in ${SITE_FILE} shows it.`);
  if (routes.length > 1) return refuse(`${document} is shown at ${routes.map((route) => route.path).join(' and ')}: remove one of them by its address with npm run remove:page.`);
  return routes[0]!.path;
}

function plan(project: EditorProject, path: string): RemovalPlan {
  try {
    return planPageRemoval(readProjectFiles(project.dirs), path);
  } catch (error) {
    if (error instanceof RemovalRefused) refuse(error.message);
    throw error;
  }
}

/** The files a plan writes or deletes, site.json among them. */
const touched = (removal: RemovalPlan) => [...new Set([...Object.keys(removal.files), ...removal.deleted])];

/** What will go, for the confirmation dialog, with the versions the removal must find. */
export function planRemoval(project: EditorProject, body: unknown): RemovePagePlan {
  const removal = plan(project, pathOf(project, body));
  return {
    path: removal.path,
    document: removal.deleted[0],
    changes: removal.changes,
    notes: removal.notes,
    problems: removal.problems,
    versions: Object.fromEntries(touched(removal).map((file) => [file, versionOf(readText(project.dirs, file))])),
  };
}

export function removePage(project: EditorProject, body: unknown): RemovePageResponse {
  const versions = ((body ?? {}) as Partial<RemovePageRequest>).versions ?? {};
  const removal = plan(project, pathOf(project, body));
  if (removal.problems.length)
    throw new HttpError(400, 'the removal would leave problems', { message: `${removal.path} was not removed: the site would then have ${removal.problems.length} problem(s).`, problems: removal.problems });
  const files = touched(removal);
  const texts = Object.fromEntries(files.map((file) => [file, readText(project.dirs, file)]));
  const stale = files.filter((file) => versions[file] !== versionOf(texts[file]!));
  if (stale.length)
    throw new HttpError(409, 'files changed since the plan', { message: `Nothing was removed: ${stale.join(', ')} changed since the list was shown (or the list was for other files). Look at what will go again.` });

  const written: string[] = [];
  const writeAll = () => {
    for (const file of Object.keys(removal.files).filter((file) => file !== SITE_FILE)) {
      writeAtomically(join(project.dirs.root, file), formatPreservingWrite(texts[file]!, removal.files[file]), { unchangedFrom: texts[file] });
      written.push(file);
    }
    for (const file of removal.deleted) rmSync(join(project.dirs.root, file), { force: true });
    try {
      save(project, SITE_FILE, removal.files[SITE_FILE], versionOf(texts[SITE_FILE]!));
    } catch (error) {
      // The page comes back: its route is still in site.json.
      for (const file of removal.deleted) if (!existsSync(join(project.dirs.root, file))) writeAtomically(join(project.dirs.root, file), texts[file]!);
      throw error;
    }
    written.push(SITE_FILE);
  };
  try {
    writeAll();
  } catch (error) {
    const done = written.length ? ` (${written.join(', ')} already lost their links to it, which leaves the site valid)` : '';
    if (error instanceof ChangedOnDiskError) throw new HttpError(409, 'a file changed while removing', { message: `${removal.path} was not removed: ${error.path} changed on disk meanwhile${done}. Look at what will go again.` });
    if (error instanceof HttpError) throw new HttpError(error.status, error.message, { ...error.body, message: `${removal.path} was not removed: ${String(error.body.message ?? error.message)}${done}` });
    throw error;
  }
  return { path: removal.path, written, deleted: removal.deleted };
}
