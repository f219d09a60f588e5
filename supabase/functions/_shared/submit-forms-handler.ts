// Runtime-neutral request handler for POST /functions/v1/submit-forms. Uses only web
// standards (Request, Response, crypto.subtle, TextDecoder, fetch); the Deno entry and the
// local Node backend each supply the database, the salt, the client address and the notifier.
//
// Order of work for a POST, and why:
//   1. origin (403) - a browser page of another site is refused before anything is counted;
//   2. body size (413) - cheap, no database, never buffers more than the limit;
//   3. this client's rate limit (429) - every POST that gets past (2) counts, valid or not, so a client
//      cannot hammer validation or the database with bad payloads; a refused request is not counted;
//   4. JSON + schema validation (400) - lists every bad field;
//   5. one INSERT, refused (429, and an ALERT line in the log) once all clients together stored the
//      hourly cap: the cap counts stored submissions, so refused requests never close the forms;
//   6. only then the notification e-mail, for that stored row (200 { data: { id, notification } }).
//      The row is claimed as it is stored, so no retry sends it meanwhile. A failed notification does
//      not fail the request: the row is kept, marked, and retried after a later answer (in the
//      background, so no visitor waits on an outage) and, hosted, by pg_cron through the retry path.
//
// POST …/submit-forms/retry, with the header x-forms-retry-token (FORMS_RETRY_TOKEN), sends the owed
// notifications: pg_cron calls it every 5 minutes hosted (supabase/migrations/*_notify_claims.sql).
import { submissionSchema, toFieldIssues, type FieldIssue } from './form-schemas.ts';
import { corsHeaders, hashClientAddress, jsonResponse, originAllowed, readLimitedBody, type AllowedOrigin } from './http.ts';
import { notificationParams } from './notification-params.ts';
import type { Notifier } from './notification.ts';
import {
  NOTIFY_CLAIM_SECONDS,
  claimPendingNotifications,
  hitRateLimit,
  insertSubmission,
  markNotified,
  markNotifyFailed,
  tableOf,
  type SqlExecutor,
  type SubmissionTable,
} from './submission-store.ts';
import type { Submission } from './form-schemas.ts';

export type { SqlExecutor } from './submission-store.ts';

export interface HandlerContext {
  /** Network address of the client as the runtime saw it (socket or trusted proxy header). */
  clientAddress: string;
}
export type SubmitFormsHandler = ((req: Request, ctx: HandlerContext) => Promise<Response>) & {
  /** Sends the notifications still owed (failed, or cut off by a crash); returns how many went. */
  retryNotifications(): Promise<number>;
};

/** What the answer says of the e-mail: sent now, owed (kept and retried), or not sent by this server. */
export type NotificationState = 'sent' | 'retrying' | 'off';

export interface SubmitFormsOptions {
  db: SqlExecutor;
  /** Secret mixed into the client-address hash; required, the handler is not made without one. */
  salt: string;
  /** Origins whose pages may call the function: the site's own. */
  allowedOrigin: AllowedOrigin;
  /** Sends the e-mail for a stored submission; without one the answer says 'off'. */
  notifier?: Notifier;
  now?: () => Date;
  /** Accepted submissions per client per window (default 5 per 15 minutes). */
  rateLimit?: { max?: number; windowSeconds?: number };
  /** Submissions all clients together may store per hour, both forms counted (default 100). */
  globalCapPerHour?: number;
  /**
   * The secret a caller of the retry path (POST …/retry) presents in `x-forms-retry-token`: pg_cron
   * hosted (FORMS_RETRY_TOKEN). Without one the path does not exist (404).
   */
  retryToken?: string;
  maxBodyBytes?: number;
  /** Server-side error log; details never reach the client. */
  logError?: (message: string, error?: unknown) => void;
  /**
   * Keeps work going after the answer is sent (the retries of owed e-mails): the edge runtime's
   * `EdgeRuntime.waitUntil` hosted; by default the task simply runs on (a Node server stays up).
   */
  background?: (task: Promise<unknown>) => void;
}

export const DEFAULT_MAX_BODY_BYTES = 65536;
export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;
export const DEFAULT_GLOBAL_CAP_PER_HOUR = 100;
/** A notification is tried this many times in all, then left to the inbox. */
export const MAX_NOTIFY_ATTEMPTS = 8;
/** Owed notifications sent after each stored submission: a few, so a down provider slows no one much. */
const RETRIES_PER_REQUEST = 2;
/** Owed notifications one call of the retry path sends: 10 × the 8 s timeout stays within the function's time. */
const RETRIES_PER_CALL = 10;
/** Waits before recording a sent e-mail again when the first record failed (the e-mail is not re-sent). */
const MARK_RETRY_DELAYS_MS = [0, 250, 1000];
const RETRY_PATH = /\/retry\/?$/;

export function createSubmitFormsHandler(options: SubmitFormsOptions): SubmitFormsHandler {
  if (!options.salt) throw new Error('FORMS_HASH_SALT is required: the rate limit keys clients by a salted hash');
  const now = options.now ?? (() => new Date());
  const max = options.rateLimit?.max ?? DEFAULT_RATE_LIMIT.max;
  const windowSeconds = options.rateLimit?.windowSeconds ?? DEFAULT_RATE_LIMIT.windowSeconds;
  const globalCap = options.globalCapPerHour ?? DEFAULT_GLOBAL_CAP_PER_HOUR;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const logError = options.logError ?? ((message, error) => console.error(`[submit-forms] ${message}`, error ?? ''));
  const { db, notifier } = options;
  const background = options.background ?? ((task: Promise<unknown>) => void task);

  /**
   * Sends one row's e-mail, which this caller has claimed, and records the outcome; true when the provider
   * accepted it. A send that went is never counted as a failure: if recording it fails, it is recorded
   * again; if that keeps failing the claim stays, and the row is sent again only once the claim is stale.
   */
  async function notify(table: SubmissionTable, id: string, submission: Submission): Promise<boolean> {
    if (!notifier) return false;
    try {
      await notifier({ ...notificationParams(submission), id });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = await markNotifyFailed(db, table, id, now(), reason).catch((e: unknown) => {
        logError('could not record the failed notification', e);
        return 0;
      });
      if (attempts >= MAX_NOTIFY_ATTEMPTS) {
        logError(`ALERT: gave up on the notification e-mail for ${table} ${id} after ${attempts} failed attempts; last error: ${reason}. The submission is stored: see it in the inbox.`);
      } else {
        logError(`notification for ${table} ${id} failed; it is kept and retried`, error);
      }
      return false;
    }
    await recordSent(table, id);
    return true;
  }

  async function recordSent(table: SubmissionTable, id: string): Promise<void> {
    let lastError: unknown;
    for (const delay of MARK_RETRY_DELAYS_MS) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        await markNotified(db, table, id, now());
        return;
      } catch (error) {
        lastError = error;
      }
    }
    logError(`the notification e-mail for ${table} ${id} was sent, but could not be recorded; it may be sent again in ${NOTIFY_CLAIM_SECONDS / 60} minutes`, lastError);
  }

  /** The retry path: the holder of the retry token only (pg_cron hosted); nothing is stored or counted. */
  async function retryPath(req: Request): Promise<Response> {
    if (!options.retryToken) return jsonResponse(404, { error: 'Not found' });
    if (req.method !== 'POST') return jsonResponse(405, { error: `Method ${req.method} not allowed; use POST` }, { Allow: 'POST' });
    await req.body?.cancel().catch(() => {});
    if (!(await sameSecret(req.headers.get('x-forms-retry-token') ?? '', options.retryToken))) return jsonResponse(403, { error: 'Forbidden' });
    try {
      return jsonResponse(200, { data: { sent: await retryNotifications(RETRIES_PER_CALL) } });
    } catch (error) {
      logError('retrying notifications failed', error);
      return jsonResponse(500, { error: 'Internal error' });
    }
  }

  async function retryNotifications(limit = 50): Promise<number> {
    if (!notifier) return 0;
    let sent = 0;
    for (const pending of await claimPendingNotifications(db, now(), limit, MAX_NOTIFY_ATTEMPTS)) {
      if (await notify(pending.table, pending.id, pending.submission)) sent += 1;
    }
    return sent;
  }

  const handler = async (req: Request, ctx: HandlerContext): Promise<Response> => {
    if (RETRY_PATH.test(new URL(req.url).pathname)) return retryPath(req);
    const origin = req.headers.get('origin');
    const cors = corsHeaders(origin, options.allowedOrigin);
    const answer = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });

    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...cors, 'Access-Control-Max-Age': '86400' } });
    if (req.method !== 'POST') return answer(405, { error: `Method ${req.method} not allowed; use POST` }, { Allow: 'POST, OPTIONS' });
    // A browser always names the page's origin; a page of another site may not send through this one.
    if (origin && !originAllowed(options.allowedOrigin, origin)) return answer(403, { error: `Origin ${origin} may not send to this function` });

    const body = await readLimitedBody(req, maxBodyBytes);
    if (!body.ok) {
      return body.reason === 'tooLarge'
        ? answer(413, { error: `Request body too large (limit ${maxBodyBytes} bytes)` })
        : answer(400, { error: 'Could not read request body' });
    }

    try {
      const at = now();
      const clientHash = await hashClientAddress(options.salt, ctx.clientAddress);

      const limit = await hitRateLimit(db, clientHash, at, windowSeconds, max);
      if (!limit.allowed) {
        const minutes = Math.round(windowSeconds / 60);
        return answer(429, { error: `rate limit exceeded: at most ${max} submissions per ${minutes} minutes; retry in ${limit.retryAfterSeconds} s` }, { 'Retry-After': String(limit.retryAfterSeconds) });
      }

      const json = parseJson(body.bytes);
      if (!json.ok) return answer(400, { error: 'Invalid JSON body', issues: json.issues });

      const parsed = submissionSchema.safeParse(json.value);
      if (!parsed.success) return answer(400, { error: 'Invalid submission', issues: toFieldIssues(parsed.error.issues) });

      const table = tableOf(parsed.data);
      const stored = await insertSubmission(db, parsed.data, at, globalCap, Boolean(notifier));
      if ('refused' in stored) {
        const wait = stored.retryAfterSeconds;
        logError(`ALERT: the forms stored ${globalCap} submissions in the last hour (all clients, both forms); refusing more for ${wait} s`);
        return answer(429, { error: `the forms are receiving too many submissions; retry in ${wait} s` }, { 'Retry-After': String(wait) });
      }
      const { id } = stored;
      // The visitor waits for this one e-mail at most NOTIFY_TIMEOUT_MS (8 s), within the form's 15 s.
      const notification: NotificationState = !notifier ? 'off' : (await notify(table, id, parsed.data)) ? 'sent' : 'retrying';
      // Owed e-mails of earlier submissions (a provider outage, a crash) go out after this answer, so
      // a provider that is down never makes a visitor wait for them.
      if (notifier) background(retryNotifications(RETRIES_PER_REQUEST).catch((error: unknown) => logError('retrying notifications failed', error)));
      return answer(200, { data: { id, notification } });
    } catch (error) {
      logError('request failed', error);
      return answer(500, { error: 'Internal error' });
    }
  };
  return Object.assign(handler, { retryNotifications: () => retryNotifications() });
}

/** Whether two secrets are equal, compared through their digests so the time taken says nothing of either. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0 && given.length > 0;
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; issues: FieldIssue[] } {
  try {
    // fatal: invalid UTF-8 is rejected instead of being stored with replacement characters.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'not JSON';
    return { ok: false, issues: [{ field: 'body', message, kind: 'invalid' }] };
  }
}
