// node:http <-> web Request/Response, so the runtime-neutral handler runs unchanged on Node.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The body as a web stream that honours back-pressure and can be abandoned early.
 * Nothing is read until the handler asks (highWaterMark 0, listeners attached on the
 * first pull): a body the handler never reads (405, 404) is left to Node, which
 * discards it after the response so the keep-alive connection stays usable.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let attached = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!attached) {
          attached = true;
          req.on('data', (chunk: Buffer) => {
            if (cancelled) return;
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            req.pause(); // one chunk per read request
          });
          req.on('end', () => cancelled || controller.close());
          req.on('error', (error) => cancelled || controller.error(error));
        }
        req.resume();
      },
      cancel() {
        // The handler stopped reading (body over the limit). Drain and discard the rest
        // instead of destroying the socket, so the client still receives the 413.
        cancelled = true;
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // Fixed origin: the Host header is client-controlled and the handler needs only the path.
  return new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), {
    method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: 'half', // required by Node's fetch for a streamed request body
  } as RequestInit);
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(body);
}
