// What `npm run import:lattes -- <file> [--write]` does, as a function the tests call in-process: read
// the export, plan it with the shared re-sync engine, print the report, write only when asked. A file
// that is not a readable Lattes export is refused with its sentence, and nothing is written.
import { existsSync, readFileSync } from 'node:fs';
import { runImportCli } from '../record-import/index.ts';
import { LattesRefused, parseLattes } from './index.ts';

/** The exit code: 0 when the plan was printed (and written with `write`), 1 when the file or a record was refused. */
export function importLattesFile(path: string, options: { root: string; write: boolean; name?: string }): number {
  const name = options.name ?? path;
  if (!existsSync(path)) {
    console.error(`${name}: no such file.`);
    return 1;
  }
  try {
    return runImportCli(parseLattes(readFileSync(path), name), { root: options.root, write: options.write });
  } catch (error) {
    if (!(error instanceof LattesRefused)) throw error;
    console.error(`${error.message}\nNothing was written.`);
    return 1;
  }
}
