// `npm run import:orcid` completes from Crossref the works only ORCID holds: a local server answers as
// Crossref's /works/<DOI> does (tests/fixtures/crossref/, its documented response), so the works with a DOI
// are imported with Crossref's authors, journal, volume and pages; a DOI Crossref does not know, a work with
// neither DOI nor authors, and a DOI that never answers are reported; a busy Crossref is retried; a second
// import changes nothing; and with Crossref out of reach the import says so and imports what it can.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lookUpDois } from '../../scripts/lib/crossref/client.ts';
import { crossrefOptionsFor } from '../../scripts/lib/crossref/complete-orcid.ts';
import { pagesOf, plainText } from '../../scripts/lib/crossref/work.ts';
import { importOrcid } from '../../scripts/lib/orcid-command.ts';
import { parseOrcidWorks } from '../../scripts/lib/orcid-import.ts';
import { applyPlan, formatPlan, planImport } from '../../scripts/lib/record-import/index.ts';
import { findMatch } from '../../scripts/lib/record-import/match.ts';

const projectRoot = join(import.meta.dirname, '../..');
const WORKS = join(projectRoot, 'tests/fixtures/orcid/works-crossref.json');
const PUBLICATIONS = 'pages-data/collections/publications.json';
const site = JSON.parse(readFileSync(join(projectRoot, 'pages-data/site.json'), 'utf8')) as { identity: { email: string } };
// Short limits, so a work that never answers costs a second, not thirty.
const QUICK = { timeoutMs: 300, backoffMs: 20 };

type Pub = Record<string, unknown> & { id: string; doi?: string; title: string };
type Collection = { articles: Pub[]; chapters: Pub[]; conferencePapers?: Pub[]; books?: Pub[] };
const withoutProvenance = ({ imported: _, ...record }: Pub) => record;

/** What Crossref answers for each DOI, one step per request (the last repeats): a fixture, a status, or no answer at all. */
const SCRIPT: Record<string, (string | number)[]> = {
  '10.5555/cesr.2026.7': ['article'],
  '10.5555/escape.2025.113': [500, 'proceedings'],
  '10.5555/978-3-555-50123-4_7': ['chapter'],
  '10.5555/unknown.2024.1': [404],
  '10.5555/slow.2024.2': ['hang'],
  '10.5555/978-85-555-60000-1': ['edited-book'],
  '10.5555/preprint.2025.3': ['preprint'],
};
const requests: { doi: string; url: URL; userAgent: string }[] = [];
const askedFor = (doi: string) => requests.filter((r) => r.doi === doi).length;

function answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://crossref.test');
  const doi = decodeURIComponent(url.pathname.replace(/^\/works\//, ''));
  const step = requests.filter((r) => r.doi === doi).length;
  requests.push({ doi, url, userAgent: req.headers['user-agent'] ?? '' });
  const steps = SCRIPT[doi] ?? [418];
  const now = steps[Math.min(step, steps.length - 1)]!;
  if (now === 'hang') return; // never answers: the client's time limit ends it
  if (typeof now === 'number') {
    res.writeHead(now, { 'Content-Type': 'text/plain' }).end(now === 404 ? 'Resource not found.' : 'Internal Server Error');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(readFileSync(join(projectRoot, `tests/fixtures/crossref/${now}.json`)));
}

let server: Server;
let crossrefUrl: string;
const roots: string[] = [];
function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'orcid-crossref-'));
  for (const folder of ['pages-data', 'locales']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  roots.push(root);
  return root;
}
const read = (root: string) => readFileSync(join(root, PUBLICATIONS), 'utf8');
const collection = (root: string) => JSON.parse(read(root)) as Collection;

/** The command's work in this process: its exit code, and what it printed on stdout and stderr. */
async function run(root: string, { write = false, url = crossrefUrl } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  try {
    const status = await importOrcid(WORKS, { root, schemaRoot: projectRoot, write, env: { CROSSREF_URL: url }, crossref: QUICK });
    return { status, stdout: out.join('\n'), stderr: err };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crossrefUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('ORCID works completed from Crossref', () => {
  const root = projectCopy();
  let before: string;
  let dry: Awaited<ReturnType<typeof run>>;
  let written: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    before = read(root);
    dry = await run(root);
    requests.length = 0;
    written = await run(root, { write: true });
  });

  it('a dry run writes nothing; --write imports the works with Crossref’s authors, journal, volume and pages', () => {
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect(written.status).toBe(0);
    expect(written.stdout).toContain(`Written: ${PUBLICATIONS}`);
    const after = collection(root);
    expect(withoutProvenance(after.articles.find((a) => a.doi === '10.5555/cesr.2026.7')!)).toEqual({
      id: 'tavares2026hybrid',
      title: 'Hybrid models for alkaline electrolyser scheduling under CO₂ limits',
      authors: [{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Andrade', given: 'Júlia' }, { family: 'Hydrogen Process Modelling Consortium' }, { family: 'Nery' }],
      // The print year (the volume's), not ORCID's 2025 (online first).
      year: 2026,
      type: 'research',
      journal: 'Chemical Engineering Science Reports',
      volume: '12(3)',
      pages: '112–125',
      doi: '10.5555/cesr.2026.7',
    });
    expect(withoutProvenance(after.conferencePapers!.find((p) => p.doi === '10.5555/escape.2025.113')!)).toEqual({
      id: 'rocha2025moving',
      title: 'Moving-horizon estimation for a pilot CO₂ absorber',
      authors: [{ family: 'Rocha', given: 'Felipe A.' }, { family: 'Tavares', given: 'Ricardo M.' }],
      year: 2025,
      conference: 'Proceedings of the 35th European Symposium on Computer Aided Process Engineering',
      location: 'Ghent, Belgium',
      publisher: 'Example Academic Press',
      pages: '673–678',
      doi: '10.5555/escape.2025.113',
    });
    expect(withoutProvenance(after.chapters.find((c) => c.doi === '10.5555/978-3-555-50123-4_7')!)).toEqual({
      id: 'tavares2025digital',
      title: 'Digital twins of sugarcane biorefineries: from plant data to operating decisions',
      authors: [{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Barbosa', given: 'Thiago N.' }],
      year: 2025,
      book: 'Digital Twins in Chemical Engineering',
      editors: [{ family: 'Kowalski', given: 'Helena' }, { family: 'Bianchi', given: 'Marco' }],
      publisher: 'Example Academic Press',
      pages: '145–170',
      doi: '10.5555/978-3-555-50123-4_7',
    });
    expect(withoutProvenance(after.books!.find((b) => b.doi === '10.5555/978-85-555-60000-1')!)).toEqual({
      id: 'tavares2023controle',
      title: 'Controle de processos na indústria sucroenergética',
      language: 'pt',
      authors: [{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Lima', given: 'Ana' }],
      year: 2023,
      kind: 'edited',
      publisher: 'Editora Exemplo',
      location: 'São Paulo',
      isbn: '9788555600001',
      doi: '10.5555/978-85-555-60000-1',
    });
    expect(after.articles.find((a) => a.doi === '10.5555/cesr.2026.7')!.imported).toMatchObject({ source: 'doi:10.5555/cesr.2026.7', from: 'orcid' });
  });

  it('doubles no work the site holds (same DOI in another case, or the same title and year), and asks Crossref nothing about them', () => {
    const original = JSON.parse(before) as Collection;
    const after = collection(root);
    for (const list of ['articles', 'chapters'] as const)
      for (const record of original[list]) expect(after[list].find((r) => r.id === record.id), record.id).toEqual(record);
    const all = [...after.articles, ...after.chapters, ...(after.conferencePapers ?? []), ...(after.books ?? [])];
    // The four works Crossref completed, and nothing else.
    expect(all).toHaveLength(original.articles.length + original.chapters.length + 4);
    expect(all.filter((r) => r.doi?.toLowerCase() === '10.5555/jpce.2024.108421')).toHaveLength(1);
    expect(all.filter((r) => r.title.startsWith('Aprendizado de máquina na operação de plantas químicas'))).toHaveLength(1);
    expect(askedFor('10.5555/jpce.2024.108421') + askedFor('10.5555/ia.2021.9')).toBe(0);
    expect(requests.map((r) => r.doi).filter((doi) => !SCRIPT[doi])).toEqual([]);
  });

  it('reports a DOI Crossref does not know, a work with neither DOI nor authors, and a kind the site has no list for', () => {
    expect(written.stdout).toContain('ORCID work put-code 2005: "Reactor start-up under uncertain kinetics" (2024) is on ORCID only, ORCID gives no authors, and Crossref does not know this DOI');
    expect(written.stdout).toContain('ORCID work put-code 2007: "Notes on column control" (2022) is on ORCID only, and ORCID gives no authors');
    expect(written.stdout).toContain('ORCID work put-code 2010: "Learning disturbance models for fed-batch fermenters" (2025) is on ORCID only, and Crossref lists it as "posted-content"');
    const dois = [...collection(root).articles].map((a) => a.doi);
    expect(dois).not.toContain('10.5555/unknown.2024.1');
    expect(dois).not.toContain('10.5555/preprint.2025.3');
  });

  it('retries a 500 and imports the answer; retries a request that never answers, then reports it', () => {
    expect(askedFor('10.5555/escape.2025.113')).toBe(2);
    expect(askedFor('10.5555/slow.2024.2')).toBe(3);
    expect(written.stdout).toContain('ORCID work put-code 2006: "Scheduling of evaporator cleaning" (2024) is on ORCID only, ORCID gives no authors, and Crossref did not answer within 0.3 s, 3 times: import again later');
    expect(collection(root).articles.map((a) => a.doi)).not.toContain('10.5555/slow.2024.2');
  });

  it('asks CROSSREF_URL politely: the site’s e-mail as mailto, in the query and the User-Agent', () => {
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.url.searchParams.get('mailto')).toBe(site.identity.email);
      expect(request.userAgent).toContain(`mailto:${site.identity.email}`);
    }
    expect(crossrefOptionsFor(root, {})).toEqual({ baseUrl: 'https://api.crossref.org', mailto: site.identity.email });
    expect(crossrefOptionsFor(root, { CROSSREF_URL: crossrefUrl }).baseUrl).toBe(crossrefUrl);
  });

  it('a second import changes nothing, and neither does the editor’s Import of the same works (which does not ask Crossref)', async () => {
    const once = read(root);
    expect(once).toContain('"doi": "10.5555/cesr.2026.7"');
    const again = await run(root, { write: true });
    expect(again.status).toBe(0);
    expect(again.stdout).not.toMatch(/added \(|changed \(/);
    expect(again.stdout).toContain('Nothing to write: the site already holds every record as imported.');
    expect(read(root)).toBe(once);

    const plain = planImport(parseOrcidWorks(JSON.parse(readFileSync(WORKS, 'utf8')), 'works-crossref.json'), { root, schemaRoot: projectRoot });
    expect(plain.unfit).toEqual([]);
    expect(formatPlan(plain)).toContain('"Reactor start-up under uncertain kinetics" (2024) is on ORCID only, and ORCID gives no authors: npm run import:orcid completes it from Crossref by its DOI');
    expect(plain.collections.flatMap((c) => c.entries).filter((e) => e.status !== 'unchanged')).toEqual([]);
    expect(applyPlan(plain, { root, schemaRoot: projectRoot }).written).toEqual([]);
    expect(read(root)).toBe(once);
  });
});

describe('when Crossref cannot be reached', () => {
  it('says so in one plain line, writes a whole file, and imports what it can without it', async () => {
    const root = projectCopy();
    // A record typed by hand before any import, the same work as ORCID's 2002 (title and year) without its DOI.
    const document = collection(root);
    const handTyped = { id: 'andrade2025hybrid', type: 'research', title: 'Hybrid models for alkaline electrolyser scheduling under CO2 limits', authors: [{ family: 'Andrade', given: 'Júlia' }], journal: 'Chemical Engineering Science Reports', year: 2025 };
    writeFileSync(join(root, PUBLICATIONS), `${JSON.stringify({ ...document, articles: [handTyped, ...document.articles] }, null, 2)}\n`);
    // An address where nothing listens: the network is down as far as the import can tell.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const result = await run(root, { write: true, url });
    expect(result.status).toBe(0);
    const lines = result.stderr.filter((line) => line.includes('could not be reached'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Crossref \\(${url.replace(/\./g, '\\.')}\\) could not be reached \\(ECONNREFUSED\\): the works only ORCID holds are not imported this time`));
    expect(result.stdout).toContain('"Moving-horizon estimation for a pilot CO2 absorber" (2025) is on ORCID only, ORCID gives no authors, and Crossref could not be reached');
    // What ORCID alone can do: the hand-typed record is linked and gets its DOI; nothing else changes.
    const after = collection(root);
    expect(after.articles.find((a) => a.id === 'andrade2025hybrid')).toMatchObject({ ...handTyped, doi: '10.5555/cesr.2026.7' });
    expect(after.articles).toHaveLength(document.articles.length + 1);
    expect(after.conferencePapers ?? []).toEqual([]);
  });
});

describe('asking Crossref', () => {
  it('stops asking once Crossref has not answered three DOIs in a row, so a dead line costs seconds, not minutes', async () => {
    const hanging = ['10.5555/hang.1', '10.5555/hang.2', '10.5555/hang.3', '10.5555/hang.4', '10.5555/hang.5'];
    for (const doi of hanging) SCRIPT[doi] = ['hang'];
    const { answers, unreachable } = await lookUpDois(hanging, { baseUrl: crossrefUrl, timeoutMs: 200, attempts: 1, concurrency: 1 });
    expect(hanging.map(askedFor)).toEqual([1, 1, 1, 0, 0]);
    expect(unreachable).toBe('did not answer within 0.2 s for 3 DOIs in a row');
    expect(answers.get('10.5555/hang.5')).toEqual({ status: 'failed', reason: unreachable, unreachable: true });
  });
});

describe('Crossref’s texts in the site’s forms', () => {
  it('pages with an en dash, and titles without JATS markup', () => {
    expect([pagesOf('123-130'), pagesOf('123--130'), pagesOf('e0217'), pagesOf('88-88'), pagesOf('12-')]).toEqual(['123–130', '123–130', 'e0217', '88', '12']);
    expect(plainText('Effect of <jats:italic>Zea mays</jats:italic> on H<jats:sub>2</jats:sub>O &amp; CO<sup>2+</sup>')).toBe('Effect of Zea mays on H₂O & CO²⁺');
  });

  it('an ORCID title with the publisher’s markup is the same work as the site’s, whether it writes CO₂ or CO2', () => {
    const orcid = parseOrcidWorks({ group: [{ 'work-summary': [{ 'put-code': 1, title: { title: { value: 'Capture of CO<sub>2</sub> in <i>amine</i> columns' } }, 'publication-date': { year: { value: '2023' } } }] }] }, 'works.json');
    const incoming = orcid.records[0]!;
    expect(incoming.record.title).toBe('Capture of CO₂ in amine columns');
    const typedWithoutIndex = { list: '/articles', record: { id: 'x', title: 'Capture of CO2 in amine columns', year: 2023 } };
    expect(findMatch([typedWithoutIndex], [incoming.source], incoming.record, new Set())?.by).toBe('title');
  });
});
