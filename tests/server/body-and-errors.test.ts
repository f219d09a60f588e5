import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubmitFormsHandler, type SqlExecutor } from '../../supabase/functions/_shared/submit-forms-handler.ts';
import { FUNCTION_URL, SALT, SITE_ORIGIN, contactBody, countRows, makeHandler, memoryDb, post, resetDb, validContact } from './helpers.ts';

const ctx = { clientAddress: '192.0.2.20' };
const LIMIT = 65536;

/** A JSON contact submission whose UTF-8 encoding is exactly `size` bytes. */
function bodyOfSize(size: number): string {
  const base = JSON.stringify(contactBody({ ...validContact(), message: '' }));
  return base.replace('"message":""', `"message":"${'x'.repeat(size - Buffer.byteLength(base))}"`);
}

/** A chunked body (no Content-Length) that counts how many chunks were pulled. */
function endlessStream(chunkBytes: number, maxChunks: number) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count++ >= maxChunks) return controller.close();
      controller.enqueue(new TextEncoder().encode('x'.repeat(chunkBytes)));
    },
  });
  return { stream, pulled };
}

let db: PGlite;
beforeAll(async () => {
  db = await memoryDb();
});
afterAll(() => db.close());
beforeEach(() => resetDb(db));

describe('body size limit', () => {
  it('refuses a 70 KB body by its Content-Length with 413', async () => {
    const body = bodyOfSize(70 * 1024);
    const res = await makeHandler(db)(post(body, { 'content-length': String(Buffer.byteLength(body)) }), ctx);
    expect(res.status).toBe(413);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(await res.json()).toEqual({ error: expect.stringContaining('too large') });
  });

  it('refuses on a declared Content-Length alone, without reading the body', async () => {
    const { stream, pulled } = endlessStream(1024, 1000);
    const req = new Request(FUNCTION_URL, { method: 'POST', body: stream, headers: { 'content-length': '1000000' }, duplex: 'half' } as RequestInit);
    expect((await makeHandler(db)(req, ctx)).status).toBe(413);
    expect(pulled.count).toBeLessThanOrEqual(1); // at most what the stream pre-buffers
  });

  it('stops reading a streamed body without Content-Length once it passes 64 KB', async () => {
    const { stream, pulled } = endlessStream(1024, 10_000); // would be 10 MB
    const req = new Request(FUNCTION_URL, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    const res = await makeHandler(db)(req, ctx);
    expect(res.status).toBe(413);
    expect(pulled.count).toBeLessThan(70); // 65 chunks of 1 KB exceed the limit
  });

  it('accepts exactly 65536 bytes past the size check and refuses 65537', async () => {
    // A body at the limit reaches validation (400 because the message is too long), one byte more does not.
    const atLimit = bodyOfSize(LIMIT);
    expect(Buffer.byteLength(atLimit)).toBe(LIMIT);
    const handler = makeHandler(db, { rateLimit: { max: 100 } });
    expect((await handler(post(atLimit), ctx)).status).toBe(400);
    expect((await handler(post(bodyOfSize(LIMIT + 1)), ctx)).status).toBe(413);
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });

  it('does not count 413 responses toward the rate limit', async () => {
    const handler = makeHandler(db);
    for (let i = 0; i < 10; i++) expect((await handler(post(bodyOfSize(LIMIT + 10)), ctx)).status).toBe(413);
    expect(await countRows(db, 'form_rate_limit_events')).toBe(0);
  });
});

describe('database failures', () => {
  it('answers 500 "Internal error" without details and logs the cause', async () => {
    const secret = 'password=hunter2 host=db.internal';
    const failing: SqlExecutor = { query: () => Promise.reject(new Error(`connection failed: ${secret}`)) };
    const logError = vi.fn();
    const handler = createSubmitFormsHandler({ db: failing, salt: SALT, allowedOrigin: SITE_ORIGIN, logError });
    const res = await handler(post(contactBody()), ctx);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal error' });
    expect(text).not.toContain('hunter2');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(logError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: expect.stringContaining(secret) }));
  });

  it('leaves no row behind when the insert itself fails', async () => {
    // The row is written, then the statement fails (as a disk or constraint error would).
    await db.exec(`create function fail_after_insert() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure after insert'; end $$;
      create trigger fail_after_insert after insert on contact_messages
      for each row execute function fail_after_insert();`);
    const res = await makeHandler(db)(post(contactBody()), ctx);
    expect(res.status).toBe(500);
    expect(await countRows(db, 'contact_messages')).toBe(0);
    await db.exec('drop trigger fail_after_insert on contact_messages; drop function fail_after_insert()');
    expect((await makeHandler(db)(post(contactBody()), ctx)).status).toBe(200); // the trigger was the only cause
  });

  it('is not made without a salt, so addresses are never hashed unsalted', () => {
    expect(() => makeHandler(db, { salt: '' })).toThrow(/FORMS_HASH_SALT is required/);
  });
});
