import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../scripts/local-backend/migrations.ts';

const TABLES = ['contact_messages', 'meeting_requests', 'form_rate_limit_events'];
const meeting = (format: string, type: string | null) =>
  `insert into meeting_requests (first_name, last_name, email, meeting_format, meeting_type, preferred_date, preferred_time, subject, delete_after)
   values ('a', 'b', 'c@d.org', '${format}', ${type === null ? 'null' : `'${type}'`}, '2026-01-01', '10:00', 's', now() + interval '1 year')`;

describe('forms migration', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    // Supabase's API roles, with the table grants Supabase gives them by default.
    await db.exec('create role anon nologin; create role authenticated nologin;');
    expect(await applyMigrations(db)).toEqual([
      expect.stringMatching(/^\d{14}_forms\.sql$/),
      expect.stringMatching(/^\d{14}_notify_and_retention\.sql$/),
      expect.stringMatching(/^\d{14}_stored_cap_and_notify_claims\.sql$/),
    ]);
    await db.exec('grant usage on schema public, private to anon; grant all on all tables in schema public to anon;');
  });
  afterAll(() => db.close());

  it('enables row level security on every table, with no policy at all', async () => {
    const rls = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname = any($1::text[]) order by relname`, [TABLES]);
    expect(rls.rows).toEqual(TABLES.sort().map((relname) => ({ relname, relrowsecurity: true })));
    expect((await db.query('select * from pg_policies')).rows).toEqual([]);
  });

  it('lets the anon role neither write nor read', async () => {
    await db.exec(meeting('teams', null));
    await db.exec('set role anon');
    try {
      await expect(db.exec(`insert into contact_messages (first_name, last_name, email, subject, message, delete_after)
        values ('x', 'y', 'z@z.org', 's', 'm', now())`)).rejects.toThrow(/row-level security/);
      expect((await db.query('select * from meeting_requests')).rows).toEqual([]);
      await expect(db.query(`select * from private.hit_form_rate_limit('h', now(), 60, 5)`)).rejects.toThrow(/permission denied/);
      await expect(db.query(`select * from private.admit_form_submission(now(), 100)`)).rejects.toThrow(/permission denied/);
      await expect(db.query(`select private.request_form_notification_retries()`)).rejects.toThrow(/permission denied/);
      await expect(db.query(`select * from private.purge_form_data(now())`)).rejects.toThrow(/permission denied/);
    } finally {
      await db.exec('reset role');
    }
    expect((await db.query('select * from meeting_requests')).rows).toHaveLength(1);
  });

  it('checks meeting_format and meeting_type values', async () => {
    for (const format of ['presencial', 'teams', 'meet']) await db.exec(meeting(format, 'other'));
    for (const type of ['academic', 'research', 'collaboration', 'consulting', 'other']) await db.exec(meeting('meet', type));
    await expect(db.exec(meeting('zoom', null))).rejects.toThrow(/meeting_format_check/);
    await expect(db.exec(meeting('teams', 'party'))).rejects.toThrow(/meeting_type_check/);
  });

  it('gives ids and creation times by default', async () => {
    const { rows } = await db.query<{ id: string; created_at: Date }>(
      `insert into contact_messages (first_name, last_name, email, subject, message, delete_after)
       values ('x', 'y', 'z@z.org', 's', 'm', now()) returning id, created_at`);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs(rows[0]!.created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
