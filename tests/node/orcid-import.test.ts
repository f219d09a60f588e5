// `npm run import:orcid`: a saved public-API works record is merged by DOI with the publications
// already on the site (no work listed twice), and a work ORCID alone knows (no authors) is reported.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OrcidRefused, parseOrcidWorks } from '../../scripts/lib/orcid-import.ts';
import { applyPlan, formatPlan, planImport } from '../../scripts/lib/record-import/index.ts';
import works from '../fixtures/orcid/works.json';

const projectRoot = join(import.meta.dirname, '../..');
const root = mkdtempSync(join(tmpdir(), 'orcid-'));
for (const folder of ['pages-data', 'locales']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const PUBLICATIONS = 'pages-data/collections/publications.json';
const options = { root, schemaRoot: projectRoot };

describe('ORCID import', () => {
  const parsed = parseOrcidWorks(works, 'works.json');

  it('reads title, journal, year and DOI from group[].work-summary[]', () => {
    expect(parsed.records.map((r) => r.record)).toEqual([
      { title: 'Economic model predictive control with zone tracking for distillation', year: 2024, journal: 'Journal of Process Control Engineering', doi: '10.5555/jpce.2024.108421' },
      { title: 'Hybrid models for electrolyser scheduling', year: 2026, journal: 'Chemical Engineering Science Reports', doi: '10.5555/orcid.only.2026.7' },
    ]);
    expect(parsed.skipped).toEqual([{ origin: 'ORCID work put-code 1003', message: '"A work with no DOI and no date" has no publication year' }]);
  });

  it('merges a saved record by DOI with no duplicate, and reports the work no other source has', () => {
    const before = readFileSync(join(root, PUBLICATIONS), 'utf8');
    const plan = planImport(parsed, options);
    const report = formatPlan(plan);
    expect(report).toContain('"Hybrid models for electrolyser scheduling" (2026) is on ORCID only, and ORCID gives no authors');
    expect(plan.collections.flatMap((c) => c.entries).map((e) => [e.status, e.record.id])).toEqual([['unchanged', 'tavares2024mpc']]);
    expect(applyPlan(plan, options).written).toEqual([]);
    expect(readFileSync(join(root, PUBLICATIONS), 'utf8')).toBe(before);
  });

  it('refuses a file that is not an ORCID works record', () => {
    expect(() => parseOrcidWorks({ name: 'x' }, 'other.json')).toThrow(OrcidRefused);
  });
});
