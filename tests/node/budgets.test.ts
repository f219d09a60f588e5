// First-load budgets of every prerendered page (JS ≤ 11.5 KB, CSS ≤ 12 KB, total ≤ 170 KB gzip),
// measured from dist/ alone, plus tests of the measuring itself on a tiny fake build.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureAllPages, measureFirstLoad, overBudget } from '../../scripts/lib/first-load.ts';
import { PAGE_STYLES_ATTRIBUTE } from '../../scripts/lib/page-styles.ts';
import { FORM_JS_BUDGET, INTERACTION_JS_BUDGET, interactionOverBudget, measureInteractionLoads } from '../../scripts/lib/interaction-load.ts';
import site from '../../pages-data/site.json';
import { islandBlocksIn } from '../../src/blocks/registry.ts';
import type { SiteDocument } from '../../src/generated/schemas.ts';

const root = join(import.meta.dirname, '../..');
// SITE_DIST measures another build (a copy of the repo) without touching this one.
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const built = existsSync(join(dist, 'index.html'));
// Every page's first load, measured once for the tests below; [page, result] pairs so a test's name shows the path without quotes.
const measured = built ? measureAllPages(dist).map((result) => [result.page, result] as const) : [];

describe('first-load budgets', () => {
  if (!built) {
    it('need a build', () => {
      throw new Error(`dist/ is missing: run npm run build (looked in ${dist})`);
    });
    return;
  }
  it.each(measured)('%s stays within the first-load budgets', (_page, result) => {
    const problems = overBudget(result);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });
});

describe('a page needs nothing but its HTML to paint', () => {
  if (!built) return;
  // The next page is fetched ahead on intent as HTML alone: a stylesheet of its own would cost a round
  // trip after it (scripts/lib/page-styles.ts). The entry script is the same file on every page.
  it.each(measured)('%s carries its styles inline and links no stylesheet it must wait for', (_page, result) => {
    expect(result.files.filter((file) => file.kind === 'css').map((file) => file.path)).toEqual([`${result.files[0]!.path} <style ${PAGE_STYLES_ATTRIBUTE}>`]);
    expect(result.cssGzip).toBeGreaterThan(1_000);
  });
});

describe('heavy libraries load only with the action that needs them', () => {
  if (!built) return;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const reach = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) if (manifest[key] && !seen.has(key)) reach(manifest[key]!.imports ?? [], seen.add(key));
    return seen;
  };
  // What the download helper loads on a click (jspdf inside pdf-document, fflate, the downloads
  // text) and what the search loads when it opens (Spotlight, MiniSearch), less what the app itself
  // shares with them. The search index is a file fetched then, never part of a bundle.
  // The site's own code: the entry, the islands' runtime, every block and form (what islands load).
  const app = reach([
    ...Object.keys(manifest).filter((key) => manifest[key]!.isEntry || /^src\/(blocks\/[A-Z]\w*\/[A-Z]\w*\.tsx|forms\/\w+Form\.tsx)$/.test(key)),
    'src/islands/hydrate-island.tsx',
  ]);
  const onClick = Object.keys(manifest).filter((key) => /^src\/downloads\/(pdf-document|zip-archive)\.ts$|^pages-data\/collections\/downloads\.json/.test(key));
  // The search dialog shares Mantine's portal and floating code with the site's own dialogs; its own
  // weight is itself, Spotlight and MiniSearch.
  const search = [...reach(['src/search/search-root.tsx'])].filter((key) => /search-root|SearchDialog|spotlight|minisearch/i.test(key));
  const heavy = [...reach(onClick), ...search].filter((key) => !app.has(key)).map((key) => manifest[key]!.file);
  it('finds those chunks in the build', () => {
    expect(heavy.length).toBeGreaterThanOrEqual(6);
    expect(heavy.some((file) => /search-root|SearchDialog/.test(file))).toBe(true);
  });
  it.each(measured)('%s: none in its first load', (_page, result) => {
    expect(result.files.map((file) => file.path).filter((path) => heavy.some((file) => path.endsWith(file)))).toEqual([]);
  });
  const blocksOf = (document: string): unknown => JSON.parse(readFileSync(join(root, `pages-data/${document}.json`), 'utf8')).blocks;
  it.each(measureInteractionLoads(dist, site as unknown as SiteDocument, (d) => islandBlocksIn(blocksOf(d))).map((load) => [load.route, load] as const))(
    '%s: none when its islands hydrate',
    (_route, load) => expect(load.files.filter((file) => heavy.includes(file))).toEqual([]),
  );
});

describe('islands budget', () => {
  if (!built) return;
  const blocksOf = (document: string): unknown => JSON.parse(readFileSync(join(root, `pages-data/${document}.json`), 'utf8')).blocks;
  // What a page's islands load (when the browser is idle, or on the first input to one) decides how soon
  // a tap on them works.
  it.each(measureInteractionLoads(dist, site as unknown as SiteDocument, (d) => islandBlocksIn(blocksOf(d))).map((load) => [load.route, load] as const))(
    `%s: its islands hydrate with at most ${INTERACTION_JS_BUDGET / 1000} KB gzip of JavaScript, and ${FORM_JS_BUDGET / 1000} KB more for a form`,
    (route, load) => {
      expect(interactionOverBudget(load)).toEqual([]);
      // A page with islands that loads nothing would mean the measuring broke, not that the page got lighter.
      if (islandBlocksIn(blocksOf(site.routes.find((r) => r.path === route)!.document)).length > 0) expect(load.jsGzip).toBeGreaterThan(40_000);
      else expect(load.jsGzip).toBe(0);
    },
  );
});

describe('measureFirstLoad', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'first-load-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), content);
  };
  const gz = (content: string) => gzipSync(content, { level: 9 }).length;
  // Distinct content per file so a miscounted file changes the sums.
  const js = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(40))};\n`;
  const html = [
    '<!doctype html><html><head><link rel="icon" href="/favicon.svg">',
    '<link rel="modulepreload" crossorigin href="/assets/page.js">',
    '<script type="module" crossorigin src="/assets/entry.js"></script>',
    '<link rel="stylesheet" href="/assets/entry.css"><link rel="prefetch" href="/assets/lazy.js"></head>',
    '<body><!-- <img src="/commented.png"> --><img src="/hero.png" alt=""><img src="/lazy.png" loading="lazy" alt="">',
    '<script type="application/json">{"x":"<img src=\'/in-json.png\'>"}</script></body></html>',
  ].join('\n');
  write('index.html', html);
  write('about.html', html);
  write('about/index.html', html);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
  write('hero.png', 'P'.repeat(500));
  write('lazy.png', 'L'.repeat(700));
  for (const name of ['entry', 'shared', 'deep', 'page', 'lazy', 'lazyDep']) write(`assets/${name}.js`, js(name));
  write('assets/entry.css', 'body{margin:0}'.repeat(20));
  write('assets/shared.css', '.shared{color:red}'.repeat(20));
  write('assets/lazy.css', '.lazy{color:blue}'.repeat(20));
  write('.vite/manifest.json', JSON.stringify({
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/Lazy.tsx'], css: ['assets/entry.css'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'], css: ['assets/shared.css'] },
    '_deep.js': { file: 'assets/deep.js', imports: ['_shared.js'] }, // a cycle must not loop
    'pages-data/page.json': { file: 'assets/page.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/Lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true, imports: ['_lazyDep.js'], css: ['assets/lazy.css'] },
    '_lazyDep.js': { file: 'assets/lazyDep.js' },
  }));

  it('counts the static-import closure, preloads and eager images, not dynamic imports or lazy images', () => {
    const result = measureFirstLoad(fixture, 'index.html');
    expect(result.files.map((f) => f.path).sort()).toEqual(
      ['index.html', 'favicon.svg', 'hero.png', 'assets/entry.js', 'assets/shared.js', 'assets/deep.js', 'assets/page.js', 'assets/entry.css', 'assets/shared.css'].sort(),
    );
    expect(result.page).toBe('/');
    expect(result.jsGzip).toBe(['entry', 'shared', 'deep', 'page'].reduce((sum, name) => sum + gz(js(name)), 0));
    expect(result.cssGzip).toBe(gz('body{margin:0}'.repeat(20)) + gz('.shared{color:red}'.repeat(20)));
    expect(result.htmlGzip).toBe(gz(html));
    // svg is text and travels compressed; png is sent as it is.
    expect(result.imagesBytes).toBe(gz('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>') + 500);
    expect(result.totalGzip).toBe(result.jsGzip + result.cssGzip + result.htmlGzip + result.imagesBytes);
    expect(result.missing).toEqual([]);
  });

  it('lists each route once, names pages by URL and reports missing files', () => {
    write('es/index.html', '<script type="module" src="/assets/gone.js"></script>');
    const pages = measureAllPages(fixture);
    rmSync(join(fixture, 'es'), { recursive: true });
    expect(pages.map((p) => p.page).sort()).toEqual(['/', '/about', '/es/']);
    expect(overBudget(pages.find((p) => p.page === '/es/')!)).toEqual(['/es/: assets/gone.js is referenced but missing from dist/, so the figures are too low']);
  });

  it('words budget overruns as sentences', () => {
    const result = { ...measureFirstLoad(fixture, 'index.html'), page: '/meeting', jsGzip: 131_170, cssGzip: 12_000, totalGzip: 170_020 };
    expect(overBudget(result)).toEqual([
      '/meeting: first-load JavaScript is 131.2 KB gzip, over the 11.5 KB budget',
      '/meeting: everything a first load transfers is 170020 bytes gzip, over the 170 KB budget',
    ]);
  });
});
