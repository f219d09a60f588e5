// Crossref's REST API, asked politely (https://api.crossref.org, GET /works/<DOI>): the site's e-mail as
// `mailto` (Crossref's "polite pool"), a few requests at a time (Crossref allows 5 concurrent), a time
// limit per request, and a retry with backoff when Crossref is busy (429, 5xx) or slow. A 404 is an
// answer: Crossref does not know the DOI (a DataCite DOI, say). When the network is down, the first
// failures say so and the remaining DOIs are not asked at all, so the import ends at once.

/** A work as Crossref describes it (the `message` of /works/<DOI>); only the fields the site uses. */
export interface CrossrefWork {
  DOI?: string;
  type?: string;
  title?: string[];
  subtitle?: string[];
  'container-title'?: string[];
  author?: CrossrefContributor[];
  editor?: CrossrefContributor[];
  publisher?: string;
  'publisher-location'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  'article-number'?: string;
  ISBN?: string[];
  language?: string;
  event?: { name?: string; location?: string };
  'published-print'?: PartialDate;
  'published-online'?: PartialDate;
  issued?: PartialDate;
  published?: PartialDate;
}
export interface CrossrefContributor { given?: string; family?: string; name?: string; sequence?: string; ORCID?: string }
export interface PartialDate { 'date-parts'?: (number | null)[][] }

export type CrossrefAnswer =
  | { status: 'found'; work: CrossrefWork }
  | { status: 'unknown' }
  /** `unreachable`: no answer at all (network down, timeouts in a row), so later DOIs were not asked. */
  | { status: 'failed'; reason: string; unreachable: boolean };

export interface CrossrefOptions {
  /** `CROSSREF_URL`, default https://api.crossref.org. */
  baseUrl: string;
  /** The site's contact address, sent as `mailto` (query and User-Agent). */
  mailto?: string;
  timeoutMs?: number;
  /** Tries per DOI, the first included. */
  attempts?: number;
  /** The first wait before a retry; each later one doubles it. */
  backoffMs?: number;
  concurrency?: number;
}

export const CROSSREF_DEFAULT_URL = 'https://api.crossref.org';
const DEFAULTS = { timeoutMs: 10_000, attempts: 3, backoffMs: 500, concurrency: 4 };
/** Transport failures (timeouts) on this many DOIs in a row mean Crossref cannot be reached from here. */
const GIVE_UP_AFTER = 3;
/** The longest Retry-After the import waits for. */
const MAX_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** The address of one work; a DOI's `/` stays a path separator, anything else unsafe is escaped. */
export function workUrl(options: Pick<CrossrefOptions, 'baseUrl' | 'mailto'>, doi: string): string {
  const path = doi.split('/').map(encodeURIComponent).join('/');
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/works/${path}`);
  if (options.mailto) url.searchParams.set('mailto', options.mailto);
  return url.href;
}

type Attempt = { kind: 'answer'; answer: CrossrefAnswer } | { kind: 'retry'; reason: string; waitMs?: number; transport: 'timeout' | 'network' | false };

async function attempt(url: string, options: Required<Omit<CrossrefOptions, 'mailto'>> & { mailto?: string }): Promise<Attempt> {
  const headers = { Accept: 'application/json', 'User-Agent': `academic-site-import/1.0${options.mailto ? ` (mailto:${options.mailto})` : ''}` };
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'answer', answer: { status: 'unknown' } };
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      const retryAfter = Number(response.headers.get('retry-after'));
      return { kind: 'retry', reason: `answered ${response.status}`, transport: false, ...(retryAfter > 0 ? { waitMs: Math.min(retryAfter * 1000, MAX_WAIT_MS) } : {}) };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'answer', answer: { status: 'failed', reason: `answered ${response.status}`, unreachable: false } };
    }
    // A body cut off by the time limit is a timeout (retried below); one that is not JSON is a wrong answer.
    const body = (await response.json().catch((error: Error) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    })) as { status?: string; 'message-type'?: string; message?: CrossrefWork } | undefined;
    if (body?.status !== 'ok' || body['message-type'] !== 'work' || !body.message || typeof body.message !== 'object')
      return { kind: 'answer', answer: { status: 'failed', reason: 'answered with something that is not a work', unreachable: false } };
    return { kind: 'answer', answer: { status: 'found', work: body.message } };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'retry', reason: `did not answer within ${seconds(options.timeoutMs)}`, transport: 'timeout' };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'retry', reason: `could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`, transport: 'network' };
  }
}

export interface CrossrefLookup {
  answers: Map<string, CrossrefAnswer>;
  /** Set when Crossref could not be reached from here: why, e.g. "could not be reached (ENOTFOUND)". */
  unreachable?: string;
}

/**
 * Each DOI's answer. DOIs are asked `concurrency` at a time; each is tried `attempts` times while Crossref is
 * busy or slow. Once Crossref cannot be reached (a network error that outlasts the retries, or timeouts on
 * GIVE_UP_AFTER DOIs in a row), the DOIs not yet asked get that reason without a request.
 */
export async function lookUpDois(dois: readonly string[], given: CrossrefOptions): Promise<CrossrefLookup> {
  const options = { ...DEFAULTS, ...given };
  const answers = new Map<string, CrossrefAnswer>();
  let down: string | undefined;
  let transportFailuresInARow = 0;
  const queue = [...new Set(dois)];
  const worker = async () => {
    for (let doi = queue.shift(); doi !== undefined; doi = queue.shift()) {
      if (down) {
        answers.set(doi, { status: 'failed', reason: down, unreachable: true });
        continue;
      }
      const url = workUrl(options, doi);
      let last: Extract<Attempt, { kind: 'retry' }> | undefined;
      let tries = 0;
      for (; tries < options.attempts && !down; tries += 1) {
        if (last) await sleep(last.waitMs ?? options.backoffMs * 2 ** (tries - 1));
        const result = await attempt(url, options);
        if (result.kind === 'answer') {
          answers.set(doi, result.answer);
          last = undefined;
          break;
        }
        last = result;
      }
      if (!last) {
        transportFailuresInARow = 0;
        continue;
      }
      transportFailuresInARow = last.transport ? transportFailuresInARow + 1 : 0;
      if (!down && last.transport === 'network') down = last.reason;
      else if (!down && transportFailuresInARow >= GIVE_UP_AFTER) down = `${last.reason} for ${GIVE_UP_AFTER} DOIs in a row`;
      answers.set(doi, { status: 'failed', reason: tries > 1 ? `${last.reason}, ${tries} times` : last.reason, unreachable: !!down });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { answers, ...(down ? { unreachable: down } : {}) };
}
