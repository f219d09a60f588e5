// The local backend on a developer's machine (issue 45, item 6): a path of 40,000 slashes is answered at
// once (its trailing-slash trim was quadratic, 2.3 s), and the files that hold its secrets (owner.json, with
// the inbox token, and the salt) are readable by their owner only.
import { spawn } from 'node:child_process';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, trimTrailingSlashes } from '../../scripts/lib/http-guards.ts';
import { REPO_ROOT, acquireDataDir } from '../../scripts/local-backend/data-dir.ts';
import { startLocalBackend } from '../../scripts/local-backend/server.ts';
import { rawGet } from '../node/raw-http.ts';
import { migratedDataDir } from './helpers.ts';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('a path of many slashes', () => {
  it('is trimmed in linear time', () => {
    const started = performance.now();
    expect(trimTrailingSlashes(`/${'/'.repeat(40_000)}x`)).toBe(`/${'/'.repeat(40_000)}x`);
    expect(trimTrailingSlashes(`/a${'/'.repeat(40_000)}`)).toBe('/a');
    expect(trimTrailingSlashes('/functions/v1/submit-forms/')).toBe('/functions/v1/submit-forms');
    expect(trimTrailingSlashes('////')).toBe('');
    expect(performance.now() - started).toBeLessThan(50);
  });

  // Node refuses a request line past 16 KB by itself (431); a developer who raises that limit
  // (NODE_OPTIONS=--max-http-header-size) must not get a backend that 40,000 slashes can stall.
  it('of 40,000 slashes is answered at once, even with a raised header limit', async () => {
    const dir = await migratedDataDir('slashes-');
    const port = 55000 + Math.floor(Math.random() * 900);
    const child = spawn(process.execPath, ['--max-http-header-size=131072', '--import', 'tsx', 'scripts/local-backend/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, BACKEND_DATA_DIR: dir.path, BACKEND_PORT: String(port), FORMS_HASH_SALT: 'slashes' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Local backend:')) resolve();
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`the backend exited (${code}):\n${output}`)));
      });
      const url = `http://127.0.0.1:${port}`;
      expect(await rawGet(url, '/functions/v1/submit-forms/')).toBe(405); // served, a trailing slash or not
      for (const path of [`/${'/'.repeat(40_000)}x`, `/functions/v1/submit-forms${'/'.repeat(40_000)}`]) {
        const started = performance.now();
        expect(await rawGet(url, path)).toBe(414);
        expect(performance.now() - started).toBeLessThan(500);
      }
      expect(await rawGet(url, `/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toBe(414);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      await dir.remove();
    }
  });
});

describe('the secrets in the data folder', () => {
  let dir: Awaited<ReturnType<typeof migratedDataDir>>;
  beforeAll(async () => {
    dir = await migratedDataDir('modes-');
  });
  afterAll(() => dir.remove());

  it('owner.json is written with mode 0600, in a new folder of mode 0700, and replaces a readable one left behind', async () => {
    const folder = join(dir.path, 'new');
    let lease = acquireDataDir(folder, { kind: 'inbox' });
    expect(mode(folder)).toBe(0o700);
    expect(mode(join(folder, 'owner.json'))).toBe(0o600);
    lease.update({ kind: 'server', url: 'http://127.0.0.1:1', token: 'secret' });
    expect(mode(join(folder, 'owner.json'))).toBe(0o600);
    lease.release();
    // An owner file a process that is gone left behind, readable by all (as older versions wrote it).
    writeFileSync(join(folder, 'owner.json'), JSON.stringify({ pid: 2 ** 22 + 4321, kind: 'server', token: 'old' }), { mode: 0o644 });
    lease = acquireDataDir(folder, { kind: 'inbox' });
    expect(mode(join(folder, 'owner.json'))).toBe(0o600);
    lease.release();
  });

  it("the server's owner.json (the inbox token) and the salt are its owner's to read only", async () => {
    let backend = await startLocalBackend({ port: 0, dataDir: dir.path });
    try {
      expect(JSON.parse(readFileSync(join(dir.path, 'owner.json'), 'utf8'))).toMatchObject({ token: expect.any(String) });
      expect(mode(join(dir.path, 'owner.json'))).toBe(0o600);
      expect(mode(join(dir.path, 'salt'))).toBe(0o600);
    } finally {
      await backend.close();
    }
    chmodSync(join(dir.path, 'salt'), 0o644); // as an older version left it
    backend = await startLocalBackend({ port: 0, dataDir: dir.path });
    try {
      expect(mode(join(dir.path, 'salt'))).toBe(0o600);
    } finally {
      await backend.close();
    }
  });
});
