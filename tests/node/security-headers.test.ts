// The security headers of issue 37, from the build: one definition (scripts/lib/hosting/security-headers.ts)
// written into dist/_headers and dist/nginx-headers.conf, and sent by npm start's server on every path.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeadersFile } from '../../scripts/lib/hosting/host-files.ts';
import { contentSecurityPolicy, inlineScriptsOf } from '../../scripts/lib/hosting/security-headers.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { root, site } from '../support/sample-data.ts';

const dist = join(root, 'dist');
const everyPath = readHeadersFile(readFileSync(join(dist, '_headers'), 'utf8')).find((rule) => rule.path === '/*')!;
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });

describe('security headers', () => {
  it('name the policy, nosniff, the referrer, the permissions and no framing, for every path', () => {
    expect(Object.keys(everyPath.headers).sort()).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options']);
    expect(everyPath.headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(everyPath.headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it("allow every inline script of every built page by its hash, and nothing else inline", () => {
    const scripts = new Set(htmlFiles(dist).flatMap((file) => inlineScriptsOf(readFileSync(file, 'utf8'))));
    expect(scripts.size).toBeGreaterThan(0);
    const policy = everyPath.headers['Content-Security-Policy']!;
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    // The same policy computed from the pages' scripts has exactly the same script sources.
    expect(scriptSources).toBe(contentSecurityPolicy({ inlineScripts: scripts, connect: [], frames: [] }).split('; ').find((directive) => directive.startsWith('script-src ')));
    expect(scriptSources).not.toContain('unsafe');
  });

  it('are what the nginx include adds, in every location', () => {
    const nginx = readFileSync(join(dist, 'nginx-headers.conf'), 'utf8');
    for (const [name, value] of Object.entries(everyPath.headers)) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  });

  describe("npm start's server", () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = await startStaticServer({ dir: dist, port: 0 });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('sends them on every route, in each language, on a file and on a miss, as _headers says', async () => {
      const asset = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'))!;
      const paths = [...site.routes.flatMap((route) => [route.path, `/en${route.path === '/' ? '/' : route.path}`]), `/assets/${asset}`, '/robots.txt', '/no-such-page', '/es/no-such-page'];
      for (const path of paths) {
        const response = await fetch(url + path);
        await response.arrayBuffer();
        for (const [name, value] of Object.entries(everyPath.headers)) expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
      }
    });
  });
});
