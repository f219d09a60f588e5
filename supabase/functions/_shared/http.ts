// Web-standard HTTP helpers shared by the edge function and the local Node backend.

import { rateLimitSubject } from './client-address.ts';

/** Which origins may call the function from a browser: the site's own (SITE_URL), or a rule. */
export type AllowedOrigin = string | ((origin: string) => boolean);

export const originAllowed = (allowed: AllowedOrigin, origin: string): boolean =>
  typeof allowed === 'string' ? new URL(allowed).origin === origin : allowed(origin);

/**
 * The CORS headers for a request from `origin`: the site calls the function cross-origin through
 * supabase-js. Only an allowed origin is named; any other page's browser refuses the answer.
 */
export function corsHeaders(origin: string | null, allowed: AllowedOrigin): Record<string, string> {
  return {
    ...(origin && originAllowed(allowed, origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  };
}

export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}

export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'tooLarge' | 'unreadable' };

/**
 * Reads at most `maxBytes` of the body. A declared Content-Length over the limit is
 * refused before reading anything; without one (chunked), reading stops as soon as the
 * running total passes the limit, so a huge stream is never buffered.
 */
export async function readLimitedBody(req: Request, maxBytes: number): Promise<BodyResult> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await req.body?.cancel().catch(() => {});
    return { ok: false, reason: 'tooLarge' };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'tooLarge' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' }; // client went away mid-body
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Hex SHA-256 of salt + what the rate limit counts (the IPv4 address, or the IPv6 /64): a stable key
 * that does not show the address. Kept only on the rate-limit events, which live a day at most.
 */
export async function hashClientAddress(salt: string, address: string): Promise<string> {
  const normalized = rateLimitSubject(address);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + normalized));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
