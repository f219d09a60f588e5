// Serves pages-data/media/ at /uploads/ under `npm run dev` and copies it into dist/uploads/ at build, as
// it is: SVG needs no resizing. The address comes from src/media/media-url.ts.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { MEDIA_DIR, mediaUrl } from '../../src/media/media-url.ts';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/** The files in the media folder (none when it does not exist). */
export function mediaFiles(root: string): string[] {
  const dir = join(root, MEDIA_DIR);
  return existsSync(dir) ? readdirSync(dir).filter((file) => !file.startsWith('.')) : [];
}

export function mediaPlugin(root: string): Plugin {
  return {
    name: 'site-media',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = mediaFiles(root).find((name) => req.url?.split('?')[0] === mediaUrl(name));
        if (!file) return next();
        res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
        res.end(readFileSync(join(root, MEDIA_DIR, file)));
      });
    },
    generateBundle() {
      // The server (SSR) build writes no assets of its own.
      if (this.environment?.config.consumer === 'server') return;
      for (const file of mediaFiles(root))
        this.emitFile({ type: 'asset', fileName: mediaUrl(file).slice(1), source: readFileSync(join(root, MEDIA_DIR, file)) });
    },
  };
}
