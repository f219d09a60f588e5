// No request can stop a server the project starts: the site's static server (npm start) and the forms'
// local backend each answer `//[`, `%`, an over-long header and a body that never ends, and keep serving;
// the static server also answers a backwards or out-of-range Range with 416 (sirv threw on both).
// The editor's server gets the same round in editor-api.test.ts, where one is already running.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../scripts/local-backend/server.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { hostileRound, rawGet } from './raw-http.ts';

/** `//[` is a path no page or route has (404); `%` is no path at all (400); the header is past Node's 16 KB (431). */
const answered = (served: number) => ({
  '//[': { status: 404, servedAfter: served },
  '%': { status: 400, servedAfter: served },
  'long header': { status: 431, servedAfter: served },
  'slow body': { status: 0, servedAfter: served },
});

describe('hostile requests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  let site: Server;
  let backend: LocalBackend;
  beforeAll(async () => {
    for (const page of ['index.html', '404.html', 'en/404.html', 'es/404.html']) {
      mkdirSync(join(dir, 'site', page, '..'), { recursive: true });
      writeFileSync(join(dir, 'site', page), `<!doctype html><title>${page}</title>`);
    }
    site = await startStaticServer({ dir: join(dir, 'site'), port: 0 });
    backend = await startLocalBackend({ port: 0, dataDir: join(dir, 'data'), salt: 'hostile-requests-salt' });
  });
  afterAll(async () => {
    site?.closeAllConnections();
    await new Promise((done) => site?.close(done));
    await backend?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the static server answers each with a status and goes on serving pages', async () => {
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    expect(await hostileRound(url, { okPath: '/', bodyPath: '/' })).toEqual(answered(200));
  });

  it.each([
    ['bytes=100-50', 416],
    ['bytes=0-18446744073709551615', 416],
    ['bytes=5-', 206],
    ['bytes=-4', 206],
    ['bytes=0-3,6-9', 200],
    ['lines=1-2', 200],
  ])('the static server answers Range: %s with %i and goes on serving pages', async (range, status) => {
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    expect(await rawGet(url, '/', `\r\nRange: ${range}`)).toBe(status);
    expect(await rawGet(url, '/')).toBe(200);
  });

  it('the local backend answers each with a status and goes on serving', async () => {
    // GET on the function's path is a 405 with reasons: any answer at all shows the process is alive.
    const path = '/functions/v1/submit-forms';
    expect(await hostileRound(backend.url, { okPath: path, bodyPath: path })).toEqual(answered(405));
  });
});
