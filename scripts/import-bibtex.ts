// `npm run import:bibtex -- <file.bib> [--write]`: brings a BibTeX file's entries into the publications
// collection through the re-sync engine. Dry run by default (the report says what would be added,
// changed and kept); --write writes it. Records added by hand or in the editor are never touched, a
// field edited on the site keeps its value, and an entry that cannot be mapped is reported and skipped.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importBibtex, toParsedSource } from './lib/bibtex-import.ts';
import { runImportCli } from './lib/record-import/index.ts';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean', default: false }, root: { type: 'string' } } });
const [bibFile] = positionals;
if (!bibFile) {
  console.error('Usage: npm run import:bibtex -- <file.bib> [--write]');
  process.exit(1);
}
const input = resolve(process.cwd(), bibFile);
if (!existsSync(input)) {
  console.error(`${bibFile}: no such file.`);
  process.exit(1);
}
// --root: another project folder (tests import into a copy of the data); the schemas are this repository's.
const root = values.root ? resolve(process.cwd(), values.root) : repository;
const parsed = toParsedSource(importBibtex(readFileSync(input, 'utf8')), bibFile);
process.exitCode = runImportCli(parsed, { root, schemaRoot: repository, write: values.write });
