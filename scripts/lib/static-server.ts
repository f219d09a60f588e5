// Serves the built site as a static host or CDN would (the README shows the same rules for hosts):
// clean URLs (/about, /about/ and /about.html find About's page), the build's precompressed brotli
// and gzip copies, hashed assets cached for a year and pages revalidated, and unknown paths answered
// with their language's not-found page and a real 404.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { languageOfPath } from '../../src/i18n/language-paths.ts';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The not-found page of the path's language, compressed as the client accepts. */
function sendNotFound(dir: string, req: IncomingMessage, res: ServerResponse) {
  const language = languageOfPath(new URL(req.url ?? '/', 'http://localhost').pathname);
  const page = join(dir, language === DEFAULT_LANGUAGE ? '404.html' : `${language}/404.html`);
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

export function startStaticServer(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const serve = sirv(options.dir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
  });
  const server = createServer((req, res) => serve(req, res, () => sendNotFound(options.dir, req, res)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
