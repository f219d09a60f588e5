// A local server that answers as OpenAlex's /works list does, for the refresh tests (no network): each
// request's `filter=doi:a|b|…` picks, from one answer file of tests/fixtures/openalex/, the works whose DOI it
// names (case-insensitively, as OpenAlex compares DOIs), in the documented shape. A test can make requests
// fail first (a 500, or no answer at all) and reads back every request it made.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface OpenAlexWork {
  id: string;
  doi: string | null;
  cited_by_count: number;
}
export interface OpenAlexList {
  meta: { count: number; db_response_time_ms: number; page: number; per_page: number; groups_count: null };
  results: OpenAlexWork[];
  group_by: unknown[];
}

export const openAlexAnswer = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../fixtures/openalex/${name}.json`), 'utf8')) as OpenAlexList;

/** How the next requests go: a status (500), `stall` (no answer, ever), or `answer` (as OpenAlex would). */
export type Failure = number | 'stall' | 'answer';

export interface FakeOpenAlex {
  url: string;
  /** Every request, in order (failed ones too). */
  requests: URL[];
  /** The works the next answers are picked from. */
  answerWith(works: OpenAlexWork[]): void;
  /** The next requests go so, one each (`answer` lets one through), before the server answers again. */
  failNext(...failures: Failure[]): void;
  /** Forgets the requests made and the failures still queued (between tests). */
  reset(): void;
  close(): Promise<void>;
}

const bareDoi = (doi: string) => doi.replace(/^https:\/\/doi\.org\//i, '').toLowerCase();

export async function startOpenAlex(works: OpenAlexWork[]): Promise<FakeOpenAlex> {
  let answer = works;
  const failures: Failure[] = [];
  const requests: URL[] = [];
  const stalled = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://openalex.test');
    requests.push(url);
    const failure = failures.shift();
    if (failure === 'stall') return void stalled.add(response);
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (typeof failure === 'number') return json(failure, { error: 'Internal Server Error', message: 'The server was too busy to answer.' });
    const filter = url.searchParams.get('filter') ?? '';
    if (url.pathname !== '/works' || !filter.startsWith('doi:')) return json(400, { error: 'Invalid query parameters error.', message: `unknown filter ${filter}` });
    const asked = new Set(filter.slice('doi:'.length).split('|').map(bareDoi));
    const perPage = Number(url.searchParams.get('per-page') ?? 25);
    const page = Number(url.searchParams.get('page') ?? 1);
    const found = answer.filter((work) => work.doi && asked.has(bareDoi(work.doi)));
    const results = found.slice((page - 1) * perPage, page * perPage);
    const body: OpenAlexList = { meta: { count: found.length, db_response_time_ms: 12, page, per_page: perPage, groups_count: null }, results, group_by: [] };
    json(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith: (next) => void (answer = next),
    failNext: (...next) => void failures.push(...next),
    reset: () => {
      requests.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of stalled) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
