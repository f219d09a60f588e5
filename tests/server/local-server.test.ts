import { FunctionsHttpError, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../scripts/local-backend/server.ts';
import { contactBody, countRows, meetingBody, resetDb, sha256Hex, tempDir } from './helpers.ts';

const SALT = 'local-server-test-salt';
/** A page served by npm start: the local backend answers pages served from this machine. */
const SITE = 'http://127.0.0.1:4173';

describe('local backend over real HTTP', () => {
  let backend: LocalBackend;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir('local-backend-');
    backend = await startLocalBackend({ port: 0, dataDir: dir.path, salt: SALT });
  });
  afterAll(async () => {
    await backend.close();
    await dir.remove();
  });
  beforeEach(() => resetDb(backend.db));

  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(backend.functionUrl, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, ...headers }, body: JSON.stringify(body) });

  it('listens on 127.0.0.1 and stores a POSTed submission', async () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(backend.functionUrl).toBe(`${backend.url}/functions/v1/submit-forms`);
    const res = await postJson(meetingBody());
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const { data } = (await res.json()) as { data: { id: string } };
    const row = await backend.db.query<{ subject: string }>('select subject from meeting_requests where id = $1', [data.id]);
    expect(row.rows).toEqual([{ subject: 'Projeto de pesquisa' }]);
  });

  it('takes the client address from the socket, never from X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postJson(contactBody(), { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(200);
    }
    // A new forwarded address does not open a new bucket: all six came from 127.0.0.1.
    expect((await postJson(contactBody(), { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
    const hashes = await backend.db.query<{ client_hash: string }>('select distinct client_hash from form_rate_limit_events');
    expect(hashes.rows).toEqual([{ client_hash: await sha256Hex(SALT + '127.0.0.1') }]);
  });

  it('answers preflight, 405, and 404 JSON for any other path', async () => {
    const pre = await fetch(backend.functionUrl, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    const get = await fetch(backend.functionUrl);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    for (const path of ['/', '/functions/v1/other', '/rest/v1/contact_messages']) {
      const res = await fetch(backend.url + path, { method: 'POST', body: '{}' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: expect.stringContaining('Not found') });
    }
  });

  it('answers 413 over the socket, with and without Content-Length, and keeps serving', async () => {
    const big = JSON.stringify(contactBody({ message: 'x'.repeat(70 * 1024) }));
    expect((await fetch(backend.functionUrl, { method: 'POST', body: big })).status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 200) return controller.close(); // 200 x 1 KB, chunked
        controller.enqueue(new Uint8Array(1024).fill(0x78));
      },
    });
    const res = await fetch(backend.functionUrl, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect((await postJson(contactBody())).status).toBe(200);
  });

  it('ignores an unread body (405, 404) without stalling the keep-alive connection', async () => {
    const big = 'x'.repeat(300 * 1024);
    for (const [url, method, status] of [[backend.functionUrl, 'PUT', 405], [`${backend.url}/elsewhere`, 'POST', 404]] as const) {
      expect((await fetch(url, { method, body: big })).status).toBe(status);
      expect((await postJson(contactBody())).status).toBe(200);
    }
  });

  it('works with supabase-js functions.invoke, and reports 429 as FunctionsHttpError', async () => {
    const supabase = createClient(backend.url, 'local-anon-key', {
      realtime: { transport: class {} as never }, // Node 20 has no WebSocket; realtime is unused
      auth: { persistSession: false },
    });
    for (let i = 0; i < 5; i++) {
      const { data, error } = await supabase.functions.invoke('submit-forms', { body: contactBody() });
      expect(error).toBeNull();
      expect(data).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), notification: 'sent' } });
    }
    expect(await countRows(backend.db, 'contact_messages')).toBe(5);
    const { data, error } = await supabase.functions.invoke('submit-forms', { body: contactBody() });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { error: string }).error).toMatch(/rate limit/);
  });

  it('refuses a second backend on the same data folder', async () => {
    await expect(startLocalBackend({ port: 0, dataDir: dir.path })).rejects.toThrow(/in use/);
  });
});
