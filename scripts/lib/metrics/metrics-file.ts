// pages-data/metrics.json as the build and the refresh read and write it. The refresh owns the file, so it
// writes it in one fixed shape: keys in order, one work per line, so a week's changes read as a short diff
// in the pull request, and the same counts give the same bytes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetricsDocument } from '../../../src/generated/schemas.ts';
import { METRICS_FILE } from '../project-files.ts';

export { METRICS_FILE };

/** The stored counts, or undefined before the first refresh. */
export function readMetrics(root: string): MetricsDocument | undefined {
  const file = join(root, METRICS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MetricsDocument) : undefined;
}

/** { "citedBy": 42, "openAlex": "W…" } */
const oneLine = (entry: object) => `{ ${Object.entries(entry).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')} }`;

/** The file's text: the works sorted by DOI, each on its own line. */
export function metricsText(document: MetricsDocument): string {
  const { works, ...citations } = document.citations;
  const lines = Object.keys(works)
    .sort()
    .map((doi) => `      ${JSON.stringify(doi)}: ${oneLine(works[doi]!)}`);
  const head = Object.entries(citations).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  return [
    '{',
    `  "$schema": "../schemas/metrics.schema.json",`,
    `  "version": ${document.version},`,
    '  "citations": {',
    ...head,
    lines.length ? '    "works": {' : '    "works": {}',
    ...(lines.length ? [lines.join(',\n'), '    }'] : []),
    '  }',
    '}',
    '',
  ].join('\n');
}
