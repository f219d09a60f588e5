// One file written whole or not at all: the text goes to a temporary file beside it, then is renamed
// over it (one file system, so the rename is atomic). The editor's saves and the imports use it.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeAtomically(full: string, text: string): void {
  const temp = join(dirname(full), `.${basename(full)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temp, text, 'utf8');
    renameSync(temp, full);
  } finally {
    rmSync(temp, { force: true });
  }
}
