// Forms that hold up in production: the e-mail goes only for a stored submission, from the server, once,
// and is retried after a failure; the client address is the platform's, IPv6 is counted by /64, and all
// clients together have an hourly cap; personal data is deleted when its period ends; control characters
// are refused by field; the hosted function does not start without its secrets.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBackend } from '../../scripts/local-backend/server.ts';
import { outboxPath } from '../../scripts/local-backend/local-notifier.ts';
import { parseAddressSource, rateLimitSubject } from '../../supabase/functions/_shared/client-address.ts';
import { entryCallback } from '../../supabase/functions/_shared/entry.ts';
import { MEETING_FORMATS, MEETING_TYPES } from '../../supabase/functions/_shared/form-schemas.ts';
import { functionConfig } from '../../supabase/functions/_shared/function-config.ts';
import { MEETING_LABELS_PT } from '../../supabase/functions/_shared/meeting-labels.ts';
import { EMAILJS_SEND_URL, emailJsNotifier, emailJsSettingsFrom, type Notification } from '../../supabase/functions/_shared/notification.ts';
import { deleteAfter, SUBMISSION_RETENTION_MONTHS } from '../../supabase/functions/_shared/retention.ts';
import { purgeExpired } from '../../supabase/functions/_shared/submission-store.ts';
import { MAX_NOTIFY_ATTEMPTS } from '../../supabase/functions/_shared/submit-forms-handler.ts';
import pt from '../../locales/pt.json';
import { contactBody, countRows, fakeClock, makeHandler, meetingBody, memoryDb, migratedDataDir, post, resetDb, validContact, validMeeting } from './helpers.ts';

const ctx = { clientAddress: '192.0.2.44' };

let db: PGlite;
beforeAll(async () => {
  db = await memoryDb();
  return () => db.close();
});
beforeEach(() => resetDb(db));

const notifiedState = async (table: string) =>
  (await db.query<{ notified_at: Date | null; notify_attempts: number; notify_error: string | null }>(`select notified_at, notify_attempts, notify_error from ${table}`)).rows;

describe('store first, then notify', () => {
  it('sends no e-mail for a refused request (429, 400) and exactly one for a stored one', async () => {
    const notifier = vi.fn(async (_: Notification) => {});
    const handler = makeHandler(db, { notifier, rateLimit: { max: 2 } });
    expect((await handler(post(contactBody({ ...validContact(), email: 'not an e-mail' })), ctx)).status).toBe(400);
    expect(notifier).not.toHaveBeenCalled();
    const ok = await handler(post(meetingBody()), ctx);
    expect(await ok.json()).toEqual({ data: { id: expect.any(String), notification: 'sent' } });
    expect((await handler(post(contactBody()), ctx)).status).toBe(429);
    expect(notifier).toHaveBeenCalledTimes(1);
    const m = validMeeting();
    expect(notifier.mock.calls[0]![0]).toEqual({
      template: 'meeting',
      id: expect.any(String),
      params: expect.objectContaining({ from_name: `${m.firstName} ${m.lastName}`, meeting_format: pt['form.meetingFormat.teams'], meeting_type: pt['form.meetingType.research'], subject: m.subject }),
    });
    expect((await notifiedState('meeting_requests'))[0]).toMatchObject({ notified_at: expect.any(Date), notify_attempts: 1, notify_error: null });
  });

  it('keeps a submission whose e-mail failed, says so, and retries it until it goes, once', async () => {
    const clock = fakeClock();
    let down = true;
    const notifier = vi.fn(async () => {
      if (down) throw new Error('EmailJS answered 503');
    });
    const logError = vi.fn();
    const handler = makeHandler(db, { notifier, now: clock.now, logError });
    const res = await handler(post(contactBody()), ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: expect.any(String), notification: 'retrying' } });
    expect(await notifiedState('contact_messages')).toEqual([{ notified_at: null, notify_attempts: 1, notify_error: 'EmailJS answered 503' }]);
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('failed; it is kept and retried'), expect.any(Error));

    // Too soon: the first retry waits a minute.
    expect(await handler.retryNotifications()).toBe(0);
    expect(notifier).toHaveBeenCalledTimes(1);
    down = false;
    clock.advance(61);
    expect(await handler.retryNotifications()).toBe(1);
    expect(notifier).toHaveBeenCalledTimes(2);
    expect((await notifiedState('contact_messages'))[0]).toMatchObject({ notified_at: expect.any(Date), notify_attempts: 2, notify_error: null });
    clock.advance(3600);
    expect(await handler.retryNotifications()).toBe(0); // sent is sent
    expect(notifier).toHaveBeenCalledTimes(2);
  });

  it('retries a submission left unnotified by a crash, and stops after the last attempt', async () => {
    const clock = fakeClock();
    const notifier = vi.fn(async () => {
      throw new Error('down');
    });
    const handler = makeHandler(db, { notifier, now: clock.now });
    // As if the process died between the INSERT and the e-mail: stored, never tried.
    await makeHandler(db, { now: clock.now })(post(contactBody()), ctx);
    expect(await handler.retryNotifications()).toBe(0);
    expect(notifier).toHaveBeenCalledTimes(0); // under a minute old: its own request may still be sending
    for (let attempt = 1; attempt <= MAX_NOTIFY_ATTEMPTS + 2; attempt++) {
      clock.advance(2 ** attempt * 60);
      await handler.retryNotifications();
    }
    expect(notifier).toHaveBeenCalledTimes(MAX_NOTIFY_ATTEMPTS);
    expect((await notifiedState('contact_messages'))[0]).toMatchObject({ notified_at: null, notify_attempts: MAX_NOTIFY_ATTEMPTS });
  });

  it('answers at once even while an owed e-mail hangs: retries run after the answer', async () => {
    const clock = fakeClock();
    const owed = await (await makeHandler(db, { now: clock.now })(post(contactBody()), ctx)).json() as { data: { id: string } };
    clock.advance(120);
    const tasks: Promise<unknown>[] = [];
    let release = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const notifier = vi.fn((notification: Notification) => (notification.id === owed.data.id ? hanging : Promise.resolve()));
    const handler = makeHandler(db, { notifier, now: clock.now, background: (task) => tasks.push(task) });
    const res = await handler(post(meetingBody()), { clientAddress: '198.51.100.70' });
    expect(await res.json()).toEqual({ data: { id: expect.any(String), notification: 'sent' } });
    expect(tasks).toHaveLength(1); // the retry of the owed one, still hanging after the answer
    release();
    await Promise.all(tasks);
    expect(notifier).toHaveBeenCalledTimes(2);
    expect((await notifiedState('contact_messages'))[0]).toMatchObject({ notified_at: expect.any(Date) });
  });

  it('answers "off" when the server sends no e-mail, so the browser may', async () => {
    const res = await makeHandler(db)(post(contactBody()), ctx);
    expect(await res.json()).toEqual({ data: { id: expect.any(String), notification: 'off' } });
  });

  it("sends through EmailJS's REST API with the private key, the fixed recipient, and fails loudly", async () => {
    const settings = emailJsSettingsFrom((name) => ({
      EMAILJS_SERVICE_ID: 'service_x', EMAILJS_PUBLIC_KEY: 'public_x', EMAILJS_PRIVATE_KEY: 'private_x',
      EMAILJS_CONTACT_TEMPLATE_ID: 'template_c', EMAILJS_MEETING_TEMPLATE_ID: 'template_m', CONTACT_RECIPIENT: 'professor@ufvc.example',
    })[name]);
    const fetchImpl = vi.fn(async () => new Response('OK', { status: 200 }));
    await emailJsNotifier(settings!, fetchImpl as unknown as typeof fetch)({ template: 'contact', id: '1', params: { subject: 'Oi', to_email: 'attacker@evil.example' } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(EMAILJS_SEND_URL);
    expect(JSON.parse(String(init.body))).toEqual({
      service_id: 'service_x', template_id: 'template_c', user_id: 'public_x', accessToken: 'private_x',
      template_params: { subject: 'Oi', to_email: 'professor@ufvc.example' },
    });
    const refusing = vi.fn(async () => new Response('The Public Key is invalid', { status: 400 }));
    await expect(emailJsNotifier(settings!, refusing as unknown as typeof fetch)({ template: 'meeting', id: '2', params: {} })).rejects.toThrow('EmailJS answered 400');
    expect(emailJsSettingsFrom(() => undefined)).toBeUndefined();
    expect(() => emailJsSettingsFrom((name) => (name === 'EMAILJS_SERVICE_ID' ? 'service_x' : undefined))).toThrow(/EMAILJS_PRIVATE_KEY/);
  });

  it('names the meeting choices in the e-mail with the site\'s own Portuguese words', () => {
    for (const format of MEETING_FORMATS) expect(MEETING_LABELS_PT.meetingFormat[format]).toBe(pt[`form.meetingFormat.${format}` as keyof typeof pt]);
    for (const type of MEETING_TYPES) expect(MEETING_LABELS_PT.meetingType[type]).toBe(pt[`form.meetingType.${type}` as keyof typeof pt]);
  });
});

describe('a trusted client address', () => {
  const through = (handler: ReturnType<typeof makeHandler>, forwarded: string, setting = 'xff:1') =>
    entryCallback(handler, parseAddressSource(setting))(post(contactBody(), { 'x-forwarded-for': forwarded }), { remoteAddr: { transport: 'tcp', hostname: '10.0.0.1' } });

  it('gives a spoofed X-Forwarded-For no fresh bucket: the hop the platform appended counts', async () => {
    const handler = makeHandler(db);
    for (let i = 0; i < 5; i++) expect((await through(handler, `198.51.100.${i}, 203.0.113.9`)).status).toBe(200);
    expect((await through(handler, '198.51.100.99, 203.0.113.9')).status).toBe(429);
    expect((await through(handler, '203.0.113.10')).status).toBe(200); // another visitor
  });

  it('reads a platform header when told to, and falls back to the socket', async () => {
    const handler = makeHandler(db);
    const source = parseAddressSource('header:cf-connecting-ip');
    const send = (headers: Record<string, string>) => entryCallback(handler, source)(post(contactBody(), headers), { remoteAddr: { transport: 'tcp', hostname: '10.0.0.1' } });
    for (let i = 0; i < 5; i++) expect((await send({ 'cf-connecting-ip': '203.0.113.20', 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(200);
    expect((await send({ 'cf-connecting-ip': '203.0.113.20' })).status).toBe(429);
    expect(() => parseAddressSource('leftmost')).toThrow(/FORMS_CLIENT_ADDRESS/);
  });

  it('counts an IPv6 client by its /64, whatever address it takes in it', async () => {
    expect(rateLimitSubject('2001:DB8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitSubject('[2001:db8:0:1:ffff:ffff:ffff:ffff]')).toBe('2001:db8:0:1::/64');
    expect(rateLimitSubject('::ffff:192.0.2.7')).toBe('192.0.2.7');
    const handler = makeHandler(db);
    for (let i = 1; i <= 5; i++) expect((await handler(post(contactBody()), { clientAddress: `2001:db8:0:1::${i}` })).status).toBe(200);
    expect((await handler(post(contactBody()), { clientAddress: '2001:db8:0:1:dead:beef:0:1' })).status).toBe(429);
    expect((await handler(post(contactBody()), { clientAddress: '2001:db8:0:2::1' })).status).toBe(200);
  });

  it('caps all clients together per hour with a 429, and alerts in the log', async () => {
    const logError = vi.fn();
    const handler = makeHandler(db, { globalCapPerHour: 3, logError });
    for (let i = 0; i < 3; i++) expect((await handler(post(contactBody()), { clientAddress: `198.51.100.${i}` })).status).toBe(200);
    const refused = await handler(post(contactBody()), { clientAddress: '198.51.100.50' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^ALERT: the forms stored 3 submissions in the last hour/));
    expect(await countRows(db, 'contact_messages')).toBe(3);
  });

  it('caps on the rows stored, whatever the events say', async () => {
    const logError = vi.fn();
    const clock = fakeClock();
    await makeHandler(db, { now: clock.now })(post(contactBody()), ctx);
    await db.exec('truncate form_rate_limit_events');
    const refused = await makeHandler(db, { globalCapPerHour: 1, now: clock.now, logError })(post(meetingBody()), { clientAddress: '198.51.100.60' });
    expect(refused.status).toBe(429);
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^ALERT: the forms stored 1 submissions in the last hour/));
    expect(await countRows(db, 'contact_messages')).toBe(1);
    expect(await countRows(db, 'meeting_requests')).toBe(0);
  });
});

describe('retention', () => {
  it(`stamps each submission to be deleted after ${SUBMISSION_RETENTION_MONTHS} months, and the daily purge deletes only what is past it`, async () => {
    const clock = fakeClock('2025-01-10T12:00:00.000Z');
    await makeHandler(db, { now: clock.now })(post(contactBody()), { clientAddress: '198.51.100.1' });
    await makeHandler(db, { now: clock.now })(post(meetingBody()), { clientAddress: '198.51.100.1' });
    const stamped = (await db.query<{ delete_after: Date }>('select delete_after from contact_messages')).rows[0]!.delete_after;
    expect(stamped.toISOString()).toBe(deleteAfter(clock.now()).toISOString());
    expect(stamped.toISOString()).toBe(`${2025 + SUBMISSION_RETENTION_MONTHS / 12}-01-10T12:00:00.000Z`);

    const recent = fakeClock('2026-02-01T12:00:00.000Z');
    await makeHandler(db, { now: recent.now })(post(contactBody()), { clientAddress: '198.51.100.2' });
    // Another client's events from yesterday and from just now.
    await db.query(`insert into form_rate_limit_events (client_hash, created_at) values ('other', $1::timestamptz - interval '25 hours'), ('other', $1::timestamptz)`, [recent.now().toISOString()]);

    const purged = await purgeExpired(db, new Date(recent.now().getTime() + 1000));
    expect(purged).toEqual({ contactMessages: 1, meetingRequests: 1, rateLimitEvents: 3 });
    expect(await countRows(db, 'contact_messages')).toBe(1);
    expect(await countRows(db, 'meeting_requests')).toBe(0);
    expect(await countRows(db, 'form_rate_limit_events')).toBe(2);
  });
});

describe('bad input and missing secrets', () => {
  it.each([
    ['message', 'a NUL \u0000 byte'],
    ['subject', 'an escape \u001b[2J'],
    ['firstName', 'a C1 \u0085 control'],
  ])('refuses a control character in %s with a 400 naming the field, storing and sending nothing', async (field, value) => {
    const notifier = vi.fn(async () => {});
    const res = await makeHandler(db, { notifier })(post(contactBody({ ...validContact(), [field]: value })), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid submission', issues: [{ field, message: 'Caracteres de controle não permitidos', kind: 'control' }] });
    expect(notifier).not.toHaveBeenCalled();
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });

  it('keeps line breaks and tabs, which people do type', async () => {
    const res = await makeHandler(db)(post(contactBody({ ...validContact(), message: 'linha 1\r\n\tlinha 2' })), ctx);
    expect(res.status).toBe(200);
  });

  it('does not start the hosted function without its salt and its site', () => {
    expect(() => functionConfig(() => undefined)).toThrow('submit-forms cannot start: set the secrets FORMS_HASH_SALT and SITE_URL');
    expect(() => functionConfig((name) => (name === 'SITE_URL' ? 'https://site.example' : undefined))).toThrow('set the secret FORMS_HASH_SALT');
    expect(functionConfig((name) => ({ FORMS_HASH_SALT: 's', SITE_URL: 'https://site.example/' })[name])).toMatchObject({ salt: 's', siteUrl: 'https://site.example/', addressSource: { kind: 'xff', hop: 1 }, email: undefined });
  });
});

describe('the local backend', () => {
  let dir: Awaited<ReturnType<typeof migratedDataDir>>;
  beforeAll(async () => {
    dir = await migratedDataDir('notify-');
  });
  afterAll(() => dir.remove());

  it('writes one notification to its outbox per stored submission, none for a refused one', async () => {
    const backend = await startLocalBackend({ port: 0, dataDir: dir.path, rateLimit: { max: 1 } });
    try {
      const send = (body: unknown) => fetch(backend.functionUrl, { method: 'POST', body: JSON.stringify(body) });
      expect((await send(contactBody())).status).toBe(200);
      expect((await send(contactBody())).status).toBe(429);
      const files = readdirSync(outboxPath(dir.path));
      expect(files).toHaveLength(1);
      expect(JSON.parse(readFileSync(join(outboxPath(dir.path), files[0]!), 'utf8'))).toMatchObject({ template: 'contact', params: { subject: validContact().subject } });
      expect(readFileSync(join(dir.path, 'salt'), 'utf8')).toMatch(/^[0-9a-f]{64}$/); // its own secret salt
    } finally {
      await backend.close();
    }
  });
});
