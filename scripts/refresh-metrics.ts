// `npm run refresh:metrics [-- --write] [--force] [--report <file>]`: the citation count of every
// publication with a DOI, from OpenAlex (OPENALEX_URL, default https://api.openalex.org), into
// pages-data/metrics.json. Dry run by default: it prints, per publication, the count before → after and the
// figures the site shows. --write writes; a refusal by the guard (an answer that looks broken) writes
// nothing unless --force. --report also writes the report to a file (the weekly workflow's pull request).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { OpenAlexFailed } from './lib/metrics/openalex.ts';
import { refreshMetrics } from './lib/metrics/refresh.ts';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { write: { type: 'boolean', default: false }, force: { type: 'boolean', default: false }, report: { type: 'string' }, root: { type: 'string' } },
});
const root = values.root ? resolve(process.cwd(), values.root) : repository;
const baseUrl = process.env.OPENALEX_URL?.trim() || undefined;

let report: string;
try {
  const result = await refreshMetrics({ root, schemaRoot: repository, write: values.write, force: values.force, openAlex: baseUrl ? { baseUrl } : {} });
  report = result.report;
  process.exitCode = result.exitCode;
} catch (error) {
  if (!(error instanceof OpenAlexFailed)) throw error;
  report = `${error.message}\nNothing was written.`;
  process.exitCode = 1;
}
(process.exitCode ? console.error : console.log)(report);
if (values.report) writeFileSync(resolve(process.cwd(), values.report), `${report}\n`);
