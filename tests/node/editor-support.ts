// Shared by the editor server's tests: a temporary copy of the data root, an editor started on it with a
// raw HTTP caller, and line diffs measured by git.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** A copy of everything validation reads, so tests never write into the project's own files. */
export function copyDataRoot(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'editor-data-'));
  for (const folder of ['pages-data', 'locales', 'schemas', 'public']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Every .json file under pages-data/, relative to the project. */
export function pagesDataFiles(root = projectRoot): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const rel = `${dir}/${name}`;
      return statSync(join(root, rel)).isDirectory() ? walk(rel) : rel.endsWith('.json') ? [rel] : [];
    });
  return walk('pages-data').sort();
}

/** Lines added and removed between two texts, as `git diff --numstat` counts them. */
export function diffLines(before: string, after: string): { added: number; removed: number } {
  const dir = mkdtempSync(join(tmpdir(), 'editor-diff-'));
  try {
    writeFileSync(join(dir, 'a'), before);
    writeFileSync(join(dir, 'b'), after);
    let out = '';
    try {
      out = execFileSync('git', ['diff', '--no-index', '--numstat', 'a', 'b'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      out = (error as { stdout: string }).stdout; // exit status 1: the files differ
    }
    const [added = '0', removed = '0'] = out.trim().split(/\s+/);
    return { added: Number(added), removed: Number(removed) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface EditorReply {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface EditorCallOptions {
  /** A JSON body (sent as application/json). */
  body?: unknown;
  /** A body sent as it is (as application/json unless `headers` name another type). */
  raw?: Buffer | string;
  /** Headers over the editor's own (an empty value removes one: a request a browser would not send). */
  headers?: Record<string, string>;
}

/**
 * For a test file: an editor started (in beforeAll) on a temporary copy of the data, stopped and removed
 * after, and `call`, a raw HTTP request to its API, so tests can send what a browser would not (another
 * Host, no Origin). Vite itself may answer first (its own Host check), in plain text: `body.text`.
 */
export function editorUnderTest() {
  const state = {} as { editor: RunningEditor; data: ReturnType<typeof copyDataRoot>; host: string };
  beforeAll(async () => {
    state.data = copyDataRoot();
    state.editor = await startEditor({ port: 0, dataRoot: state.data.root });
    state.host = new URL(state.editor.url).host;
  });
  afterAll(async () => {
    await state.editor?.close();
    state.data?.remove();
  });
  function call(method: 'GET' | 'POST', path: string, options: EditorCallOptions = {}): Promise<EditorReply> {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { 'x-site-editor': '1', host: state.host, ...(method === 'POST' ? { origin: `http://${state.host}`, 'content-type': 'application/json' } : {}), ...options.headers };
    for (const [key, value] of Object.entries(headers)) if (value === '') delete headers[key];
    return new Promise((resolve, reject) => {
      const req = request(`${state.editor.url}api/editor/${path}`, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : { text } }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { state, call };
}
