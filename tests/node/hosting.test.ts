// The host files the build writes (_headers, _redirects), GitHub Pages' not-found script, and npm start's
// server under a sub-path: all from one definition of the rules (scripts/lib/hosting/host-rules.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../../scripts/lib/hosting/host-files.ts';
import { notFoundPageScript } from '../../scripts/lib/hosting/github-pages-404.ts';
import { IMMUTABLE } from '../../scripts/lib/hosting/host-rules.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { withBase, withoutBase } from '../../src/i18n/site-base.ts';

describe('site paths and addresses', () => {
  it('adds and removes the sub-path, and leaves other addresses alone', () => {
    expect(withBase('/about', '/site')).toBe('/site/about');
    expect(withBase('/', '/site')).toBe('/site/');
    // A site at /docs with a file /docs/map.pdf of its own still gets its prefix.
    expect(withBase('/docs/map.pdf', '/docs')).toBe('/docs/docs/map.pdf');
    for (const other of ['https://a.example/x', '#team', 'mailto:a@b.example', '//cdn.example/x']) expect(withBase(other, '/site')).toBe(other);
    expect(withBase('/about', '')).toBe('/about');
    expect(withoutBase('/site/en/about', '/site')).toBe('/en/about');
    expect(withoutBase('/site', '/site')).toBe('/');
    expect(withoutBase('/sitemap.xml', '/site')).toBe('/sitemap.xml');
  });
});

describe('host files', () => {
  it('cache the hashed assets for a year, under the sub-path', () => {
    expect(headersFile('')).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(headersFile('/site')).toContain(`/site/assets/*\n  Cache-Control: ${IMMUTABLE}\n`);
  });

  it("send each language's misses to its not-found page, the prefixed languages first", () => {
    const rules = (base: string) => redirectsFile(base).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules('')).toEqual(['/en/*  /en/404.html  404', '/es/*  /es/404.html  404']);
    expect(rules('/site')).toEqual(['/site/en/*  /site/en/404.html  404', '/site/es/*  /site/es/404.html  404', '/site/*  /site/404.html  404']);
  });
});

describe("GitHub Pages' not-found page", () => {
  /** Runs the head script at an address with a stored language; returns where it sent the visitor. */
  function run(script: string, pathname: string, stored: string | null = null) {
    const sent: string[] = [];
    const location = { pathname, search: '', hash: '', replace: (to: string) => sent.push(to) };
    const document = { documentElement: { hidden: false } };
    new Function('location', 'localStorage', 'document', script)(location, { getItem: () => stored }, document);
    return { sent, hidden: document.documentElement.hidden };
  }

  it("sends an English or Spanish miss to that language's not-found page, under the sub-path", () => {
    expect(run(notFoundPageScript('/site'), '/site/en/nothing-here')).toEqual({ sent: ['/site/en/404.html'], hidden: true });
    expect(run(notFoundPageScript(''), '/es/nada')).toEqual({ sent: ['/es/404.html'], hidden: true });
  });

  it('leaves a Portuguese miss where it is, unless the visitor chose another language', () => {
    expect(run(notFoundPageScript('/site'), '/site/nada')).toEqual({ sent: [], hidden: false });
    expect(run(notFoundPageScript('/site'), '/site/nada', 'en').sent).toEqual(['/site/en/nada']);
    // Once there, the English miss goes to the English page: no loop.
    expect(run(notFoundPageScript('/site'), '/site/en/nada', 'en').sent).toEqual(['/site/en/404.html']);
  });
});

describe("npm start's server under a sub-path", () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-base-'));
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const files = { 'index.html': 'home', 'about.html': 'about', '404.html': 'não encontrada', 'en/404.html': 'not found', 'assets/a.js': 'x' };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    server = await startStaticServer({ dir, port: 0, base: '/site' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    return { status: response.status, text: await response.text(), location: response.headers.get('location'), cache: response.headers.get('cache-control') };
  };

  it('serves the build under /site/ only', async () => {
    expect(await get('/site/')).toMatchObject({ status: 200, text: 'home' });
    expect(await get('/site/about')).toMatchObject({ status: 200, text: 'about' });
    expect(await get('/site/assets/a.js')).toMatchObject({ status: 200, cache: IMMUTABLE });
    expect(await get('/site')).toMatchObject({ status: 301, location: '/site/' });
    expect(await get('/about')).toMatchObject({ status: 404, text: 'não encontrada' });
  });

  it("answers a miss with its language's not-found page", async () => {
    expect(await get('/site/en/nothing')).toMatchObject({ status: 404, text: 'not found' });
    expect(await get('/site/nada')).toMatchObject({ status: 404, text: 'não encontrada' });
  });
});
