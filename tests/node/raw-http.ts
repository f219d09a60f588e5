// Requests no browser or fetch() would send, written byte by byte on a socket: the hostile requests every
// server the project starts must answer without stopping (scripts/lib/http-guards.ts).
import { connect } from 'node:net';

/** Writes `head` (and `body`), and resolves with the status code of the answer, or 0 if the socket closed without one. */
export function rawStatus(url: string, head: string, body = ''): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may lose an answer that is still being streamed.
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    let text = '';
    socket.setEncoding('latin1');
    socket.setTimeout(15_000, () => socket.destroy()); // no answer at all reads as 0, not as a hung test
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

/** `GET path` with nothing else that could stand in its way. */
export const rawGet = (url: string, path: string, headers = '') => rawStatus(url, `GET ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close${headers}`);

/** Opens a POST that promises a body and sends one byte of it: the socket stays open until `close()`. */
export function slowBody(url: string, path: string): { close(): void } {
  const { hostname, port, host } = new URL(url);
  const socket = connect(Number(port), hostname, () => socket.write(`POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`));
  socket.on('error', () => {});
  return { close: () => socket.destroy() };
}

/**
 * The four requests the issue found or feared, each followed by a plain request that must still be served:
 * `//[` (a URL parser's throw), `%` (a path that does not decode), a header past Node's 16 KB, and a body that
 * never finishes. Resolves with each hostile request's status and whether the server answered after it.
 */
export async function hostileRound(url: string, options: { okPath: string; bodyPath: string }): Promise<Record<string, { status: number; servedAfter: number }>> {
  const result: Record<string, { status: number; servedAfter: number }> = {};
  const after = () => rawGet(url, options.okPath);
  result['//['] = { status: await rawGet(url, '//['), servedAfter: await after() };
  result['%'] = { status: await rawGet(url, '/%'), servedAfter: await after() };
  result['long header'] = { status: await rawGet(url, options.okPath, `\r\nX-Long: ${'a'.repeat(20_000)}`), servedAfter: await after() };
  const slow = slowBody(url, options.bodyPath);
  try {
    result['slow body'] = { status: 0, servedAfter: await after() };
  } finally {
    slow.close();
  }
  return result;
}
