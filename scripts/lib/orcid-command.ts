// What `npm run import:orcid -- <works.json | ORCID iD> [--write]` does, as a function the tests call
// in-process: read the works (a saved file, or the public API for an iD), complete from Crossref the
// works only ORCID holds, plan them with the shared re-sync engine, print the report, write only when
// asked. Crossref is asked before anything is planned, so a write is whole or nothing.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { completeWithCrossref, crossrefOptionsFor } from './crossref/complete-orcid.ts';
import type { CrossrefOptions } from './crossref/client.ts';
import { fetchOrcidWorks, ORCID_ID, OrcidRefused, parseOrcidWorks } from './orcid-import.ts';
import { runImportCli } from './record-import/index.ts';

export interface OrcidImportOptions {
  root: string;
  schemaRoot?: string;
  write: boolean;
  /** Where CROSSREF_URL is read (the process's environment unless a test gives its own). */
  env?: NodeJS.ProcessEnv;
  /** Time limit, retries and concurrency, when not Crossref's usual ones (tests make them short). */
  crossref?: Partial<Omit<CrossrefOptions, 'baseUrl' | 'mailto'>>;
}

async function readWorks(input: string): Promise<unknown> {
  const id = input.replace(/^https?:\/\/orcid\.org\//, '');
  if (ORCID_ID.test(id)) return fetchOrcidWorks(id);
  const path = resolve(process.cwd(), input);
  if (!existsSync(path)) throw new OrcidRefused(`${input} is neither a file nor an ORCID iD (0000-0000-0000-0000).`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OrcidRefused(`${input} is not valid JSON (${(error as Error).message}).`);
  }
}

/** The exit code: 0 when the plan was printed (and written with `write`), 1 when the works or a record were refused. */
export async function importOrcid(input: string, options: OrcidImportOptions): Promise<number> {
  let parsed;
  try {
    parsed = parseOrcidWorks(await readWorks(input), input);
  } catch (error) {
    if (!(error instanceof OrcidRefused) && !(error instanceof TypeError)) throw error;
    console.error(`Nothing was written. ${error.message}`);
    return 1;
  }
  const crossref = { ...crossrefOptionsFor(options.root, options.env), ...options.crossref };
  const completion = await completeWithCrossref(parsed, options.root, crossref, (count) => console.error(`Asking Crossref (${crossref.baseUrl}) for the authors of ${count} work(s) only ORCID holds…`));
  if (completion.unreachable) console.error(completion.unreachable);
  return runImportCli(completion.parsed, { root: options.root, ...(options.schemaRoot ? { schemaRoot: options.schemaRoot } : {}), write: options.write });
}
