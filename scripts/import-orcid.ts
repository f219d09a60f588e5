// `npm run import:orcid -- <works.json | ORCID iD> [--write]`: completes the publications with the works
// of a public ORCID record, merged by DOI (else title and year) so a work is never listed twice. A work
// only ORCID holds is completed from Crossref by its DOI (CROSSREF_URL, default https://api.crossref.org),
// since ORCID gives no authors; one Crossref does not know is reported. Dry run by default; --write writes.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importOrcid } from './lib/orcid-command.ts';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean', default: false }, root: { type: 'string' } } });
const [input] = positionals;
if (!input) {
  console.error('Usage: npm run import:orcid -- <works.json | ORCID iD, e.g. 0000-0002-1825-0097> [--write]');
  process.exit(1);
}
// --root: another project folder (tests import into a copy of the data); the schemas are this repository's.
const root = values.root ? resolve(process.cwd(), values.root) : repository;
process.exitCode = await importOrcid(input, { root, schemaRoot: repository, write: values.write });
