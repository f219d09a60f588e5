// The editor's server: a Vite plugin whose middleware answers editor/shared/protocol.ts under
// /api/editor/ and serves the editor's page at "/". Data files are read from (and written to) the data
// root, which is the project in `npm run edit` and a temporary copy in tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { join, relative } from 'node:path';
import { API, FILE_CHANGED_EVENT, type FileChangedEvent, type FileResponse, type FilesResponse, type ValidateResponse } from '../shared/protocol.ts';
import { parseJson } from '../../scripts/lib/json-syntax.ts';
import { checkRequest, HttpError, readJsonBody, sendJson } from './http.ts';
import { resolveEditablePath } from './paths.ts';
import { createEditorProject, readText, versionOf, type EditorDirs, type EditorProject } from './project.ts';
import { save } from './save.ts';
import { createPage } from './new-page.ts';
import { planRemoval, removePage } from './remove-page.ts';
import { listMedia, uploadMedia } from './media-upload.ts';
import { mediaAddresses } from './media-addresses.ts';
import { importRoute } from './record-import.ts';

type Handler = (req: IncomingMessage, url: URL, project: EditorProject) => Promise<[number, unknown]> | [number, unknown];

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const routes: Record<string, Handler> = {
  'GET files': (_req, _url, project): [number, FilesResponse] => [200, project.files()],

  'GET file': (_req, url, project): [number, FileResponse] => {
    const asked = url.searchParams.get('path');
    // `gone=ok`: a file deleted on disk is an answer (the page compares its open copies), not a 404.
    if (url.searchParams.get('gone') === 'ok') {
      try {
        resolveEditablePath(project.dirs.root, asked);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return [200, { path: asked!, data: undefined, version: '', gone: true }];
        throw error;
      }
    }
    const { path } = resolveEditablePath(project.dirs.root, asked);
    const text = readText(project.dirs, path);
    const parsed = parseJson(text);
    return [200, parsed.error ? { path, data: undefined, version: versionOf(text), broken: { text, error: parsed.error } } : { path, data: parsed.data, version: versionOf(text) }];
  },

  'GET schema': (_req, _url, project) => [200, project.schema()],

  'GET translations': (_req, _url, project) => [200, project.translations()],

  'POST validate': async (req, _url, project): Promise<[number, ValidateResponse]> => {
    const body = await readJsonBody(req);
    if (!isRecord(body) || !isRecord(body.documents)) throw new HttpError(400, 'expected { documents: { [path]: data } }');
    // Only the editable files can be laid over the disk; anything else would be silently ignored. One
    // deleted on disk while the page holds unsaved edits of it is laid over the disk as a new file.
    for (const path of Object.keys(body.documents)) {
      try {
        resolveEditablePath(project.dirs.root, path);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
    }
    return [200, project.validate(body.documents)];
  },

  'POST save': async (req, _url, project) => {
    const body = await readJsonBody(req);
    if (!isRecord(body) || typeof body.path !== 'string' || typeof body.version !== 'string' || !('data' in body))
      throw new HttpError(400, 'expected { path, data, version }');
    return [200, save(project, body.path, body.data, body.version, { create: body.create === true })];
  },

  'POST new-page': async (req, _url, project) => [200, createPage(project, await readJsonBody(req))],
  // What removing a page takes with it, then the removal (editor/server/remove-page.ts).
  'POST remove-page/plan': async (req, _url, project) => [200, planRemoval(project, await readJsonBody(req))],
  'POST remove-page': async (req, _url, project) => [200, removePage(project, await readJsonBody(req))],
  // Images and files of pages-data/media/ (editor/shared/media-protocol.ts).
  'GET media': (_req, _url, project) => [200, listMedia(project.dirs.root)],
  'POST media': (req, url, project) => uploadMedia(req, url, project.dirs.root),
  // A BibTeX or ORCID file planned, then applied, by the re-sync engine (editor/shared/import-protocol.ts).
  'POST import': (req, url, project) => importRoute(req, url, project.dirs),
};

function apiMiddleware(project: () => EditorProject): Connect.NextHandleFunction {
  return (req, res: ServerResponse, next) => {
    const url = new URL(req.url ?? '/', 'http://editor.invalid');
    if (!url.pathname.startsWith(`${API}/`)) return next();
    const route = routes[`${req.method} ${url.pathname.slice(API.length + 1)}`];
    void (async () => {
      try {
        checkRequest(req);
        if (!route) throw new HttpError(404, `no ${req.method} ${url.pathname} in the editor's API`);
        const [status, body] = await route(req, url, project());
        sendJson(res, status, body);
      } catch (error) {
        if (error instanceof HttpError) return sendJson(res, error.status, error.body);
        console.error('[editor]', error);
        sendJson(res, 500, { message: (error as Error).message });
      }
    })();
  };
}

export function editorPlugin(dirs: EditorDirs): Plugin {
  let project: EditorProject | undefined;
  return {
    name: 'site-editor',
    apply: 'serve',
    configureServer(server) {
      // Added directly (not in a returned function), so these run before Vite serves or transforms any
      // file. Vite's request checks and Host check run first; its CORS would too, which is why the
      // editor's server has none (start-editor.ts) and the API checks every request's Origin (http.ts).
      server.middlewares.use(apiMiddleware(() => (project ??= createEditorProject(dirs))));
      server.middlewares.use(mediaAddresses(dirs.root));
      // The data root is the project in `npm run edit`, which Vite watches already; a copy elsewhere
      // (tests) is watched too, so its changes on disk reach the page the same way.
      if (relative(server.config.root, dirs.root).startsWith('..')) server.watcher.add(['pages-data', 'locales'].map((folder) => join(dirs.root, folder)));
      server.middlewares.use((req, _res, next) => {
        // The editor's page is the site of `npm run edit`; the visitor's pages are not served here.
        if (req.url === '/' || req.url?.startsWith('/?')) req.url = `/editor/index.html${req.url.slice(1)}`;
        next();
      });
    },
    // A data file changed on disk (a save, another program, an import, a new or removed page). Vite would
    // answer with a full reload of every open page, the editor's included, losing its unsaved edits: a
    // JSON module is no React Refresh boundary, and a file added or removed also updates the modules
    // that list pages-data/ with import.meta.glob (src/renderer/language-chunks.ts). So this hook runs
    // after Vite's own (`order: 'post'`, the glob's included), takes every module it was given out of
    // the update (invalidated, so a page that reloads gets the new data), and the editor's page is told
    // which file changed instead: it reads the file again, or keeps its unsaved edits beside the disk's.
    hotUpdate: {
      order: 'post',
      handler({ file, type, modules, server }) {
        // The data root's files are announced; the project's own (when the editor edits a copy) are only kept from reloading the page.
        const path = dataPathOf(dirs.root, file);
        if (!path && !dataPathOf(server.config.root, file)) return;
        for (const module of modules) this.environment.moduleGraph.invalidateModule(module);
        if (path && this.environment.name === 'client') server.ws.send({ type: 'custom', event: FILE_CHANGED_EVENT, data: { path, change: type } satisfies FileChangedEvent });
        return [];
      },
    },
  };
}

/** "pages-data/about.json" for a data file of the data root (pages-data/, locales/), else undefined. */
export function dataPathOf(root: string, file: string): string | undefined {
  const path = relative(root, file).split('\\').join('/');
  return /^(pages-data|locales)\//.test(path) ? path : undefined;
}
