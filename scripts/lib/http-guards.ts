// Guards for every server the project starts. `new URL('//[', base)` takes `//[` for a host and throws,
// and a throw inside a Node request listener stops the whole process (site and backend alike).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The longest request target (path and query) a server the project starts reads. Node already refuses a
 * request line past its 16 KB header limit, but a developer may raise that (--max-http-header-size); no
 * page, route or file name comes near this.
 */
export const MAX_TARGET_LENGTH = 8192;

/** Whether the request's target is past MAX_TARGET_LENGTH: a server answers it 414 without reading it. */
export const targetTooLong = (req: Pick<IncomingMessage, 'url'>): boolean => (req.url ?? '').length > MAX_TARGET_LENGTH;

/**
 * The path without its trailing slashes ("/a//" → "/a", "/" → ""), in one pass from the end. The regular
 * expression /\/+$/ tries every run of slashes from each of its starts: 40,000 slashes before a letter
 * took it over a second.
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

/** The target's path and query on a fixed origin (the Host header is the client's to choose), or null. */
export function requestTarget(req: Pick<IncomingMessage, 'url'>): URL | null {
  const target = req.url ?? '/';
  // Only origin-form targets ("/path?query") are served; "*" and absolute forms are not a page.
  if (!target.startsWith('/') || target.length > MAX_TARGET_LENGTH) return null;
  try {
    const url = new URL(`http://localhost${target}`);
    decodeURIComponent(url.pathname); // "%" or "%zz": a path no file or route can have
    return url;
  } catch {
    return null;
  }
}

/** A 400 for a target `requestTarget` cannot read; the server goes on serving. */
export function badRequest(res: ServerResponse): void {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Bad request: the path is not a valid URL.\n');
}

/**
 * Limits for a server the project starts: a client that trickles its headers or body is cut off rather
 * than holding a connection for Node's default 5 minutes (over-long headers already get Node's 431).
 */
export function guardServer<T extends Server>(server: T): T {
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return server;
}
