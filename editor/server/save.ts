// POST save: checks the path, the version and the project's validity with the document laid over the
// disk, then writes the file atomically with its formatting kept. Everything runs synchronously, so no
// other request of this server can change the file meanwhile; another program (a text editor, a second
// `npm run edit`) can, so the version is checked again just before the rename.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import type { Problem, SaveResponse } from '../shared/protocol.ts';
import { parseJson } from '../../scripts/lib/json-syntax.ts';
import { formatPreservingWrite } from '../../scripts/lib/format-preserving-write.ts';
import { ChangedOnDiskError, writeAtomically } from '../../scripts/lib/write-atomically.ts';
import { HttpError } from './http.ts';
import { resolveEditablePath } from './paths.ts';
import { readText, versionOf, type EditorProject } from './project.ts';

const problemKey = (p: Problem) => `${p.file}\u0000${p.pointer}\u0000${p.message}`;

/**
 * Problems the project has with `documents` laid over the disk that it does not have on disk; cross-file
 * ones included while another file on disk fails its schema (the build would skip them until it is fixed).
 */
export function newProblems(project: EditorProject, documents: Record<string, unknown>): Problem[] {
  const onDisk = new Set(project.validateForSave().map(problemKey));
  return project.validateForSave(documents).filter((p) => !onDisk.has(problemKey(p)));
}

export { writeAtomically };

/**
 * Where a file deleted on disk is written again (POST save with `create`): the same checks of the path
 * as text as for any file, its folder still there and inside the data root, and no file there now.
 */
function absentEditablePath(root: string, rawPath: string): { path: string; full: string } {
  try {
    resolveEditablePath(root, rawPath);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    const path = rawPath;
    const full = `${root}/${path}`;
    const folder = path.split('/')[0]!;
    let inside = false;
    try {
      inside = (realpathSync(dirname(full)) + sep).startsWith(realpathSync(`${root}/${folder}`) + sep);
    } catch {
      inside = false;
    }
    if (!inside || existsSync(full)) throw new HttpError(403, `${path} cannot be written again there`);
    return { path, full };
  }
  throw new HttpError(409, `${rawPath} is on disk again`, { message: `${rawPath} is on disk again since it was deleted; reload it or keep your edits over it`, version: versionOf(readText({ root }, rawPath)) });
}

/** The 409 of a file changed on disk since the page read it at another version: `now` is the disk's. */
const changedOnDisk = (path: string, now: string) =>
  new HttpError(409, `${path} changed on disk since it was opened`, { message: `${path} changed on disk since it was opened; reload it`, version: now });

/** The file's text on disk, if it is still at the version the page read (409 otherwise). */
export function textAtVersion(project: EditorProject, path: string, version: string): string {
  const text = readText(project.dirs, path);
  const current = versionOf(text);
  if (current !== version) throw changedOnDisk(path, current);
  return text;
}

/** Writes `output` over the file, unless it is no longer `text` by then (409: an edit made meanwhile is kept). */
export function writeOver(project: EditorProject, path: string, text: string, output: string): void {
  try {
    writeAtomically(`${project.dirs.root}/${path}`, output, { unchangedFrom: text });
  } catch (error) {
    if (error instanceof ChangedOnDiskError) throw changedOnDisk(path, versionOf(readText(project.dirs, path)));
    throw error;
  }
}

export function save(project: EditorProject, rawPath: string, data: unknown, version: string, options: { create?: boolean } = {}): SaveResponse {
  if (options.create) {
    const { path, full } = absentEditablePath(project.dirs.root, rawPath);
    const problems = newProblems(project, { [path]: data });
    if (problems.length) throw new HttpError(400, `${path} is not valid`, { message: `${path} was not saved: ${problems.length} problem(s)`, problems });
    const output = `${JSON.stringify(data, null, 2)}\n`;
    writeAtomically(full, output);
    return { version: versionOf(output) };
  }
  const { path } = resolveEditablePath(project.dirs.root, rawPath);
  const text = textAtVersion(project, path, version);
  // The document's own errors, and what it breaks elsewhere (a removed id still listed by a page).
  const problems = newProblems(project, { [path]: data });
  if (problems.length) throw new HttpError(400, `${path} is not valid`, { message: `${path} was not saved: ${problems.length} problem(s)`, problems });
  // A file that did not parse (fixed in the editor's text view) has no formatting to keep.
  const output = parseJson(text).error ? `${JSON.stringify(data, null, 2)}\n` : formatPreservingWrite(text, data);
  if (output !== text) writeOver(project, path, text, output);
  return { version: versionOf(output) };
}
