// Which paths the API reads and writes. A path comes from the browser, so it is checked as text first
// (relative, normalised, a .json file in pages-data/ or locales/) and then on disk (an existing regular
// file, not a symlink, whose real path is still inside that folder of the data root).
import { lstatSync, realpathSync } from 'node:fs';
import { posix, sep } from 'node:path';
import { HttpError } from './http.ts';
import { kindOf } from './project.ts';

/** Folders whose files the editor may write. Locales are validated like the rest, so they may be saved too. */
const WRITABLE = ['pages-data', 'locales'];

/** The checked relative path of an existing editable file; 403 when outside, 404 when not there. */
export function resolveEditablePath(root: string, path: unknown): { path: string; full: string } {
  if (typeof path !== 'string' || path === '') throw new HttpError(400, 'path is required');
  const plain = !path.includes('\\') && !path.includes('\0') && !posix.isAbsolute(path) && posix.normalize(path) === path;
  if (!plain || path.split('/').includes('..') || !kindOf(path))
    throw new HttpError(403, `"${path}" is not a .json file inside ${WRITABLE.map((f) => `${f}/`).join(' or ')}`);
  const folder = path.split('/')[0]!;
  const full = `${root}/${path}`;
  let stat;
  try {
    stat = lstatSync(full);
  } catch {
    throw new HttpError(404, `${path} does not exist (the editor changes existing files only)`);
  }
  // A symlink could point anywhere (and a save, which renames a new file over it, would replace the
  // link): refused, and so is a file reached through a linked folder that leads out.
  const inside = realpathSync(full).startsWith(realpathSync(`${root}/${folder}`) + sep);
  if (!inside || !stat.isFile()) throw new HttpError(403, `${path} is a link or leads outside ${folder}/`);
  return { path, full };
}
