import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEntry, readInbox } from '../../scripts/inbox.ts';
import { REPO_ROOT } from '../../scripts/local-backend/data-dir.ts';
import { startLocalBackend } from '../../scripts/local-backend/server.ts';
import { contactBody, countRows, fakeClock, meetingBody, migratedDataDir, validContact, validMeeting } from './helpers.ts';

const run = promisify(execFile);
/** Runs the inbox CLI as a developer would, against the given data folder. */
const inboxCli = (dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/inbox.ts'], { cwd: REPO_ROOT, env: { ...process.env, BACKEND_DATA_DIR: dataDir } });

describe('inbox', () => {
  let dir: Awaited<ReturnType<typeof migratedDataDir>>;
  beforeAll(async () => {
    dir = await migratedDataDir('inbox-');
  });
  afterAll(() => dir.remove());

  it('lists both kinds newest first, from a running server and then from the folder itself', async () => {
    const clock = fakeClock();
    const backend = await startLocalBackend({ port: 0, dataDir: dir.path, now: clock.now });
    const send = (body: unknown) => fetch(backend.functionUrl, { method: 'POST', body: JSON.stringify(body) });
    expect((await send(contactBody())).status).toBe(200);
    clock.advance(60);
    // The function refuses control characters, naming the field...
    const refused = await send(meetingBody({ ...validMeeting(), subject: 'Evil \u001b[2J subject' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ issues: [{ field: 'subject', kind: 'control' }] });
    // ...and the inbox still shows, not runs, one written there some other way (an older row, a hand edit).
    expect((await send(meetingBody())).status).toBe(200);
    await backend.db.query(`update meeting_requests set subject = $1`, ['Evil \u001b[2J subject']);

    // While the server holds the folder, the inbox asks it (PGlite allows one opener).
    const live = await readInbox(dir.path);
    expect(live.map((e) => e.kind)).toEqual(['meeting-request', 'contact-message']);
    const { message, ...contactFields } = validContact();
    expect(live[1]).toMatchObject({ ...contactFields, details: { message } });
    expect(live.map((e) => Boolean(e.notifiedAt))).toEqual([true, true]);
    expect(live[0]!.details).toEqual({
      meetingFormat: 'teams', meetingType: 'research', preferredDate: '2026-12-01', preferredTime: '14:30',
      description: validMeeting().description, additionalInfo: validMeeting().additionalInfo,
    });
    const { stdout: liveOut } = await inboxCli(dir.path);
    expect(liveOut).toMatch(/MEETING REQUEST[\s\S]*CONTACT MESSAGE/);
    expect(liveOut).toContain('Evil \\x1b[2J subject'); // escape sequence shown, not executed
    expect(liveOut).not.toContain('\u001b');

    // The endpoint is not open to anyone who can reach the port.
    expect((await fetch(`${backend.url}/inbox`)).status).toBe(403);
    expect((await fetch(`${backend.url}/inbox`, { headers: { 'x-inbox-token': 'guess' } })).status).toBe(403);
    expect((await fetch(`${backend.url}/inbox`)).headers.get('access-control-allow-origin')).toBeNull();

    await backend.close();
    expect(existsSync(join(dir.path, 'owner.json'))).toBe(false);

    // Server stopped: the folder is opened directly, with the same result.
    expect(await readInbox(dir.path)).toEqual(live);
    const { stdout } = await inboxCli(dir.path);
    expect(stdout).toBe(liveOut);
    expect(stdout).toContain('From:    Ana Silva <ana.silva@example.org> - Universidade de São Paulo');
    expect(stdout).toContain('2 submission(s)');
    expect(stdout).toContain('  E-mail:  sent ');
  }, 180_000);

  it('keeps the data across restarts and ignores an owner file left by a dead process', async () => {
    writeFileSync(join(dir.path, 'owner.json'), JSON.stringify({ pid: 2 ** 22 + 4321, kind: 'server' }));
    const backend = await startLocalBackend({ port: 0, dataDir: dir.path });
    expect(await countRows(backend.db, 'contact_messages')).toBe(1);
    expect(await countRows(backend.db, 'meeting_requests')).toBe(1);
    await backend.close();
  });

  it('reports an empty inbox for a folder that does not exist yet, without creating it', async () => {
    const missing = join(dir.path, 'never-created');
    expect(await readInbox(missing)).toEqual([]);
    expect(existsSync(missing)).toBe(false);
  });

  it('formats every field of an entry', () => {
    const text = formatEntry({
      kind: 'contact-message', id: 'abc', createdAt: '2026-03-01T10:00:00.000Z', firstName: 'Ana', lastName: 'Silva',
      email: 'a@b.org', institution: null, subject: 'Oi', details: { message: 'linha 1\r\nlinha 2' },
      notifiedAt: null, notifyAttempts: 2, notifyError: 'EmailJS answered 503', deleteAfter: '2027-03-01T10:00:00.000Z',
    });
    expect(text).toBe(
      'CONTACT MESSAGE  2026-03-01 10:00:00 UTC  (abc)\n  From:    Ana Silva <a@b.org>\n  Subject: Oi\n  E-mail:  NOT SENT (2 failed attempt(s), last: EmailJS answered 503)\n  Message:\n    linha 1\n    linha 2',
    );
  });
});
