import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgdataPath } from '../../scripts/local-backend/data-dir.ts';
import { applyMigrations } from '../../scripts/local-backend/migrations.ts';
import { SALT, SITE_ORIGIN, contactBody, countRows, fakeClock, makeHandler, meetingBody, memoryDb, migratedDataDir, post, resetDb, sha256Hex } from './helpers.ts';

const ADDRESS = '203.0.113.77';
const ctx = { clientAddress: ADDRESS };

describe('rate limit (kept in the database)', () => {
  const dir = migratedDataDir();
  afterAll(async () => (await dir).remove());
  let db: PGlite;
  beforeAll(async () => {
    db = await memoryDb();
    return () => db.close();
  });
  beforeEach(() => resetDb(db));

  it('accepts 5 submissions in 15 minutes, then 429 with Retry-After until the oldest leaves the window', async () => {
    const clock = fakeClock();
    const handler = makeHandler(db, { now: clock.now });
    for (let i = 0; i < 5; i++) {
      const body = i % 2 ? meetingBody() : contactBody();
      expect((await handler(post(body), ctx)).status, `submission ${i + 1}`).toBe(200);
      clock.advance(60);
    }
    // Now t0 + 5 min: the first event leaves the window at t0 + 15 min, i.e. in 600 s.
    const refused = await handler(post(contactBody()), ctx);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(((await refused.json()) as { error: string }).error).toMatch(/rate limit/);

    clock.advance(599);
    expect((await handler(post(contactBody()), ctx)).status).toBe(429);
    clock.advance(1);
    expect((await handler(post(contactBody()), ctx)).status).toBe(200);
    // The next slot frees 60 s later (the second event's turn), not at once.
    const again = await handler(post(contactBody()), ctx);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect(await countRows(db, 'contact_messages') + (await countRows(db, 'meeting_requests'))).toBe(6);
  });

  it('keeps separate buckets per client address', async () => {
    const handler = makeHandler(db);
    for (let i = 0; i < 5; i++) await handler(post(contactBody()), ctx);
    expect((await handler(post(contactBody()), ctx)).status).toBe(429);
    expect((await handler(post(contactBody()), { clientAddress: '198.51.100.1' })).status).toBe(200);
  });

  it('counts invalid submissions too (documented choice), so bad payloads cannot hammer the server', async () => {
    const handler = makeHandler(db);
    for (let i = 0; i < 5; i++) expect((await handler(post('not json'), ctx)).status).toBe(400);
    expect((await handler(post(contactBody()), ctx)).status).toBe(429);
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });

  it('is configurable in the factory', async () => {
    const clock = fakeClock();
    const handler = makeHandler(db, { now: clock.now, rateLimit: { max: 2, windowSeconds: 60 } });
    expect((await handler(post(contactBody()), ctx)).status).toBe(200);
    expect((await handler(post(contactBody()), ctx)).status).toBe(200);
    const refused = await handler(post(contactBody()), ctx);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    clock.advance(60);
    expect((await handler(post(contactBody()), ctx)).status).toBe(200);
  });

  it('admits exactly the limit when requests arrive concurrently', async () => {
    const handler = makeHandler(db);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => handler(post(contactBody()), ctx).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await countRows(db, 'contact_messages')).toBe(5);
  });

  it('still holds after closing and reopening the same data folder', async () => {
    const path = pgdataPath((await dir).path);
    const clock = fakeClock();
    let pdb = new PGlite(path);
    await applyMigrations(pdb);
    for (let i = 0; i < 5; i++) expect((await makeHandler(pdb, { now: clock.now })(post(contactBody()), ctx)).status).toBe(200);
    await pdb.close();

    pdb = new PGlite(path);
    expect(await applyMigrations(pdb)).toEqual([]); // already applied: restart is idempotent
    const handler = makeHandler(pdb, { now: clock.now });
    expect((await handler(post(contactBody()), ctx)).status).toBe(429);
    expect(await countRows(pdb, 'contact_messages')).toBe(5);
    await pdb.close();
  });

  it('keys the rate limit by a salted SHA-256 of the address, and stores no key with a submission', async () => {
    const handler = makeHandler(db);
    await handler(post(contactBody()), ctx);
    await handler(post(meetingBody()), ctx);
    const expected = await sha256Hex(SALT + ADDRESS);
    const hashes = await db.query<{ client_hash: string }>('select client_hash from form_rate_limit_events');
    expect(hashes.rows.map((r) => r.client_hash)).toEqual([expected, expected]);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name in ('contact_messages', 'meeting_requests') and column_name = 'client_hash'`,
    );
    expect(columns.rows).toEqual([]);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    expect(expected).not.toBe(await sha256Hex(ADDRESS)); // the salt is really mixed in

    // Dump every user table as text and look for the address anywhere.
    const tables = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.map((t) => t.name)).toEqual(expect.arrayContaining(['public.contact_messages', 'public.form_rate_limit_events']));
    for (const { name } of tables.rows) {
      const dump = await db.query<{ t: string }>(`select coalesce(string_agg(to_jsonb(x)::text, ' '), '') as t from ${name} x`);
      expect(dump.rows[0]!.t, name).not.toContain(ADDRESS);
    }
  });
});
