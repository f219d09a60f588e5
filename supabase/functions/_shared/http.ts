// Web-standard HTTP helpers shared by the edge function and the local Node backend.

/** Sent on every response: the site calls the function cross-origin through supabase-js. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
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

/** Hex SHA-256 of salt + address: a stable rate-limit key that does not reveal the address. */
export async function hashClientAddress(salt: string, address: string): Promise<string> {
  // '::ffff:1.2.3.4' and '1.2.3.4' are the same IPv4 client seen through a dual stack.
  const normalized = address.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + normalized));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
