// Layout and ownership of the local backend's data folder (default <repo>/.local-backend):
//   pgdata/      the PGlite (PostgreSQL) data directory
//   owner.json   who has pgdata open: { pid, kind, url?, token? } (mode 0600: it holds the inbox token)
//   salt         the rate limit's salt when FORMS_HASH_SALT is not set (mode 0600; server.ts)
// PGlite takes no lock of its own, and two processes opening the same pgdata would
// corrupt it, so every opener (the server, the inbox CLI) goes through acquireDataDir.
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local-backend');

export interface DataDirOwner {
  pid: number;
  kind: 'server' | 'inbox';
  /** Base URL of a running server; the inbox CLI asks it instead of opening pgdata. */
  url?: string;
  /** Random secret the server requires on GET /inbox (see server.ts). */
  token?: string;
}

export function resolveDataDir(dataDir?: string): string {
  return resolve(dataDir ?? process.env.BACKEND_DATA_DIR ?? DEFAULT_DATA_DIR);
}

export const pgdataPath = (dataDir: string) => join(dataDir, 'pgdata');
const ownerPath = (dataDir: string) => join(dataDir, 'owner.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of the folder, if any; a file left by a crashed process is ignored. */
export function readOwner(dataDir: string): DataDirOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as DataDirOwner;
    return Number.isInteger(owner.pid) && isAlive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLease {
  /** Rewrites owner.json (e.g. once the server knows its URL). */
  update(info: Omit<DataDirOwner, 'pid'>): void;
  release(): void;
}

/** Claims the folder for this process or throws if another live process holds it. */
export function acquireDataDir(dataDir: string, info: Omit<DataDirOwner, 'pid'>): DataDirLease {
  // A new folder is its owner's alone: it holds the submissions (pgdata, outbox) and the secrets below.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = ownerPath(dataDir);
  const content = (i: Omit<DataDirOwner, 'pid'>) => JSON.stringify({ pid: process.pid, ...i }, null, 2);
  for (let attempt = 0; ; attempt++) {
    try {
      // Exclusive create: the actual lock. Its owner's to read only: a server's entry holds the inbox token.
      writeFileSync(file, content(info), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = readOwner(dataDir);
      if (owner) {
        throw new Error(`${dataDir} is in use by a local backend ${owner.kind} (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ''})`);
      }
      unlinkSync(file); // stale: its process is gone
    }
  }
  let current = info;
  return {
    update(next) {
      current = next;
      writeFileSync(file, content(next), { mode: 0o600 });
    },
    release() {
      // Only remove the file if it is still ours.
      if (existsSync(file) && readFileSync(file, 'utf8') === content(current)) unlinkSync(file);
    },
  };
}
