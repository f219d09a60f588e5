// The security headers of issue 37, from the build: one definition (scripts/lib/hosting/security-headers.ts)
// written into dist/_headers and dist/nginx-headers.conf, and sent by npm start's server on every path; and
// in every page's own <meta> tags, for a host that sends no headers (GitHub Pages: issue 45).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeadersFile } from '../../scripts/lib/hosting/host-files.ts';
import { contentSecurityPolicy, HEADER_ONLY_DIRECTIVES, inlineScriptsOf, metaContentSecurityPolicy } from '../../scripts/lib/hosting/security-headers.ts';
import { startTags } from '../../scripts/lib/html-tags.ts';
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

  describe('in every page, for a host that sends no headers', () => {
    /** A policy's directives by name: { 'script-src': "'self' 'sha256-…'" }. */
    const directives = (policy: string) => Object.fromEntries(policy.split(';').map((part) => part.trim()).filter(Boolean).map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1).join(' ')]));
    const header = directives(everyPath.headers['Content-Security-Policy']!);
    const pages = htmlFiles(dist).map((file) => [file.slice(dist.length + 1), readFileSync(file, 'utf8')] as const);

    it('finds the pages', () => expect(pages.length).toBeGreaterThanOrEqual(site.routes.length * 3));

    it.each(pages)("%s: the header's policy less frame-ancestors, the same script hashes, before any script", (_file, html) => {
      const tags = startTags(html);
      const policies = tags.filter((tag) => tag.name === 'meta' && tag.attributes['http-equiv']?.toLowerCase() === 'content-security-policy');
      expect(policies).toHaveLength(1);
      const meta = directives(policies[0]!.attributes.content!);
      const { 'frame-ancestors': _, ...headerLessFraming } = header;
      expect(meta).toEqual(headerLessFraming);
      expect(meta['script-src']).toBe(header['script-src']);
      // A <meta> policy covers only what comes after it: nothing runs before it, and <meta charset> stays first.
      const firstScript = tags.findIndex((tag) => tag.name === 'script');
      expect(tags.indexOf(policies[0]!)).toBeLessThan(firstScript);
      expect(tags.findIndex((tag) => tag.name === 'meta')).toBe(tags.findIndex((tag) => tag.name === 'meta' && 'charset' in tag.attributes));
      // The referrer policy a header would send, as a <meta> can carry it.
      expect(tags.filter((tag) => tag.name === 'meta' && tag.attributes.name === 'referrer').map((tag) => tag.attributes.content)).toEqual([everyPath.headers['Referrer-Policy']]);
    });

    it('leaves out what a <meta> policy cannot carry, whatever the policy names', () => {
      const policy = "default-src 'self'; frame-ancestors 'none'; report-uri /csp; sandbox allow-scripts; script-src 'self'";
      expect(metaContentSecurityPolicy(policy)).toBe("default-src 'self'; script-src 'self'");
      for (const name of HEADER_ONLY_DIRECTIVES) expect(metaContentSecurityPolicy(policy)).not.toContain(name);
    });
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
