// Local stand-in for the hosted submit-forms edge function, so the site's forms work
// without a Supabase project: POST/OPTIONS /functions/v1/submit-forms on
// http://127.0.0.1:54321 (the Supabase CLI's port; BACKEND_PORT overrides), data in an
// embedded PGlite under BACKEND_DATA_DIR (default <repo>/.local-backend). Like the hosted function
// it stores, then notifies (local-notifier.ts), retries owed notifications every minute, and deletes
// what is past its retention date when it starts and once a day.
//
//   npx tsx scripts/local-backend/server.ts        # CLI: prints the URL, Ctrl+C stops
//   await startLocalBackend({ port: 0, dataDir })  # in-process (tests, start scripts)
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { jsonResponse } from '../../supabase/functions/_shared/http.ts';
import { createSubmitFormsHandler, type SubmitFormsOptions } from '../../supabase/functions/_shared/submit-forms-handler.ts';
import { purgeExpired } from '../../supabase/functions/_shared/submission-store.ts';
import { localNotifier } from './local-notifier.ts';
import { acquireDataDir, pgdataPath, resolveDataDir } from './data-dir.ts';
import { listSubmissions } from './inbox-query.ts';
import { applyMigrations } from './migrations.ts';
import { guardServer, MAX_TARGET_LENGTH, requestTarget, targetTooLong, trimTrailingSlashes } from '../lib/http-guards.ts';
import { sendWebResponse, toWebRequest } from './node-adapter.ts';

export const FUNCTION_PATH = '/functions/v1/submit-forms';
export const DEFAULT_PORT = 54321;

export interface LocalBackendOptions {
  /** 0 picks a free port. Default: BACKEND_PORT or 54321. */
  port?: number;
  /** Default: BACKEND_DATA_DIR or <repo>/.local-backend. */
  dataDir?: string;
  /** Interface to listen on; loopback by default so nothing outside this machine can post. */
  host?: string;
  /** Default: FORMS_HASH_SALT, or a random salt kept in the data folder. */
  salt?: string;
  now?: SubmitFormsOptions['now'];
  rateLimit?: SubmitFormsOptions['rateLimit'];
  globalCapPerHour?: SubmitFormsOptions['globalCapPerHour'];
  /** Default: EmailJS when its settings are in the environment, else the data folder's outbox. */
  notifier?: SubmitFormsOptions['notifier'];
  /** Pages allowed to call: default, any page served from this machine, and SITE_URL's origin. */
  allowedOrigin?: SubmitFormsOptions['allowedOrigin'];
  /** The retry path's secret (POST …/submit-forms/retry); default FORMS_RETRY_TOKEN, else no such path. */
  retryToken?: string;
}

/** A page served from this machine (npm start, the dev server, tests), or the published site. */
function localOrigins(origin: string): boolean {
  if (/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin)) return true;
  const site = process.env.SITE_URL?.trim();
  return Boolean(site && URL.canParse(site) && new URL(site).origin === origin);
}

/** The data folder's own salt, made once: the hash keys stay stable across restarts. Its owner's to read only. */
function dataDirSalt(dataDir: string): string {
  const file = join(dataDir, 'salt');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  else chmodSync(file, 0o600); // one an older version left readable by all
  return readFileSync(file, 'utf8').trim();
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface LocalBackend {
  /** Base URL, usable as the Supabase URL of createClient (e.g. http://127.0.0.1:54321). */
  url: string;
  /** Full URL of the function. */
  functionUrl: string;
  dataDir: string;
  db: PGlite;
  close(): Promise<void>;
}

const isLoopback = (address = '') => /^(127\.|::1$|::ffff:127\.)/.test(address);

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const port = options.port ?? Number(process.env.BACKEND_PORT ?? DEFAULT_PORT);
  const host = options.host ?? '127.0.0.1';
  const dataDir = resolveDataDir(options.dataDir);
  const token = randomBytes(24).toString('hex');
  const lease = acquireDataDir(dataDir, { kind: 'server' });
  let db: PGlite | undefined;
  try {
    db = new PGlite(pgdataPath(dataDir));
    await applyMigrations(db);
    const database = db;
    const now = options.now ?? (() => new Date());
    const handler = createSubmitFormsHandler({
      db: database,
      salt: options.salt ?? (process.env.FORMS_HASH_SALT?.trim() || dataDirSalt(dataDir)),
      allowedOrigin: options.allowedOrigin ?? localOrigins,
      notifier: options.notifier ?? localNotifier(dataDir),
      now,
      rateLimit: options.rateLimit,
      globalCapPerHour: options.globalCapPerHour,
      retryToken: options.retryToken ?? (process.env.FORMS_RETRY_TOKEN?.trim() || undefined),
    });
    // What pg_cron does hosted: the retention purge now and daily; owed notifications every minute.
    const purge = () => purgeExpired(database, now()).catch((error: unknown) => console.error('[local-backend] purge failed', error));
    await purge();
    const timers = [
      setInterval(purge, DAY),
      setInterval(() => void handler.retryNotifications().catch((error: unknown) => console.error('[local-backend] retry failed', error)), MINUTE),
    ];
    for (const timer of timers) timer.unref();

    // GET /inbox serves scripts/inbox.ts while this process holds the data folder.
    // Loopback callers presenting the token from owner.json only, and no CORS headers,
    // so a web page open in the developer's browser cannot read the submissions.
    const inbox = async (req: IncomingMessage) =>
      isLoopback(req.socket.remoteAddress) && req.headers['x-inbox-token'] === token
        ? Response.json(await listSubmissions(database))
        : Response.json({ error: 'Forbidden' }, { status: 403 });

    const server = guardServer(createServer((req, res) => {
      // Measured before anything reads the target: parsing and trimming stay linear and short.
      const tooLong = targetTooLong(req);
      const target = tooLong ? null : requestTarget(req);
      const path = target ? trimTrailingSlashes(target.pathname) : '';
      const respond = async (): Promise<Response> => {
        if (tooLong) return jsonResponse(414, { error: `URI too long: at most ${MAX_TARGET_LENGTH} characters.` });
        if (!target) return jsonResponse(400, { error: 'Bad request: the path is not a valid URL.' });
        if (path === FUNCTION_PATH || path === `${FUNCTION_PATH}/retry`) {
          // The socket peer is the only trustworthy address here; X-Forwarded-For is ignored.
          return handler(toWebRequest(req), { clientAddress: req.socket.remoteAddress ?? 'unknown' });
        }
        if (path === '/inbox' && req.method === 'GET') return inbox(req);
        return jsonResponse(404, { error: `Not found: ${req.method} ${path || '/'}` });
      };
      respond()
        .catch((error: unknown) => {
          console.error('[local-backend]', error);
          return jsonResponse(500, { error: 'Internal error' });
        })
        .then((response) => sendWebResponse(res, response))
        .catch(() => res.destroy());
    }));
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => done());
    });
    const actualPort = (server.address() as AddressInfo).port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
    lease.update({ kind: 'server', url, token });

    let closed = false;
    return {
      url,
      functionUrl: url + FUNCTION_PATH,
      dataDir,
      db: database,
      async close() {
        if (closed) return;
        closed = true;
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await database.close();
        lease.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    lease.release();
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backend = await startLocalBackend();
  console.log(`Local backend: ${backend.url}  (POST ${backend.functionUrl})`);
  console.log(`Data folder:   ${backend.dataDir}`);
  const stop = () => void backend.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
