// Applies supabase/migrations/*.sql to a PGlite database in file-name order, once each.
// Supabase tracks hosted migrations itself; locally a small table remembers which files
// ran, so restarting the backend (or opening the folder from the inbox CLI) is idempotent.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { REPO_ROOT } from './data-dir.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase/migrations');

/** Returns the names of the files applied by this call (already-applied ones are skipped). */
export async function applyMigrations(db: PGlite, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists public.local_backend_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from public.local_backend_migrations')).rows.map((r) => r.name),
  );
  // Supabase names files <timestamp>_<name>.sql, so lexical order is chronological order.
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(join(dir, name), 'utf8');
    // One transaction per file: a failing migration leaves neither its objects nor its record.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into public.local_backend_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}
