// Comments and the README name files to say where something lives; a file renamed or removed leaves them
// pointing nowhere, and a newcomer follows them. Every file a comment (in the project's code) or the README
// names must exist: a path from the project's root, a path relative to the file, a file of a package, or,
// for a bare file name, some file of the project with that name.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/sample-data.ts';

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'dist-site', 'test-results', '.cache']);
/** Files that are not prose of the project: generated code, test fixtures, static files. */
const NOT_READ = /^(src\/generated|tests\/fixtures|public)\//;
/**
 * Names that are not the project's files: the contract beside the project (../shared), and files the
 * running site and the build make (the local backend's owner.json, the build's record of its address and forms),
 * the citation counts `npm run refresh:metrics` writes (the sample has none, so its typed figures show), and
 * the page file New page refuses to put beside the collections' folder.
 */
const NOT_PROJECT_FILES = new Set(['SPEC.md', 'ARCHITECTURE.md', 'TOOLCHAIN.md', 'owner.json', 'dist/.vite/build-info.json', 'metrics.json', 'pages-data/metrics.json', '../../pages-data/metrics.json', 'pages-data/collections.json']);
// Not a name's tail (`.schema.json` in prose) nor a placeholder (`<collection.json>`).
const NAMED_FILE = /(?<![\w.*<>/-])(?:\.{1,2}\/)*(?:[\w@.-]+\/)*[\w-][\w.-]*\.(?:tsx?|mjs|json|css|md|ya?ml|sql|snap)\b/g;

function projectFiles(dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    // Hidden folders are tools' caches (.deno-cache…), except the hosting workflow's.
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.github') ? [] : projectFiles(path);
    return [path];
  });
}

const files = projectFiles();
const names = new Set(files.map((file) => file.split('/').pop()!));
const comments = (text: string) => (text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).join('\n');

function exists(named: string, from: string): boolean {
  if (NOT_PROJECT_FILES.has(named)) return true;
  // Relative to the file; the README's are inside JSON examples, relative to a document.
  if (/^\.{1,2}\//.test(named)) return from.endsWith('.md') || existsSync(join(root, dirname(from), named));
  if (!named.includes('/')) return names.has(named) || NOT_PROJECT_FILES.has(named);
  // A path from the root, the tail of a longer one, or a package's own file (@mantine/core/styles/…).
  return existsSync(join(root, named)) || files.some((file) => file.endsWith(`/${named}`)) || existsSync(join(root, 'node_modules', named));
}

describe('files named in comments, the README and docs/', () => {
  it('all exist', () => {
    const sources = files.filter((file) => /\.(tsx?|mjs|css)$/.test(file) && !NOT_READ.test(file));
    expect(sources.length).toBeGreaterThan(100);
    // The decision log is dated history: it names files as they were when each decision was made.
    const guides = ['README.md', ...files.filter((file) => /^docs\/[^/]+\.md$/.test(file) && file !== 'docs/decisions.md')];
    const missing = [...sources, ...guides].flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const prose = file.endsWith('.md') ? text : comments(text);
      return [...prose.matchAll(NAMED_FILE)].map(([named]) => named).filter((named) => !exists(named, file)).map((named) => `${file}: ${named}`);
    });
    expect(missing).toEqual([]);
  });
});
