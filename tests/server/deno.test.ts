// The hosted function runs on Deno, so it is type-checked and exercised with the real
// Deno CLI, whose Linux x64 binary comes from the npm package @deno/linux-x64-glibc (an
// optional dependency: the registry here serves no other platform's build, so the `deno`
// wrapper package cannot be locked). Deno downloads npm:zod / npm:postgres from the npm
// registry once, into <repo>/.deno-cache (git-ignored); later runs are offline.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local-backend/data-dir.ts';

const DENO = join(REPO_ROOT, 'node_modules/@deno/linux-x64-glibc/deno');
const CONFIG = 'supabase/functions/submit-forms/deno.json';
const ENTRY = 'supabase/functions/submit-forms/index.ts';
// The caller's environment (proxy and CA settings matter for the npm download), minus
// anything that would point the function at a real database or salt.
const env: NodeJS.ProcessEnv = { ...process.env, DENO_DIR: join(REPO_ROOT, '.deno-cache'), NO_COLOR: '1' };
for (const name of ['SUPABASE_DB_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'FORMS_HASH_SALT', 'SITE_URL', 'DENO_SERVE_ADDRESS', 'FORMS_CLIENT_ADDRESS']) delete env[name];
for (const name of Object.keys(env)) if (name.startsWith('EMAILJS_')) delete env[name];
const SITE_URL = 'https://site.example';

function deno(args: string[]) {
  const result = spawnSync(DENO, args, { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 90_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Other platforms get no binary from the optional dependency; there the suite says so and skips.
if (!existsSync(DENO)) console.warn(`Deno tests skipped: no Deno binary at ${DENO} (Linux x64 only).`);

describe.skipIf(!existsSync(DENO))('under Deno', () => {
  it('type-checks the hosted entry and the smoke test', () => {
    const { status, output } = deno(['check', '--config', CONFIG, ENTRY, 'tests/deno/handler-smoke.ts']);
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  }, 90_000);

  it('runs requests through the shared handler', () => {
    const { status, output } = deno(['run', '--config', CONFIG, 'tests/deno/handler-smoke.ts']);
    expect(output).toContain('all checks passed');
    expect(status).toBe(0);
  }, 60_000);

  it('refuses to start without its salt and its site, naming both', () => {
    const { status, output } = deno(['run', '--config', CONFIG, '--allow-env', '--allow-net', ENTRY]);
    expect(status).not.toBe(0);
    expect(output).toContain('submit-forms cannot start: set the secrets FORMS_HASH_SALT and SITE_URL');
  }, 60_000);

  it('serves the real entry: preflight, 405, and a clean 500 when no database is configured', async () => {
    // DENO_SERVE_ADDRESS makes Deno.serve listen on a free loopback port instead of 8000.
    const child = spawn(DENO, ['run', '--config', CONFIG, '--allow-env', '--allow-net', ENTRY], {
      cwd: REPO_ROOT,
      env: { ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', FORMS_HASH_SALT: 'deno-test', SITE_URL },
    });
    let output = '';
    try {
      const base = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "Listening on" line:\n${output}`)), 30_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Listening on (http:\/\/[^\s/]+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`deno exited with ${code}:\n${output}`)));
      });
      const pre = await fetch(`${base}/submit-forms`, { method: 'OPTIONS', headers: { origin: SITE_URL } });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(SITE_URL);
      expect(pre.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      const get = await fetch(`${base}/submit-forms`);
      expect(get.status).toBe(405);
      const post = await fetch(`${base}/submit-forms`, { method: 'POST', body: '{}', headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(post.status).toBe(500);
      expect(await post.json()).toEqual({ error: 'Internal error' }); // details stay in the log:
      await new Promise((r) => setTimeout(r, 200));
      expect(output).toContain('SUPABASE_DB_URL is not set');
    } finally {
      child.kill();
    }
  }, 60_000);
});
