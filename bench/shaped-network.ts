// A phone network in front of the local server, for every request the browser makes. DevTools' network
// throttling slows only the requests a tab makes itself: a page fetched ahead by speculation rules (the
// browser's own request) arrived unthrottled, 8 ms after it was asked for, so a harness throttling by
// DevTools measured prefetched navigations on a network no visitor has. Here each request waits one round
// trip before its answer starts, and every answer shares one downlink of the given speed, whoever asked.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NetworkShape {
  /** One round trip, before an answer's first byte. */
  latencyMs: number;
  /** The downlink, shared by every answer in flight. */
  bytesPerSecond: number;
}

/** Slices an answer is sent in: small enough that a page streams as it would, not in one 64 KB burst. */
const SLICE = 4 * 1024;

/** A server on a free port of 127.0.0.1 that forwards to `target` (an origin) through `shape`. */
export function startShapedNetwork(target: string, shape: NetworkShape): Promise<Server> {
  const upstreamPort = Number(new URL(target).port);
  // When the shared downlink has sent everything queued so far.
  let downlinkFreeAt = 0;
  const sendAt = (bytes: number) => {
    downlinkFreeAt = Math.max(downlinkFreeAt, Date.now()) + (bytes / shape.bytesPerSecond) * 1000;
    return downlinkFreeAt - Date.now();
  };
  const server = createServer((req, res) => {
    setTimeout(() => {
      const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        // The answer ends once its last slice has gone down the link, not when the server finished it.
        let queued = 0;
        let ended = false;
        answer.on('data', (chunk: Buffer) => {
          for (let at = 0; at < chunk.length; at += SLICE) {
            const slice = chunk.subarray(at, at + SLICE);
            queued++;
            setTimeout(() => {
              res.write(slice);
              if (--queued === 0 && ended) res.end();
            }, sendAt(slice.length));
          }
        });
        answer.on('end', () => {
          ended = true;
          if (queued === 0) res.end();
        });
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, shape.latencyMs);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
