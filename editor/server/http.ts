// The checks every request to the editor's API passes, and small helpers for its answers. The editor's
// server grants no CORS (start-editor.ts), so a page of another origin cannot read an answer; it could
// still SEND a request (a form, or fetch with mode "no-cors"). Hence: loopback only, a custom header
// (which another page cannot add without a CORS preflight, which is refused), a Host that is a loopback
// name (which also stops DNS rebinding), and an Origin, when there is one, equal to this server's own,
// on reads as on writes: another page on localhost (http://localhost:9999) is another origin. A write
// must carry its Origin (browsers send one with every POST); a read may come without one, since a
// browser sends none with a same-origin GET, and curl or a test sends none at all.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDITOR_HEADER, EDITOR_HEADER_VALUE } from '../shared/protocol.ts';

/** Large enough for every document at once (the largest file is ~220 KB), small enough to refuse junk. */
export const BODY_LIMIT = 8 * 1024 * 1024;

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = { message },
  ) {
    super(message);
  }
}

/** Throws a 403 unless the request may use the API at all (see the top of this file). */
export function checkRequest(req: IncomingMessage): void {
  if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '')) throw new HttpError(403, 'the editor answers only on loopback');
  if (req.headers[EDITOR_HEADER] !== EDITOR_HEADER_VALUE) throw new HttpError(403, `the header ${EDITOR_HEADER}: ${EDITOR_HEADER_VALUE} is required`);
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) throw new HttpError(403, `Host "${host}" is not a loopback address`);
  const origin = req.headers.origin;
  if (origin === undefined ? req.method !== 'GET' : origin !== `http://${host}`)
    throw new HttpError(403, `Origin "${origin ?? ''}" is not this editor (http://${host})`);
}

/** The JSON body of a POST, size-limited; 415/413/400 with the reason otherwise. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'the body must be JSON (Content-Type: application/json)');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) throw new HttpError(413, `the body is larger than ${BODY_LIMIT} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new HttpError(413, `the body is larger than ${BODY_LIMIT} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    throw new HttpError(400, `the body is not valid JSON: ${(error as Error).message}`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}
