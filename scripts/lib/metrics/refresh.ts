// `npm run refresh:metrics`: asks OpenAlex for the citation count of every publication with a DOI, prints
// what would change, and writes pages-data/metrics.json with --write, whole or not at all. Run by hand or by
// the weekly workflow (.github/workflows/metrics.yml), which turns a change into a pull request.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetricsDocument, PublicationCollection, SiteDocument } from '../../../src/generated/schemas.ts';
import { createSchemaRegistry } from '../schema-registry.ts';
import { readJsonFile } from '../project-files.ts';
import { writeAtomically } from '../write-atomically.ts';
import { METRICS_FILE, metricsText, readMetrics } from './metrics-file.ts';
import { countCitations, DEFAULT_OPENALEX_URL, OpenAlexFailed, type OpenAlexOptions } from './openalex.ts';
import { planRefresh, worksWithDoi } from './refresh-plan.ts';
import { formatRefresh } from './refresh-report.ts';

export interface RefreshOptions {
  /** The project whose pages-data/ is read and written. */
  root: string;
  /** Where schemas/ lives (the repository's, for a project copy). */
  schemaRoot?: string;
  write: boolean;
  force: boolean;
  /** The day of the count, YYYY-MM-DD (today, in UTC). */
  today?: string;
  /** OPENALEX_URL and the time limits; the e-mail comes from site.json's identity. */
  openAlex?: Partial<OpenAlexOptions>;
}

export interface RefreshResult {
  report: string;
  /** 0: counted (and written, with --write, or nothing to write); 1: refused or OpenAlex failed: nothing written. */
  exitCode: 0 | 1;
  written: boolean;
  requests: number;
}

const read = <T>(root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

/** The new file, checked against schemas/metrics.schema.json before it is written. */
function checked(document: MetricsDocument, schemaRoot: string): MetricsDocument {
  const files = ['schemas/metrics.schema.json', 'schemas/common/iso-date.schema.json'].map((file) => readJsonFile(schemaRoot, join(schemaRoot, file)));
  const validate = createSchemaRegistry(files).validator('schemas/metrics.schema.json');
  if (!validate(document)) throw new OpenAlexFailed(`The counts do not fit schemas/metrics.schema.json (${validate.errors?.map((error) => `${error.instancePath} ${error.message}`).join('; ')}).`);
  return document;
}

export async function refreshMetrics(options: RefreshOptions): Promise<RefreshResult> {
  const { root, write, force } = options;
  const baseUrl = options.openAlex?.baseUrl ?? DEFAULT_OPENALEX_URL;
  const publicationsFile = 'pages-data/collections/publications.json';
  if (!existsSync(join(root, publicationsFile))) return { report: `No ${publicationsFile}: there are no publications to count.`, exitCode: 0, written: false, requests: 0 };
  const publications = read<PublicationCollection>(root, publicationsFile);
  const works = worksWithDoi(publications);
  if (works.length === 0) return { report: 'No publication has a DOI: there is nothing to ask OpenAlex, and the typed figures stay.', exitCode: 0, written: false, requests: 0 };

  const mailto = read<SiteDocument>(root, 'pages-data/site.json').identity.email;
  let answer;
  try {
    answer = await countCitations(works.map((work) => work.doi), { mailto, ...options.openAlex, baseUrl });
  } catch (error) {
    if (!(error instanceof OpenAlexFailed)) throw error;
    return { report: `${error.message}\nNothing was written: the stored counts stay. Run it again later.`, exitCode: 1, written: false, requests: 0 };
  }
  const plan = planRefresh(publications, readMetrics(root), answer, options.today ?? new Date().toISOString().slice(0, 10));
  const report = formatRefresh(plan, { baseUrl, requests: answer.requests, write, force });
  const refused = plan.refusals.length > 0 && !force;
  const done = (tail: string, exitCode: 0 | 1, written = false): RefreshResult => ({ report: `${report}\n\n${tail}`, exitCode, written, requests: answer.requests });
  if (refused) return done('Nothing was written.', 1);
  if (!plan.next) return done('The counts are as stored: nothing to write.', 0);
  if (!write) return done('Dry run: nothing was written. Run it again with --write to write these counts.', 0);
  writeAtomically(join(root, METRICS_FILE), metricsText(checked(plan.next, options.schemaRoot ?? root)));
  return done(`Written: ${METRICS_FILE}. The pages show the new figures from the next build.`, 0, true);
}
