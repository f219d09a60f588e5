// A throwaway copy of the project's data (pages-data/, schemas/, locales/; public/ linked) for tests
// that import into it and validate it, so the real files are never written.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export const projectRoot = join(import.meta.dirname, '../..');

export function copyProjectData(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const dir of ['pages-data', 'schemas', 'locales']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  symlinkSync(join(projectRoot, 'public'), join(root, 'public'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Every file under pages-data/ with its bytes, to prove an import left them untouched. */
export function snapshotOf(root: string, dir = join(root, 'pages-data')): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? Object.entries(snapshotOf(root, full)) : [[relative(root, full), readFileSync(full).toString('base64')]];
    }),
  );
}

export const readCollection = (root: string, name: string) => JSON.parse(readFileSync(join(root, `pages-data/collections/${name}.json`), 'utf8')) as Record<string, unknown>;
