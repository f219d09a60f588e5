// The build's side of pages-data/media/: the module "virtual:media" (what each file is: an image's
// size and encoded sources, a download's size and page count), the encoded and hashed files written
// into dist/assets/media/ by the client build, and, in the dev server and the editor, the originals
// served as they are under /@media/ (serve-media.ts: with a policy that lets nothing in them run). It also fills in the computed facts of collection records that
// name a real file (see withFileFacts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { MediaManifest } from '../../../src/media/media-types.ts';
import { formatFileSize } from './file-facts.ts';
import { MEDIA_DIR } from './media-kinds.ts';
import { buildMedia, type MediaBuild } from './media-manifest.ts';
import { decodedPath, serveMediaFile } from './serve-media.ts';

const VIRTUAL = 'virtual:media';
const RESOLVED = `\0${VIRTUAL}`;
const SERVE_PREFIX = '@media/';
const COLLECTION = /\/pages-data\/collections\/[^/]+\.json\?lang=(pt|en|es)$/;

/**
 * A collection's records with the facts of the real file each names in "file" (a media file name):
 * its "format" (PDF, ZIP), "size" ("12 KB") and, for a PDF, "pages". The schema forbids typing them
 * beside "file", so the card shows only what the build measured.
 */
export function withFileFacts(collection: unknown, manifest: MediaManifest, language: string): unknown {
  if (!collection || typeof collection !== 'object' || !Array.isArray((collection as { items?: unknown }).items)) return collection;
  const items = (collection as { items: Record<string, unknown>[] }).items.map((item) => {
    const entry = typeof item.file === 'string' ? manifest[item.file] : undefined;
    if (entry?.kind !== 'file') return item;
    return { ...item, format: entry.format, size: formatFileSize(entry.bytes, language), ...(entry.pages !== undefined && { pages: entry.pages }) };
  });
  return { ...collection, items };
}

/** The portrait's media name, which the CV PDF places (a small JPEG of it); none when no portrait is set. */
function portraitName(root: string): string[] {
  const site = JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as { identity?: { portrait?: { file?: unknown } } };
  const file = site.identity?.portrait?.file;
  return typeof file === 'string' ? [file] : [];
}

/** The plugin's name (the editor replaces the project's with one of the data it edits). */
export const MEDIA_PLUGIN = 'pages-data-media';

export function mediaPlugin(root: string): Plugin {
  const dir = join(root, MEDIA_DIR);
  let config: ResolvedConfig;
  let media: Promise<MediaBuild> | undefined;
  const load = () =>
    (media ??= buildMedia({ dir, cacheDir: join(root, 'node_modules/.cache/media'), mode: config.command === 'build' ? 'build' : 'serve', servePrefix: SERVE_PREFIX, printNames: portraitName(root) }));
  return {
    name: MEDIA_PLUGIN,
    // Before Vite's JSON plugin, so a collection is still JSON when its file facts are filled in.
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(dir);
      return `export default ${JSON.stringify((await load()).manifest)};`;
    },
    async transform(code, id) {
      const language = COLLECTION.exec(id)?.[1];
      if (!language || !code.includes('"file"')) return null;
      return { code: JSON.stringify(withFileFacts(JSON.parse(code), (await load()).manifest, language)), moduleType: 'json' };
    },
    // The client build writes the files; the server build (dist-ssr) only reads the manifest.
    async generateBundle() {
      if (config.build.ssr) return;
      for (const output of (await load()).outputs) this.emitFile({ type: 'asset', fileName: output.path, source: output.data });
    },
    configureServer(server) {
      server.watcher.add(dir);
      const changed = (file: string) => {
        if (!file.startsWith(dir)) return;
        media = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', changed).on('change', changed).on('unlink', changed);
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(`/${SERVE_PREFIX}`)) return next();
        // Only a plain media name is served (serveMediaFile), so no path can leave the folder.
        serveMediaFile(dir, decodedPath(req.url)?.slice(SERVE_PREFIX.length + 1) ?? '', res);
      });
    },
  };
}
