// Serves the built site like a plain static host: /about, /about/ and /about.html all find
// About's prerendered HTML, unknown paths get 404.html with status 404.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp',
  '.pdf': 'application/pdf', '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(dir: string, urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = join(dir, clean);
  if (!base.startsWith(dir)) return undefined;
  const candidates = [base, `${base.replace(/[/\\]$/, '')}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export function startStaticServer(options: { dir: string; port: number; host?: string }): Promise<Server> {
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(options.dir, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? join(options.dir, '404.html');
    const immutable = urlPath.startsWith('/assets/');
    res.writeHead(status, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(served).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
