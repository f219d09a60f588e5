// The maintainer's editor (`npm run edit`, editor/) is a local tool: nothing of it may reach a visitor.
// Read from dist/ alone: the build's module manifest and the text of every file it wrote.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, EDITOR_HEADER } from '../../editor/shared/protocol.ts';

const root = join(import.meta.dirname, '../..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));

describe("the visitor's build holds nothing of the editor", () => {
  if (!existsSync(join(dist, 'index.html'))) {
    it('needs a build', () => {
      throw new Error(`dist/ is missing: run npm run build (looked in ${dist})`);
    });
    return;
  }
  it('bundles no module of editor/, of the form generator or of the JSON patcher', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { src?: string }>;
    const modules = Object.keys(manifest);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((key) => /^editor\/|@rjsf|jsonc-parser|@mantine\/dates/.test(key))).toEqual([]);
  });
  it("no file it wrote names the editor's API or its request header", () => {
    const texts = filesUnder(dist).filter((file) => /\.(js|css|html|json|xml|txt)$/.test(file));
    expect(texts.length).toBeGreaterThan(100);
    const leaks = texts.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes(API) || text.includes(EDITOR_HEADER);
    });
    expect(leaks).toEqual([]);
  });
});
