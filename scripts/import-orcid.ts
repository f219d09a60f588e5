// `npm run import:orcid -- <works.json | ORCID iD> [--write]`: completes the publications with the works
// of a public ORCID record, merged by DOI (else title and year) so a work is never listed twice. Dry run
// by default; --write writes. Works that only ORCID knows are reported: ORCID gives no authors.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fetchOrcidWorks, ORCID_ID, OrcidRefused, parseOrcidWorks } from './lib/orcid-import.ts';
import { runImportCli } from './lib/record-import/index.ts';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean', default: false }, root: { type: 'string' } } });
const [input] = positionals;
if (!input) {
  console.error('Usage: npm run import:orcid -- <works.json | ORCID iD, e.g. 0000-0002-1825-0097> [--write]');
  process.exit(1);
}
const root = values.root ? resolve(process.cwd(), values.root) : repository;
try {
  const id = input.replace(/^https?:\/\/orcid\.org\//, '');
  let json: unknown;
  if (ORCID_ID.test(id)) json = await fetchOrcidWorks(id);
  else if (existsSync(resolve(process.cwd(), input))) {
    try {
      json = JSON.parse(readFileSync(resolve(process.cwd(), input), 'utf8'));
    } catch (error) {
      throw new OrcidRefused(`${input} is not valid JSON (${(error as Error).message}).`);
    }
  } else throw new OrcidRefused(`${input} is neither a file nor an ORCID iD (0000-0000-0000-0000).`);
  process.exitCode = runImportCli(parseOrcidWorks(json, input), { root, schemaRoot: repository, write: values.write });
} catch (error) {
  if (!(error instanceof OrcidRefused) && !(error instanceof TypeError)) throw error;
  console.error(`Nothing was written. ${error.message}`);
  process.exitCode = 1;
}
