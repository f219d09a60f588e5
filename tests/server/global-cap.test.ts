// The hourly cap of all clients together counts stored submissions, never refused requests: posts that are
// refused (400) from many addresses cannot close the forms for a real visitor (issue 45, item 3). Each
// client's own window still counts every POST, so one client cannot flood.
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GLOBAL_CAP_PER_HOUR } from '../../supabase/functions/_shared/submit-forms-handler.ts';
import { contactBody, countRows, fakeClock, makeHandler, meetingBody, memoryDb, post, resetDb } from './helpers.ts';

let db: PGlite;
beforeAll(async () => {
  db = await memoryDb();
  return () => db.close();
});
beforeEach(() => resetDb(db));

describe('the global hourly cap', () => {
  it('is not tripped by invalid posts from many addresses: a real visitor from a new address is stored', async () => {
    const logError = vi.fn();
    const handler = makeHandler(db, { logError });
    // More refused posts than the cap, five (each client's limit) from each of 21 addresses.
    const addresses = Math.ceil(DEFAULT_GLOBAL_CAP_PER_HOUR / 5) + 1;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await handler(post({}), { clientAddress: `198.51.100.${a}` })).status).toBe(400);
      }
    }
    const visitor = await handler(post(contactBody()), { clientAddress: '203.0.113.200' });
    expect(visitor.status).toBe(200);
    expect(await countRows(db, 'contact_messages')).toBe(1);
    expect(logError).not.toHaveBeenCalledWith(expect.stringMatching(/^ALERT/));
  });

  it('still refuses one client past its own window, valid or not', async () => {
    const handler = makeHandler(db);
    for (let i = 0; i < 5; i++) expect((await handler(post({}), { clientAddress: '198.51.100.9' })).status).toBe(400);
    expect((await handler(post(contactBody()), { clientAddress: '198.51.100.9' })).status).toBe(429);
  });

  it('counts the submissions both forms stored within the hour, answers 429 with the wait, and alerts in the log', async () => {
    const logError = vi.fn();
    const clock = fakeClock();
    const handler = makeHandler(db, { globalCapPerHour: 3, now: clock.now, logError });
    expect((await handler(post(contactBody()), { clientAddress: '198.51.100.1' })).status).toBe(200);
    clock.advance(600);
    expect((await handler(post(meetingBody()), { clientAddress: '198.51.100.2' })).status).toBe(200);
    expect((await handler(post(contactBody()), { clientAddress: '198.51.100.3' })).status).toBe(200);
    clock.advance(600);
    const refused = await handler(post(meetingBody()), { clientAddress: '198.51.100.4' });
    expect(refused.status).toBe(429);
    // The first stored one leaves the hour 40 minutes from now.
    expect(refused.headers.get('retry-after')).toBe('2400');
    expect(((await refused.json()) as { error: string }).error).toBe('the forms are receiving too many submissions; retry in 2400 s');
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^ALERT: the forms stored 3 submissions in the last hour/));
    expect(await countRows(db, 'contact_messages') + (await countRows(db, 'meeting_requests'))).toBe(3);
    clock.advance(2400);
    expect((await handler(post(meetingBody()), { clientAddress: '198.51.100.4' })).status).toBe(200);
  });

  it('admits exactly the cap when submissions from many addresses arrive at once', async () => {
    const handler = makeHandler(db, { globalCapPerHour: 4 });
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => handler(post(i % 2 ? meetingBody() : contactBody()), { clientAddress: `198.51.100.${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(await countRows(db, 'contact_messages') + (await countRows(db, 'meeting_requests'))).toBe(4);
  });
});
