// One file written whole or not at all: the text goes to a temporary file beside it, flushed to disk,
// then is renamed over it (one file system, so the rename is atomic), and the folder is flushed so the
// rename itself survives a power cut. The editor's saves and the imports use it.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file changed on disk after it was read: someone else wrote it meanwhile. */
export class ChangedOnDiskError extends Error {
  constructor(readonly path: string) {
    super(`${path} changed on disk while it was being saved`);
  }
}

export interface WriteOptions {
  /**
   * The file's text when the write was decided. It is read again just before the rename, after the
   * slow part (validation); if it differs, nothing is written and ChangedOnDiskError is thrown, so an
   * edit made meanwhile in another editor is never overwritten.
   */
  unchangedFrom?: string;
}

function flush(path: string, flags: string, text?: string) {
  const fd = openSync(path, flags);
  try {
    if (text !== undefined) writeSync(fd, text, null, 'utf8');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function writeAtomically(full: string, text: string, options: WriteOptions = {}): void {
  const temp = join(dirname(full), `.${basename(full)}.${process.pid}.${Date.now()}.tmp`);
  try {
    flush(temp, 'w', text);
    if (options.unchangedFrom !== undefined && readFileSync(full, 'utf8') !== options.unchangedFrom) throw new ChangedOnDiskError(full);
    renameSync(temp, full);
    try {
      flush(dirname(full), 'r');
    } catch {
      // Some systems cannot open a folder for fsync (Windows); the rename is still atomic there.
    }
  } finally {
    rmSync(temp, { force: true });
  }
}
