// OpenAlex's /works list, asked for citation counts by DOI: up to 50 DOIs a request (filter=doi:a|b|…),
// only the fields the counts need (select=doi,cited_by_count,id), with the owner's e-mail as `mailto`
// (OpenAlex's polite pool). Each request has a time limit and is tried again, later each time, when it
// times out, cannot connect, or OpenAlex answers 429 or 5xx; any other answer, or a request that fails every
// try, fails the whole count, so a refresh never writes counts from part of an answer.
import { doiKey } from '../../../src/records/citation-figures.ts';

export const DEFAULT_OPENALEX_URL = 'https://api.openalex.org';
/** OpenAlex's limit for the values of one filter joined with '|'. */
export const DOIS_PER_REQUEST = 50;

export interface OpenAlexOptions {
  /** The API's address (OPENALEX_URL; tests and mirrors point it at their own server). */
  baseUrl: string;
  mailto?: string;
  /** Per try: the answer must have arrived, whole, within it. */
  timeoutMs?: number;
  /** Tries per request, the first included. */
  attempts?: number;
  /** The wait before the second try; it doubles before each further one. */
  backoffMs?: number;
}

export interface OpenAlexCount {
  citedBy: number;
  /** The work's id, "W2741809807". */
  openAlex?: string;
}

export interface CountsAnswer {
  /** By lower-case DOI; a DOI OpenAlex does not know is absent. */
  counts: Map<string, OpenAlexCount>;
  /** Requests made (tries of the same request count once each). */
  requests: number;
  /** DOIs that cannot be asked for by filter: a '|' or ',' inside them would split the filter. */
  notAsked: string[];
}

export class OpenAlexFailed extends Error {}

interface ListAnswer {
  meta: { count: number };
  results: { doi?: string | null; cited_by_count?: unknown; id?: unknown }[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Why a try failed, and whether another may do better. */
class TryFailed extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly after?: number,
  ) {
    super(message);
  }
}

function isListAnswer(json: unknown): json is ListAnswer {
  const answer = json as ListAnswer;
  return !!answer && typeof answer === 'object' && typeof answer.meta?.count === 'number' && Array.isArray(answer.results);
}

async function tryOnce(url: string, timeoutMs: number, headers: Record<string, string>): Promise<ListAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) {
      const json: unknown = await response.json();
      if (!isListAnswer(json)) throw new TryFailed('answered with something other than a list of works (no meta.count and results)', false);
      return json;
    }
  } catch (error) {
    if (error instanceof TryFailed) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new TryFailed(`no whole answer within ${seconds(timeoutMs)}`, true);
    if (error instanceof SyntaxError) throw new TryFailed('answered with text that is not JSON', true);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new TryFailed(`could not be reached (${cause ?? (error as Error).message})`, true);
  }
  const body = await response.text().catch(() => '');
  const message = (() => {
    try {
      return (JSON.parse(body) as { message?: string }).message;
    } catch {
      return undefined;
    }
  })();
  const retryAfter = Number(response.headers.get('retry-after'));
  const said = `answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${message ? `: ${message}` : ''}`;
  throw new TryFailed(said, response.status === 429 || response.status >= 500, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
}

/** One request, tried again as the options say; throws OpenAlexFailed with what the last try met. */
async function ask(url: string, what: string, options: OpenAlexOptions, headers: Record<string, string>): Promise<ListAnswer> {
  const { timeoutMs = 30_000, attempts = 3, backoffMs = 1_000 } = options;
  let delay = backoffMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await tryOnce(url, timeoutMs, headers);
    } catch (error) {
      const failed = error as TryFailed;
      if (!failed.retry || attempt >= attempts) throw new OpenAlexFailed(`OpenAlex (${options.baseUrl}) ${failed.message}${attempt > 1 ? `, on each of ${attempt} tries` : ''}, for ${what}.`);
      // A server that says when to come back is believed, within a minute.
      await wait(Math.min(failed.after ?? delay, 60_000));
      delay *= 2;
    }
  }
}

/** "W2741809807" from "https://openalex.org/W2741809807". */
const workId = (id: unknown) => (typeof id === 'string' ? /\/(W\d+)$/.exec(id)?.[1] ?? (/^W\d+$/.test(id) ? id : undefined) : undefined);

/** The citation counts of these DOIs (lower case, without resolver), in requests of up to 50, one after another. */
export async function countCitations(dois: readonly string[], options: OpenAlexOptions): Promise<CountsAnswer> {
  const notAsked = dois.filter((doi) => /[|,]/.test(doi));
  const asked = dois.filter((doi) => !notAsked.includes(doi));
  const counts = new Map<string, OpenAlexCount>();
  const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': `academic-site refresh:metrics${options.mailto ? ` (mailto:${options.mailto})` : ''}` };
  const batches = Math.ceil(asked.length / DOIS_PER_REQUEST);
  let requests = 0;
  for (let batch = 0; batch < batches; batch++) {
    const part = asked.slice(batch * DOIS_PER_REQUEST, (batch + 1) * DOIS_PER_REQUEST);
    const inPart = new Set(part);
    const what = `request ${batch + 1} of ${batches} (DOIs ${batch * DOIS_PER_REQUEST + 1}–${batch * DOIS_PER_REQUEST + part.length}, from ${part[0]})`;
    // One DOI may be two OpenAlex works (a duplicate not merged yet): a page may then not hold them all.
    for (let page = 1, seen = 0; ; page++) {
      const params = new URLSearchParams({ filter: `doi:${part.join('|')}`, 'per-page': String(DOIS_PER_REQUEST), select: 'doi,cited_by_count,id' });
      if (page > 1) params.set('page', String(page));
      if (options.mailto) params.set('mailto', options.mailto);
      const answer = await ask(`${options.baseUrl.replace(/\/+$/, '')}/works?${params}`, what, options, headers);
      requests += 1;
      for (const work of answer.results) {
        const count = work.cited_by_count;
        if (typeof work.doi !== 'string') continue;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new OpenAlexFailed(`OpenAlex gave ${work.doi} the count ${JSON.stringify(count)}, which is no number of citations, in ${what}.`);
        const doi = doiKey(work.doi);
        if (!inPart.has(doi)) continue;
        // The same DOI twice: the work with more citations is the one OpenAlex keeps when it merges them.
        if ((counts.get(doi)?.citedBy ?? -1) < count) counts.set(doi, { citedBy: count, ...(workId(work.id) ? { openAlex: workId(work.id) } : {}) });
      }
      seen += answer.results.length;
      if (answer.results.length === 0 || seen >= answer.meta.count || page >= 4) break;
    }
  }
  return { counts, requests, notAsked };
}
