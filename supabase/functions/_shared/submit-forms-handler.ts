// Runtime-neutral request handler for POST /functions/v1/submit-forms. Uses only web
// standards (Request, Response, crypto.subtle, TextDecoder); the Deno entry and the
// local Node backend each supply the database, the salt and the client address.
//
// Order of work for a POST, and why:
//   1. body size (413) - cheap, no database, never buffers more than the limit;
//   2. rate limit (429) - every POST that gets past (1) counts, valid or not, so a
//      client cannot hammer validation or the database with bad payloads; a refused
//      (429) request is not counted;
//   3. JSON + schema validation (400) - lists every bad field;
//   4. one INSERT (200 { data: { id } }).
import { submissionSchema, toFieldIssues, type FieldIssue } from './form-schemas.ts';
import { hashClientAddress, jsonResponse, readLimitedBody, CORS_HEADERS } from './http.ts';
import { hitRateLimit, insertSubmission, type SqlExecutor } from './submission-store.ts';

export type { SqlExecutor } from './submission-store.ts';

export interface HandlerContext {
  /** Network address of the client as the runtime saw it (socket or trusted proxy header). */
  clientAddress: string;
}
export type SubmitFormsHandler = (req: Request, ctx: HandlerContext) => Promise<Response>;

export interface SubmitFormsOptions {
  db: SqlExecutor;
  /** Secret mixed into the client-address hash; an empty salt makes every POST a 500. */
  salt: string;
  now?: () => Date;
  /** Accepted submissions per client per window (default 5 per 15 minutes). */
  rateLimit?: { max?: number; windowSeconds?: number };
  maxBodyBytes?: number;
  /** Server-side error log; details never reach the client. */
  logError?: (message: string, error?: unknown) => void;
}

export const DEFAULT_MAX_BODY_BYTES = 65536;
export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;

export function createSubmitFormsHandler(options: SubmitFormsOptions): SubmitFormsHandler {
  const now = options.now ?? (() => new Date());
  const max = options.rateLimit?.max ?? DEFAULT_RATE_LIMIT.max;
  const windowSeconds = options.rateLimit?.windowSeconds ?? DEFAULT_RATE_LIMIT.windowSeconds;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const logError = options.logError ?? ((message, error) => console.error(`[submit-forms] ${message}`, error));

  return async (req, ctx) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: preflightHeaders() });
    if (req.method !== 'POST') {
      return jsonResponse(405, { error: `Method ${req.method} not allowed; use POST` }, { Allow: 'POST, OPTIONS' });
    }

    const body = await readLimitedBody(req, maxBodyBytes);
    if (!body.ok) {
      return body.reason === 'tooLarge'
        ? jsonResponse(413, { error: `Request body too large (limit ${maxBodyBytes} bytes)` })
        : jsonResponse(400, { error: 'Could not read request body' });
    }

    try {
      if (!options.salt) throw new Error('no client-address salt configured');
      const at = now();
      const clientHash = await hashClientAddress(options.salt, ctx.clientAddress);

      const limit = await hitRateLimit(options.db, clientHash, at, windowSeconds, max);
      if (!limit.allowed) {
        const minutes = Math.round(windowSeconds / 60);
        return jsonResponse(
          429,
          { error: `rate limit exceeded: at most ${max} submissions per ${minutes} minutes; retry in ${limit.retryAfterSeconds} s` },
          { 'Retry-After': String(limit.retryAfterSeconds) },
        );
      }

      const json = parseJson(body.bytes);
      if (!json.ok) return jsonResponse(400, { error: 'Invalid JSON body', issues: json.issues });

      const parsed = submissionSchema.safeParse(json.value);
      if (!parsed.success) {
        return jsonResponse(400, { error: 'Invalid submission', issues: toFieldIssues(parsed.error.issues) });
      }

      const id = await insertSubmission(options.db, parsed.data, clientHash, at);
      return jsonResponse(200, { data: { id } });
    } catch (error) {
      logError('request failed', error);
      return jsonResponse(500, { error: 'Internal error' });
    }
  };
}

function preflightHeaders(): Record<string, string> {
  return { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Max-Age': '86400' };
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
