// The notification outbox sends each stored submission's e-mail once (issue 45, item 6): a row is claimed
// before it is sent, so a slow provider or a second retry running at the same time sends no second e-mail;
// a send that went but could not be recorded is recorded again rather than counted as a failure; the last
// failed attempt says so in the log; and hosted retries come from pg_cron calling the function's retry path.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR } from '../../scripts/local-backend/migrations.ts';
import type { Notification } from '../../supabase/functions/_shared/notification.ts';
import { MAX_NOTIFY_ATTEMPTS, type SqlExecutor } from '../../supabase/functions/_shared/submit-forms-handler.ts';
import { FUNCTION_URL, SITE_ORIGIN, contactBody, fakeClock, makeHandler, memoryDb, post, resetDb } from './helpers.ts';

const ctx = { clientAddress: '192.0.2.80' };

let db: PGlite;
beforeAll(async () => {
  db = await memoryDb();
  return () => db.close();
});
beforeEach(() => resetDb(db));

/** A promise the test resolves when it likes: a provider that takes its time. */
function slow() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const rowState = async () =>
  (await db.query<{ id: string; notified_at: Date | null; notify_attempts: number }>('select id, notified_at, notify_attempts from contact_messages')).rows;

/** Resolves once `fn` has been called `times` times (the handler reached the provider). */
async function calledTimes(fn: { mock: { calls: unknown[] } }, times: number): Promise<void> {
  for (let i = 0; i < 500 && fn.mock.calls.length < times; i++) await new Promise((r) => setTimeout(r, 5));
  expect(fn.mock.calls.length).toBe(times);
}

describe('the notification outbox', () => {
  it('sends one e-mail when two retries of the same row run at once, however slow the provider', async () => {
    const clock = fakeClock();
    const provider = slow();
    let call = 0;
    const notifier = vi.fn(async (_: Notification) => {
      call += 1;
      if (call === 1) throw new Error('EmailJS answered 503');
      if (call === 2) await provider.promise; // the first retry hangs on a slow provider
    });
    const handler = makeHandler(db, { notifier, now: clock.now });
    expect(await (await handler(post(contactBody()), ctx)).json()).toEqual({ data: { id: expect.any(String), notification: 'retrying' } });

    clock.advance(61);
    const first = handler.retryNotifications();
    await calledTimes(notifier, 2);
    // A second retry (the next visitor's, or pg_cron's) starts while the first is still sending, past the
    // row's back-off: the row is claimed, so it is left alone.
    clock.advance(180);
    expect(await handler.retryNotifications()).toBe(0);
    expect(notifier).toHaveBeenCalledTimes(2);
    provider.release();
    expect(await first).toBe(1);
    expect(notifier).toHaveBeenCalledTimes(2);
    expect((await rowState())[0]).toMatchObject({ notified_at: expect.any(Date), notify_attempts: 2 });
  });

  it("sends no second e-mail while the submission's own request is still sending it", async () => {
    const clock = fakeClock();
    const provider = slow();
    // The request's own send hangs; any other would go at once.
    const notifier = vi.fn(async (_: Notification) => (notifier.mock.calls.length === 1 ? provider.promise : undefined));
    const handler = makeHandler(db, { notifier, now: clock.now });
    const answer = handler(post(contactBody()), ctx);
    await calledTimes(notifier, 1);
    clock.advance(120); // over a minute: once the sign of a request that died before sending
    expect(await handler.retryNotifications()).toBe(0);
    provider.release();
    expect(await (await answer).json()).toEqual({ data: { id: expect.any(String), notification: 'sent' } });
    clock.advance(3600);
    expect(await handler.retryNotifications()).toBe(0);
    expect(notifier).toHaveBeenCalledTimes(1);
  });

  it('records a sent e-mail again when the first mark fails, rather than sending it twice', async () => {
    const clock = fakeClock();
    let failMark = true;
    const flaky: SqlExecutor = {
      query(sql, params) {
        if (failMark && /set notified_at/.test(sql)) {
          failMark = false;
          return Promise.reject(new Error('connection reset'));
        }
        return db.query(sql, params);
      },
    };
    const notifier = vi.fn(async (_: Notification) => {});
    const handler = makeHandler(db, { db: flaky, notifier, now: clock.now });
    expect(await (await handler(post(contactBody()), ctx)).json()).toEqual({ data: { id: expect.any(String), notification: 'sent' } });
    expect((await rowState())[0]).toMatchObject({ notified_at: expect.any(Date), notify_attempts: 1 });
    clock.advance(3600);
    expect(await handler.retryNotifications()).toBe(0);
    expect(notifier).toHaveBeenCalledTimes(1);
  });

  it(`logs one line naming the row and the last error when the ${MAX_NOTIFY_ATTEMPTS}th attempt fails`, async () => {
    const clock = fakeClock();
    let attempt = 0;
    const notifier = vi.fn(async (_: Notification) => {
      attempt += 1;
      throw new Error(`EmailJS answered 503 (attempt ${attempt})`);
    });
    const logError = vi.fn();
    const handler = makeHandler(db, { notifier, now: clock.now, logError });
    const { data } = (await (await handler(post(contactBody()), ctx)).json()) as { data: { id: string } };
    for (let i = 1; i <= MAX_NOTIFY_ATTEMPTS + 2; i++) {
      clock.advance(2 ** i * 60);
      await handler.retryNotifications();
    }
    expect(notifier).toHaveBeenCalledTimes(MAX_NOTIFY_ATTEMPTS);
    const final = logError.mock.calls.filter(([message]) => /gave up/i.test(String(message)));
    expect(final).toHaveLength(1);
    expect(final[0]![0]).toBe(
      `ALERT: gave up on the notification e-mail for contact_messages ${data.id} after ${MAX_NOTIFY_ATTEMPTS} failed attempts; last error: EmailJS answered 503 (attempt ${MAX_NOTIFY_ATTEMPTS}). The submission is stored: see it in the inbox.`,
    );
  });
});

describe("the function's retry path (called by pg_cron hosted)", () => {
  const retry = (headers: Record<string, string> = {}, method = 'POST') => new Request(`${FUNCTION_URL}/retry`, { method, headers });

  it('sends the owed e-mails for the holder of the retry token only, and stores nothing', async () => {
    const clock = fakeClock();
    let down = true;
    const notifier = vi.fn(async (_: Notification) => {
      if (down) throw new Error('down');
    });
    const handler = makeHandler(db, { notifier, now: clock.now, retryToken: 'retry-secret' });
    await handler(post(contactBody()), ctx);
    down = false;
    clock.advance(61);
    expect((await handler(retry(), ctx)).status).toBe(403);
    expect((await handler(retry({ 'x-forms-retry-token': 'guess' }), ctx)).status).toBe(403);
    expect((await handler(retry({ 'x-forms-retry-token': 'retry-secret' }, 'GET'), ctx)).status).toBe(405);
    // A page of the site cannot call it either: the token is the only key.
    expect((await handler(retry({ origin: SITE_ORIGIN }), ctx)).status).toBe(403);
    expect(notifier).toHaveBeenCalledTimes(1);
    const ok = await handler(retry({ 'x-forms-retry-token': 'retry-secret' }), ctx);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { sent: 1 } });
    expect(notifier).toHaveBeenCalledTimes(2);
    expect((await rowState())).toHaveLength(1);
  });

  it('does not exist without a retry token', async () => {
    const handler = makeHandler(db, { notifier: async () => {} });
    expect((await handler(retry({ 'x-forms-retry-token': '' }), ctx)).status).toBe(404);
  });

  it('is scheduled by a migration that needs pg_cron and pg_net, and is skipped where they are missing', () => {
    const sql = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).map((f) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8')).join('\n');
    expect(sql).toMatch(/name = 'pg_cron'\)\s+and exists \(select 1 from pg_available_extensions where name = 'pg_net'\)/);
    expect(sql).toContain(`cron.schedule('retry-form-notifications', '*/5 * * * *'`);
    expect(sql).toContain("'x-forms-retry-token'");
  });
});
