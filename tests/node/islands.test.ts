// @vitest-environment happy-dom
// Islands, read from the built pages: the only parts of a page that run script are its interactive
// blocks, each an island carrying its block, and every control of the page belongs to one of them or
// to the shell's first-load script. A static block that grew a button with no behaviour fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { BEHAVIOUR_BLOCKS } from '../../src/blocks/behaviours.ts';
import { islandBlocksIn } from '../../src/blocks/registry.ts';
import { ACTION_ATTRIBUTE, ACTIONS } from '../../src/blocks/shared/action-buttons.ts';
import type { Block } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';

const root = join(import.meta.dirname, '../..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const built = existsSync(join(dist, 'index.html'));

const htmlFile = (path: string) => (path === '/' ? 'index.html' : path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`);
// The body alone, frames as plain boxes: happy-dom would try to fetch stylesheets and frames.
const parse = (html: string) => new DOMParser().parseFromString(html.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<iframe\b[^>]*>/g, '<div>'), 'text/html');
// Parsing is most of this file's time: each built page is parsed once for all its checks.
const parsed = new Map<string, Document>();
const builtPage = (path: string) => parsed.get(path) ?? parsed.set(path, parse(readFileSync(join(dist, htmlFile(path)), 'utf8'))).get(path)!;
const blocksOf = (document: string): unknown => JSON.parse(readFileSync(join(root, `pages-data/${document}.json`), 'utf8')).blocks;
let manifestRead: Record<string, { file: string; isDynamicEntry?: boolean }> | undefined;
const manifest = () => (manifestRead ??= JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as typeof manifestRead & object);

/**
 * What the root names as the islands' files (fetched at the visitor's first activity): every one built,
 * the islands' own chunk and each island's block chunk among them; nothing on a page without islands.
 */
function expectIslandAssets(page: Document, types: Block['type'][]) {
  const listed = page.getElementById('root')!.getAttribute('data-island-assets');
  if (types.length === 0) {
    expect(listed).toBeNull();
    return;
  }
  const files = listed!.split(' ');
  expect(files.filter((file) => !existsSync(join(dist, file))), 'listed but not built').toEqual([]);
  expect(new Set(files).size).toBe(files.length);
  const chunkOf = (folder: string) => Object.entries(manifest()).find(([key, chunk]) => key.startsWith(folder) && chunk.isDynamicEntry)?.[1].file;
  expect(files).toContain(`/${manifest()['src/islands/hydrate-island.tsx']!.file}`);
  for (const type of new Set(types)) expect(files, type).toContain(`/${chunkOf(`src/blocks/${type[0]!.toUpperCase()}${type.slice(1)}/`)}`);
  expectSendAssets(page, types.includes('form'), files);
}

/**
 * What a page with a form names as its sending code (fetched when the visitor goes into the form): the
 * backend's client, the e-mail service and the toast among them, all built, none already an island's file.
 */
function expectSendAssets(page: Document, hasForm: boolean, islandFiles: string[]) {
  const listed = page.getElementById('root')!.getAttribute('data-send-assets');
  if (!hasForm) {
    expect(listed).toBeNull();
    return;
  }
  const files = listed!.split(' ');
  expect(files.filter((file) => !existsSync(join(dist, file))), 'listed but not built').toEqual([]);
  expect(files.filter((file) => islandFiles.includes(file)), 'already an island file').toEqual([]);
  const fileOf = (module: string) => `/${Object.entries(manifest()).find(([key]) => key.endsWith(module))![1].file}`;
  for (const module of ['@supabase/supabase-js/dist/index.mjs', '@emailjs/browser/es/index.js', 'src/services/toast-root.tsx']) expect(files, module).toContain(fileOf(module));
}

/** Controls a visitor operates; links are not among them (they work with no script). */
const CONTROLS = 'button, select, textarea, input, [role="tab"], [role="button"], summary';

describe.runIf(built)('islands of every page', () => {
  const pages = LANGUAGES.flatMap((language) => site.routes.map((route) => ({ language, path: localizePath(route.path, language), document: route.document })));

  it.each(pages)('$path: its islands are exactly its interactive blocks, in order, and it names their files', ({ path, document }) => {
    const page = builtPage(path);
    const islands = [...page.querySelectorAll<HTMLElement>('[data-island]')].map((element) => (JSON.parse(element.dataset.block!) as Block).type);
    expect(islands).toEqual(islandBlocksIn(blocksOf(document)).map((block) => block.type));
    expectIslandAssets(page, islands);
    // Ids are unique: each island hydrates with its own React id prefix.
    const ids = [...page.querySelectorAll<HTMLElement>('[data-island]')].map((element) => element.dataset.island);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(pages)('$path: every control is in an island, is one of the shell\'s, belongs to a block behaviour or is an action button', ({ path }) => {
    const page = builtPage(path);
    const isAction = (control: Element) => control.matches(`button[${ACTION_ATTRIBUTE}]`) && (ACTIONS as readonly string[]).includes(control.getAttribute(ACTION_ATTRIBUTE)!);
    const orphans = [...page.querySelectorAll<HTMLElement>(CONTROLS)]
      .filter((control) => !control.closest('[data-island]') && !control.closest('[data-shell], [data-language], [data-behaviour]') && !isAction(control))
      .map((control) => control.outerHTML.slice(0, 160));
    expect(orphans).toEqual([]);
    // A behaviour is only ever a declared block's (its plain DOM code is in the first-load script).
    const behaviours = [...page.querySelectorAll<HTMLElement>('[data-behaviour]')].map((element) => element.dataset.behaviour);
    expect(behaviours.filter((type) => !BEHAVIOUR_BLOCKS.has(type!))).toEqual([]);
  });

  it('a page without interactive blocks has no island (and so runs no React)', () => {
    // Whichever pages the documents make static (in the sample, /about among others).
    const still = site.routes.filter((route) => islandBlocksIn(blocksOf(route.document)).length === 0);
    for (const route of still) {
      const page = builtPage(route.path);
      expect(page.querySelectorAll('[data-island]'), route.path).toHaveLength(0);
    }
  });
});
