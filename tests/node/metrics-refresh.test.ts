// `npm run refresh:metrics` against a local server that answers as OpenAlex does (tests/support/
// openalex-server.ts, answers in tests/fixtures/openalex/), in a copy of the project: what it asks, what it
// writes, what its report says, the guard that refuses a broken answer, and the retries. No network.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MetricsDocument, PublicationCollection } from '../../src/generated/schemas.ts';
import { refreshMetrics, type RefreshOptions } from '../../scripts/lib/metrics/refresh.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyProjectData, projectRoot, readCollection } from '../support/project-copy.ts';
import { openAlexAnswer, startOpenAlex, type FakeOpenAlex, type OpenAlexWork } from '../support/openalex-server.ts';

const METRICS = 'pages-data/metrics.json';
const bare = (doi: string) => doi.replace(/^https:\/\/doi\.org\//, '').toLowerCase();

/** The counts an answer file gives, by lower-case DOI, the larger when a DOI is there twice. */
function countsIn(works: OpenAlexWork[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const work of works) counts.set(bare(work.doi!), Math.max(counts.get(bare(work.doi!)) ?? 0, work.cited_by_count));
  return counts;
}

/** Total, h-index and i10-index of a set of counts, worked out here the long way. */
function figures(counts: Iterable<number>) {
  const sorted = [...counts].sort((a, b) => b - a);
  let h = 0;
  for (const [index, count] of sorted.entries()) if (count >= index + 1) h = index + 1;
  return { total: sorted.reduce((sum, count) => sum + count, 0), h, i10: sorted.filter((count) => count >= 10).length };
}

const sampleDois = (root: string) => {
  const file = readCollection(root, 'publications') as unknown as PublicationCollection;
  return [...new Set([...file.articles, ...file.chapters].flatMap((work) => (work.doi ? [work.doi.toLowerCase()] : [])))];
};

describe('npm run refresh:metrics', () => {
  let server: FakeOpenAlex;
  let project: { root: string; remove: () => void };
  const metricsPath = () => join(project.root, METRICS);
  const refresh = (options: Partial<RefreshOptions> = {}) =>
    refreshMetrics({ root: project.root, schemaRoot: projectRoot, write: true, force: false, today: '2026-11-24', ...options, openAlex: { baseUrl: server.url, backoffMs: 5, timeoutMs: 2_000, ...options.openAlex } });
  const stored = () => JSON.parse(readFileSync(metricsPath(), 'utf8')) as MetricsDocument;

  beforeAll(async () => {
    server = await startOpenAlex(openAlexAnswer('week-1').results);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    project = copyProjectData('metrics-');
    server.reset();
    server.answerWith(openAlexAnswer('week-1').results);
  });
  afterEach(() => project.remove());

  it("asks OpenAlex's /works for every DOI in one filter, with the fields it needs and the owner's e-mail", async () => {
    const result = await refresh({ write: false });
    expect(result.exitCode).toBe(0);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.pathname).toBe('/works');
    expect(request!.searchParams.get('filter')!.replace(/^doi:/, '').split('|').sort()).toEqual(sampleDois(project.root).sort());
    expect(request!.searchParams.get('per-page')).toBe('50');
    expect(request!.searchParams.get('select')).toBe('doi,cited_by_count,id');
    const site = JSON.parse(readFileSync(join(project.root, 'pages-data/site.json'), 'utf8'));
    expect(request!.searchParams.get('mailto')).toBe(site.identity.email);
    // A dry run writes nothing.
    expect(existsSync(metricsPath())).toBe(false);
  });

  it('writes each count with the date and the source, DOIs compared without case, and the file validates', async () => {
    const result = await refresh();
    expect(result).toMatchObject({ exitCode: 0, written: true });
    const file = stored();
    expect(file.citations).toMatchObject({ source: 'OpenAlex', countedOn: '2026-11-24' });
    const expected = countsIn(openAlexAnswer('week-1').results);
    // Every DOI of the answer, written in lower case whatever case OpenAlex gives it, once, with its larger count.
    expect(Object.fromEntries(Object.entries(file.citations.works).map(([doi, work]) => [doi, work!.citedBy]))).toEqual(Object.fromEntries(expected));
    expect(Object.values(file.citations.works).every((work) => /^W\d+$/.test(work!.openAlex!))).toBe(true);
    expect(validateProject({ root: project.root, schemaRoot: projectRoot })).toEqual([]);
    // The works OpenAlex does not know are listed, by title and DOI.
    const unknown = sampleDois(project.root).filter((doi) => !expected.has(doi));
    expect(unknown.length).toBeGreaterThan(0);
    for (const doi of unknown) expect(result.report).toMatch(new RegExp(`\\? ".+" \\(\\d{4}\\), ${doi.replace(/[.]/g, '\\.')}`));
    const { total, h, i10 } = figures(expected.values());
    expect(result.report).toMatch(new RegExp(`citations\\s+– → ${total}\\b`));
    expect(result.report).toMatch(new RegExp(`h-index\\s+– → ${h}\\b`));
    expect(result.report).toMatch(new RegExp(`i10-index\\s+– → ${i10}\\b`));
  });

  it('npm run validate checks the file like every document: a bad count is named with its file and place', async () => {
    await refresh();
    const file = stored();
    const [doi] = Object.keys(file.citations.works);
    file.citations.works[doi!] = { citedBy: -3 };
    file.citations.works['10.5555/UPPER.CASE'] = { citedBy: 2 };
    writeFileSync(metricsPath(), JSON.stringify(file, null, 2));
    const problems = validateProject({ root: project.root, schemaRoot: projectRoot });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: METRICS, pointer: `/citations/works/${doi!.replace(/\//g, '~1')}/citedBy` }),
        expect.objectContaining({ file: METRICS, pointer: expect.stringContaining('/citations/works') }),
      ]),
    );
    expect(problems.every((problem) => problem.file === METRICS)).toBe(true);
  });

  it('a dry run prints, per publication, the count before → after and the totals, and writes nothing', async () => {
    await refresh();
    const before = readFileSync(metricsPath());
    const weekTwo = openAlexAnswer('week-2').results;
    server.answerWith(weekTwo);
    const result = await refresh({ write: false, today: '2026-12-01' });
    expect(result).toMatchObject({ exitCode: 0, written: false });
    expect(readFileSync(metricsPath()).equals(before)).toBe(true);
    const [old, now] = [countsIn(openAlexAnswer('week-1').results), countsIn(weekTwo)];
    const changed = [...now].filter(([doi, count]) => old.has(doi) && old.get(doi) !== count);
    expect(changed.length).toBeGreaterThan(0);
    for (const [doi, count] of changed) expect(result.report).toContain(`${doi}: ${old.get(doi)} → ${count}`);
    for (const [doi, count] of [...now].filter(([doi]) => !old.has(doi))) expect(result.report).toMatch(new RegExp(`\\+ .*${doi.replace(/[.]/g, '\\.')}: ${count}`));
    for (const [doi, count] of [...old].filter(([doi]) => !now.has(doi))) expect(result.report).toContain(`${doi}: counted ${count} last time, that count goes`);
    expect(result.report).toMatch(new RegExp(`citations\\s+${figures(old.values()).total} → ${figures(now.values()).total}\\b`));
    expect(result.report).toContain('Dry run: nothing was written.');
  });

  it('a second refresh with the same answers changes nothing: the same bytes, the same date', async () => {
    await refresh();
    const first = readFileSync(metricsPath());
    const again = await refresh({ today: '2026-12-01' });
    expect(again).toMatchObject({ exitCode: 0, written: false });
    expect(again.report).toContain('The counts are as stored: nothing to write.');
    expect(readFileSync(metricsPath()).equals(first)).toBe(true);
    // A changed count moves the date.
    server.answerWith(openAlexAnswer('week-2').results);
    expect(await refresh({ today: '2026-12-01' })).toMatchObject({ exitCode: 0, written: true });
    expect(stored().citations.countedOn).toBe('2026-12-01');
  });

  describe('the guard refuses an answer that looks broken, and --force writes it', () => {
    const refused = async (answer: string, reason: RegExp) => {
      await refresh();
      const before = readFileSync(metricsPath());
      server.answerWith(openAlexAnswer(answer).results);
      const result = await refresh({ today: '2026-12-01' });
      expect(result).toMatchObject({ exitCode: 1, written: false });
      expect(result.report).toContain('Refused: the answer looks wrong, so the stored counts stay.');
      expect(result.report).toMatch(reason);
      expect(readFileSync(metricsPath()).equals(before)).toBe(true);
      const forced = await refresh({ today: '2026-12-01', force: true });
      expect(forced).toMatchObject({ exitCode: 0, written: true });
      expect(forced.report).toContain('Written anyway (--force)');
      expect(Object.fromEntries(Object.entries(stored().citations.works).map(([doi, work]) => [doi, work!.citedBy]))).toEqual(Object.fromEntries(countsIn(openAlexAnswer(answer).results)));
      return result.report;
    };

    it('fewer than 80 % of the DOIs counted last time come back', async () => {
      const [old, now] = [countsIn(openAlexAnswer('week-1').results), countsIn(openAlexAnswer('few-back').results)];
      expect(now.size / old.size).toBeLessThan(0.8);
      const report = await refused('few-back', new RegExp(`only ${now.size} of the ${old.size} DOIs counted last time came back`));
      expect(report).not.toMatch(/fell by more than/);
    });

    it('a count falls by more than half', async () => {
      const [old, now] = [countsIn(openAlexAnswer('week-1').results), countsIn(openAlexAnswer('one-halved').results)];
      const [doi, count] = [...now].find(([key, value]) => value < old.get(key)! / 2)!;
      const report = await refused('one-halved', new RegExp(`1 count fell by more than half: ${doi.replace(/[.]/g, '\\.')} ${old.get(doi)} → ${count}`));
      expect(report).not.toMatch(/the total fell/);
    });

    it('the total falls by more than 10 %', async () => {
      const [old, now] = [figures(countsIn(openAlexAnswer('week-1').results).values()), figures(countsIn(openAlexAnswer('all-lower').results).values())];
      expect(now.total).toBeLessThan(old.total * 0.9);
      const report = await refused('all-lower', new RegExp(`the total fell by more than 10 %: ${old.total} → ${now.total}`));
      expect(report).not.toMatch(/counts? fell by more than half/);
    });
  });

  describe('a request that times out or fails is tried again, then reported; nothing is half-written', () => {
    /** The sample's publications with 120 more DOIs: three requests. */
    function moreDois() {
      const file = readCollection(project.root, 'publications') as unknown as PublicationCollection;
      const model = file.articles[0]!;
      for (let i = 0; i < 120; i++) file.articles.push({ ...model, id: `extra-${i}`, title: `Extra work ${i}`, doi: `10.5555/extra.${i}` });
      writeFileSync(join(project.root, 'pages-data/collections/publications.json'), JSON.stringify(file, null, 2));
      server.answerWith([...openAlexAnswer('week-1').results, ...Array.from({ length: 120 }, (_, i) => ({ id: `https://openalex.org/W${9000 + i}`, doi: `https://doi.org/10.5555/extra.${i}`, cited_by_count: i % 13 }))]);
    }

    it('a 500 and a request with no answer are tried again, and the counts are written', async () => {
      server.failNext(500, 'stall');
      const result = await refresh({ openAlex: { timeoutMs: 300 } });
      expect(result).toMatchObject({ exitCode: 0, written: true });
      expect(server.requests).toHaveLength(3);
      expect(new Set(server.requests.map(String)).size).toBe(1);
    });

    it('a request that keeps failing is reported with what happened, and no file is written, though other requests were answered', async () => {
      moreDois();
      // The first request is answered; the second fails on every try.
      server.failNext('answer', 500, 500, 500);
      const result = await refresh();
      expect(server.requests).toHaveLength(4);
      expect(result).toMatchObject({ exitCode: 1, written: false });
      expect(result.report).toMatch(/answered 500 Internal Server Error: The server was too busy to answer\., on each of 3 tries, for request 2 of 3/);
      expect(result.report).toContain('Nothing was written');
      expect(existsSync(metricsPath())).toBe(false);
    });

    it('a request with no answer is given up after its tries, and the stored counts stay as they were', async () => {
      await refresh();
      const before = readFileSync(metricsPath());
      server.answerWith(openAlexAnswer('week-2').results);
      server.failNext('stall', 'stall', 'stall');
      const result = await refresh({ openAlex: { timeoutMs: 200 } });
      expect(result).toMatchObject({ exitCode: 1, written: false });
      expect(result.report).toMatch(/no whole answer within 0\.2 s, on each of 3 tries, for request 1 of 1/);
      expect(readFileSync(metricsPath()).equals(before)).toBe(true);
    });
  });

  it('600 DOIs take 12 requests of 50; the time is measured and printed', async () => {
    const file = readCollection(project.root, 'publications') as unknown as PublicationCollection;
    const model = file.articles[0]!;
    const extra = 600 - sampleDois(project.root).length;
    for (let i = 0; i < extra; i++) file.articles.push({ ...model, id: `scale-${i}`, title: `Scaled work ${i}`, doi: `10.5555/scale.${i}` });
    writeFileSync(join(project.root, 'pages-data/collections/publications.json'), JSON.stringify(file, null, 2));
    expect(sampleDois(project.root)).toHaveLength(600);
    server.answerWith(sampleDois(project.root).map((doi, i) => ({ id: `https://openalex.org/W${10_000 + i}`, doi: `https://doi.org/${doi}`, cited_by_count: (i * 37) % 101 })));
    const started = performance.now();
    const result = await refresh();
    const took = performance.now() - started;
    expect(result).toMatchObject({ exitCode: 0, written: true, requests: 12 });
    expect(server.requests).toHaveLength(12);
    expect(server.requests.every((request) => request.searchParams.get('filter')!.split('|').length === 50)).toBe(true);
    expect(Object.keys(stored().citations.works)).toHaveLength(600);
    console.log(`refresh:metrics, 600 DOIs against the local server: ${server.requests.length} requests, ${Math.round(took)} ms`);
  });

  it('the command reads OPENALEX_URL, exits 0 when it writes and 1 when the guard refuses, and writes its report to --report', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'scripts/refresh-metrics.ts'), '--root', project.root, ...args], {
        env: { ...process.env, OPENALEX_URL: server.url },
      }).then(
        (done) => ({ code: 0, ...done }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const written = await run('--write');
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain(`Citation counts from OpenAlex (${server.url})`);
    expect(existsSync(metricsPath())).toBe(true);
    server.answerWith(openAlexAnswer('few-back').results);
    const report = join(project.root, 'report.txt');
    const refused = await run('--write', '--report', report);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused: the answer looks wrong');
    expect(readFileSync(report, 'utf8')).toBe(`${refused.stderr.trimEnd()}\n`);
  });
});
