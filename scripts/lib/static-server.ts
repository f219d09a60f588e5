// Serves the built site as a static host or CDN would, by the rules every host file is written from
// (scripts/lib/hosting/host-rules.ts): clean URLs (/about, /about/ and /about.html find About's page),
// the build's precompressed brotli and gzip copies, hashed assets cached for a year and pages
// revalidated, and unknown paths answered with their language's not-found page and a real 404. A build
// for a sub-path (SITE_URL https://prof.github.io/site) is served under it, as GitHub Pages would: /site/
// is the home page and anything outside /site/ is not found. Every response carries the headers the build
// wrote into _headers for its path (the security headers, scripts/lib/hosting/security-headers.ts), as
// Cloudflare Pages and Netlify send them; with `hostHeaders: false` it sends none of them, as GitHub Pages,
// which reads no _headers: the pages' own <meta> policy is then all a visitor's browser gets.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { languageOfPath } from '../../src/i18n/language-paths.ts';
import { withoutBase } from '../../src/i18n/site-base.ts';
import { decideRange, rangeForSirv } from './hosting/byte-range.ts';
import { headersFromFile } from './hosting/host-files.ts';
import { IMMUTABLE, notFoundFile, REVALIDATE } from './hosting/host-rules.ts';
import { badRequest, guardServer, requestTarget } from './http-guards.ts';
import { SITE_FOLDERS } from './site-folders.ts';

/** The not-found page of the path's language, compressed as the client accepts. */
function sendNotFound(dir: string, base: string, pathname: string, req: IncomingMessage, res: ServerResponse) {
  const language = languageOfPath(withoutBase(pathname, base));
  const page = join(dir, notFoundFile(language));
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = ['br', 'gzip'].find((name) => accepts.includes(name) && existsSync(`${page}.${name === 'br' ? 'br' : 'gz'}`));
  const file = encoding ? `${page}.${encoding === 'br' ? 'br' : 'gz'}` : page;
  res.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': REVALIDATE,
    'content-length': statSync(file).size,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** `base` is the build's sub-path ('' or '/site'; see basePathOf in seo/site-url.ts). */
export function startStaticServer(options: { dir: string; port: number; host?: string; base?: string; hostHeaders?: boolean }): Promise<Server> {
  const base = options.base ?? '';
  // sirv's setHeaders sees the file's size but not the request: each response's request, for its Range.
  const requests = new WeakMap<ServerResponse, IncomingMessage>();
  const serve = sirv(options.dir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders: (res, pathname, stats) => {
      res.setHeader('cache-control', pathname.startsWith(`/${SITE_FOLDERS.assets}/`) ? IMMUTABLE : REVALIDATE);
      const req = requests.get(res);
      if (req?.headers.range === undefined) return;
      const range = rangeForSirv(decideRange(req.headers.range, stats.size), stats.size);
      if (range === undefined) delete req.headers.range;
      else req.headers.range = range;
    },
  });
  const headersFor: (path: string) => Record<string, string> = options.hostHeaders === false ? () => ({}) : headersFromFile(options.dir);
  const server = guardServer(createServer((req, res) => {
    const url = requestTarget(req);
    if (!url) {
      badRequest(res);
      return;
    }
    for (const [name, value] of Object.entries(headersFor(url.pathname))) res.setHeader(name, value);
    if (base && url.pathname === base) {
      // /site answers /site/, as GitHub Pages does for a folder.
      res.writeHead(301, { location: `${base}/${url.search}` }).end();
      return;
    }
    if (base && !url.pathname.startsWith(`${base}/`)) {
      sendNotFound(options.dir, base, url.pathname, req, res);
      return;
    }
    // sirv sees the path inside the build's folder.
    if (base) req.url = `${withoutBase(url.pathname, base)}${url.search}`;
    requests.set(res, req);
    try {
      serve(req, res, () => sendNotFound(options.dir, base, url.pathname, req, res));
    } catch (error) {
      // Whatever a request makes the static handler throw stays with that request: the site (and the
      // local backend `npm start` runs beside it, with its database) keep serving everyone else.
      console.error(`static server: ${req.method} ${url.pathname}: ${(error as Error).message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('500 Internal Server Error\n');
    }
  }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
