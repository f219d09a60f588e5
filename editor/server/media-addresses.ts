// Vite serves every file under the project at its own path, pages-data/media/ included, as a plain
// file: an SVG opened there would run with the editor's rights, and a link would be followed. The
// media plugin serves them at /@media/<name> safely (scripts/lib/media/serve-media.ts); this answers
// every other address of a media file before Vite's file server can: /pages-data/media/<name> the same
// way, from the data root the editor edits, and any other path into a media folder (/@fs/…) not at all.
import { join, posix } from 'node:path';
import type { Connect } from 'vite';
import { MEDIA_DIR } from '../../scripts/lib/media/media-kinds.ts';
import { decodedPath, serveMediaFile } from '../../scripts/lib/media/serve-media.ts';

const INTO_MEDIA = /\/pages-data\/media(\/|$)/i;
const DIRECT = /^\/pages-data\/media\/([^/]+)$/i;

export function mediaAddresses(root: string): Connect.NextHandleFunction {
  const dir = join(root, MEDIA_DIR);
  return (req, res, next) => {
    const decoded = decodedPath(req.url);
    const path = decoded === undefined ? undefined : posix.normalize(decoded);
    if (path === undefined || !INTO_MEDIA.test(path)) return next();
    const direct = DIRECT.exec(path);
    if (direct) return serveMediaFile(dir, direct[1]!, res);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`The editor serves the media files at /@media/<name> only, not at ${path}.`);
  };
}
