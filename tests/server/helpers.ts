// Shared fixtures for the server tests (not a test file itself).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgdataPath } from '../../scripts/local-backend/data-dir.ts';
import { applyMigrations } from '../../scripts/local-backend/migrations.ts';
import {
  createSubmitFormsHandler,
  type SubmitFormsHandler,
  type SubmitFormsOptions,
} from '../../supabase/functions/_shared/submit-forms-handler.ts';

export const SALT = 'test-salt';
/** The site's origin in these tests: the only page origin the handler answers. */
export const SITE_ORIGIN = 'https://site.example';
export const FUNCTION_URL = 'http://127.0.0.1/functions/v1/submit-forms';

export const validContact = () => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@example.org',
  institution: 'Universidade de São Paulo',
  subject: 'Pergunta sobre a disciplina',
  message: 'Olá professor,\nposso assistir às aulas como ouvinte?',
});

export const validMeeting = () => ({
  firstName: 'Bruno',
  lastName: 'Costa',
  email: 'bruno@example.com',
  institution: 'UFRJ',
  meetingFormat: 'teams',
  meetingType: 'research',
  preferredDate: '2026-12-01',
  preferredTime: '14:30',
  subject: 'Projeto de pesquisa',
  description: 'Gostaria de discutir uma colaboração.',
  additionalInfo: 'Disponível pela manhã também.',
});

// Postgres's initdb costs PGlite 3 s in memory and 5 s on disk alone, and several times that beside the
// browser tests (an inbox test once timed out at 180 s there). So each test process makes one migrated
// database of each kind and the tests start from copies. tests/server/local-server.test.ts and
// migration.test.ts still start from nothing, as a developer's first `npm start` does.
let migratedDump: Promise<File | Blob> | undefined;
let migratedFolder: Promise<string> | undefined;

/** A fresh in-memory database with the real migrations applied. */
export async function memoryDb(): Promise<PGlite> {
  migratedDump ??= (async () => {
    const db = new PGlite();
    await applyMigrations(db);
    const dump = await db.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  const db = new PGlite({ loadDataDir: await migratedDump });
  await db.waitReady;
  return db;
}

/**
 * A temporary data folder holding a migrated database, as the local backend leaves one after its first
 * start (its Postgres files under pgdataPath; nothing else).
 */
export async function migratedDataDir(prefix = 'forms-test-'): Promise<{ path: string; remove(): Promise<void> }> {
  migratedFolder ??= (async () => {
    // In the run's own folder (global-setup.ts), which goes when the run ends.
    const folder = await mkdtemp(join(inject('serverTestTemplates'), 'migrated-'));
    const db = new PGlite(pgdataPath(folder));
    await applyMigrations(db);
    await db.close();
    return folder;
  })();
  const template = await migratedFolder;
  const dir = await tempDir(prefix);
  await cp(pgdataPath(template), pgdataPath(dir.path), { recursive: true });
  return dir;
}

/** Empties the form tables between tests: creating a PGlite costs 1-2 s, truncating ~5 ms. */
export async function resetDb(db: PGlite): Promise<void> {
  await db.exec('truncate public.contact_messages, public.meeting_requests, public.form_rate_limit_events');
}

export async function tempDir(prefix = 'forms-test-'): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A controllable clock for the rate-limit window. */
export function fakeClock(start = '2026-03-01T10:00:00.000Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(seconds: number) {
      t += seconds * 1000;
    },
  };
}

export function makeHandler(db: PGlite, extra: Partial<SubmitFormsOptions> = {}): SubmitFormsHandler {
  return createSubmitFormsHandler({ db, salt: SALT, allowedOrigin: SITE_ORIGIN, logError: () => {}, ...extra });
}

export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    // As a browser on the site sends it.
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const contactBody = (data: Record<string, unknown> = validContact()) => ({ type: 'contact-message', data });
export const meetingBody = (data: Record<string, unknown> = validMeeting()) => ({ type: 'meeting-request', data });

export async function countRows(db: PGlite, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return rows[0]!.n;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}
