// Shared by the editor server's tests: a temporary copy of the data root, and line diffs measured by git.
import { request } from 'node:http';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** A JSON POST to the editor's API at `url` as its page sends it (or with another Origin), and the JSON answer. */
export function postJson(url: string, path: string, body: unknown, origin?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const host = new URL(url).host;
  return new Promise((resolve, reject) => {
    const req = request(`${url}api/editor/${path}`, { agent: false, method: 'POST', headers: { 'x-site-editor': '1', host, origin: origin ?? `http://${host}`, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
