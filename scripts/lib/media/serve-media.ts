// The originals of pages-data/media/ as the dev server and the editor serve them (the build writes its
// own copies). An SVG opened at the editor's address would otherwise run with the editor's rights, so
// every answer carries a policy that lets nothing run and nothing load: even a file that slipped past
// the SVG check (copied in by hand, say) is inert here. A link is never followed.
import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { FILE_TYPES, IMAGE_TYPES, MEDIA_NAME, extensionOf, mediaKindOf } from './media-kinds.ts';
import { openMediaFile } from './media-file.ts';

/** No script, no request to anywhere, the document in a sandbox of its own; an SVG's inline styles still apply. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const TYPES: Record<string, string> = { ...IMAGE_TYPES, ...FILE_TYPES };

/** The path of a request's address, decoded ("/@media/a b.svg"), or undefined when its escapes are malformed. */
export function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://media.invalid').pathname);
  } catch {
    return undefined;
  }
}

/** Answers with the media file `name` of `dir`: only a plain media name, only a plain file (404 otherwise). */
export function serveMediaFile(dir: string, name: string, res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', MEDIA_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const opened = MEDIA_NAME.test(name) && mediaKindOf(name) ? openMediaFile(join(dir, name)) : undefined;
  if (!opened || 'refusal' in opened) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`pages-data/media/${name}: ${opened?.refusal ?? 'not a media file name'}`);
    return;
  }
  res.setHeader('Content-Type', TYPES[extensionOf(name)]!);
  res.setHeader('Content-Length', opened.size);
  // pipeline closes the file when the answer ends, fails or is cut off by the browser.
  pipeline(createReadStream('', { fd: opened.fd }), res, () => {});
}
