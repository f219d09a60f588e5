// Starts the editor: Vite's dev server with the project's own vite.config.ts (React, the language
// split, /src/... modules for the preview) plus the editor's plugin, on loopback only. No other page
// may read from it: CORS is off (Vite's default lets any localhost origin read every answer, the API's
// included, and Vite 8 answers before any plugin), and the files it serves exclude the local backend's
// data folder (its salt, the inbox token) besides Vite's own refusals (.env, keys, .git).
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, loadConfigFromFile, normalizePath, resolveConfig, type InlineConfig, type PluginOption, type ViteDevServer } from 'vite';
import { mediaPlugin, MEDIA_PLUGIN } from '../../scripts/lib/media/vite-media-plugin.ts';
import { DEFAULT_DATA_DIR, resolveDataDir } from '../../scripts/local-backend/data-dir.ts';
import { editorPlugin } from './editor-plugin.ts';
import { freshStartPlugin } from './fresh-start.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** Where `npm run edit` listens unless EDIT_PORT says otherwise. */
export const DEFAULT_EDIT_PORT = 5174;

/**
 * The port `npm run edit` listens on: EDIT_PORT, as `npm start` takes PORT (`EDIT_PORT=5180 npm run
 * edit`), or 5174. 0 picks a free one. Anything else than a whole number from 0 to 65535 is refused.
 */
export function editPortOf(env: Record<string, string | undefined> = process.env): number {
  const raw = env.EDIT_PORT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_EDIT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`EDIT_PORT must be a port number from 0 to 65535, not "${env.EDIT_PORT}".`);
  return port;
}

export interface EditorOptions {
  /** 5174 by default (`npm run edit` passes EDIT_PORT's, editPortOf); 0 picks a free port (tests). */
  port?: number;
  /** Where pages-data/, locales/, schemas/ and public/ are read and written; the project by default. */
  dataRoot?: string;
}

export interface RunningEditor {
  url: string;
  /** The dev server itself (tests watch what it sends to the pages). */
  server: ViteDevServer;
  close(): Promise<void>;
}

/**
 * The project's vite.config.ts without its JSON validation plugin: that plugin answers every change to
 * a data file with a full reload of every page (or an error overlay), which would reload the editor's
 * page on each save and lose what is being edited. The editor validates before it writes instead, so
 * no invalid file comes from it; the preview frame still follows saved files through Vite's own HMR.
 * Its media plugin is replaced by one of the data root, so the editor serves (and previews) the media
 * of the data it edits, with the policy and the refusal of links that serve-media.ts gives them.
 */
const WITHOUT = new Set(['site-json-validation', MEDIA_PLUGIN]);

async function withoutValidation(plugins: PluginOption[] | undefined): Promise<PluginOption[]> {
  const out: PluginOption[] = [];
  for (const option of plugins ?? []) {
    const plugin = await option;
    if (Array.isArray(plugin)) out.push(...(await withoutValidation(plugin)));
    else if (plugin && !WITHOUT.has(plugin.name)) out.push(plugin);
  }
  return out;
}

/**
 * What the editor's server never serves: the local backend's data folder wherever it is (the default's
 * name anywhere, and BACKEND_DATA_DIR's), and Vite's own list, which a `deny` of ours would replace, so
 * it is read from Vite rather than copied.
 */
async function deniedFiles(): Promise<string[]> {
  const defaults = await resolveConfig({ configFile: false, root: projectRoot, logLevel: 'silent' }, 'serve');
  return [...defaults.server.fs.deny, `**/${basename(DEFAULT_DATA_DIR)}/**`, `${normalizePath(resolveDataDir())}/**`];
}

export async function startEditor({ port = DEFAULT_EDIT_PORT, dataRoot = projectRoot }: EditorOptions = {}): Promise<RunningEditor> {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, `${projectRoot}/vite.config.ts`, projectRoot);
  if (!loaded) throw new Error('vite.config.ts not found');
  const { test: _test, ...config } = loaded.config as InlineConfig & { test?: unknown };
  const server = await createServer({
    ...config,
    configFile: false,
    root: projectRoot,
    // Its own dependency cache: its plugins differ from `npm run dev`'s, and Vite re-bundles the
    // dependencies whenever the config it finds in the cache differs, so one shared cache would be
    // rebuilt each time one or the other starts.
    cacheDir: `${projectRoot}/node_modules/.vite-editor`,
    // Start fresh answers one route of the editor's API, so it comes before the editor's plugin.
    plugins: [...(await withoutValidation(config.plugins)), mediaPlugin(dataRoot), freshStartPlugin({ root: dataRoot }), editorPlugin({ root: dataRoot })],
    server: {
      ...config.server,
      host: '127.0.0.1',
      port,
      strictPort: true,
      cors: false,
      fs: { allow: [projectRoot], deny: await deniedFiles() },
    },
    clearScreen: false,
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the editor server has no TCP address');
  return { url: `http://127.0.0.1:${address.port}/`, server, close: () => server.close() };
}
