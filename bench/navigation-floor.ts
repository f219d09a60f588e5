// The floor of page to page on the harness's network: the same walk over a copy of the site where every
// page is bare (its title, the sidebar's links and its h1; no styles, no shell, no first-load script but the
// site's own fetch ahead on intent, the same speculation rules). What the floor takes is what any new
// document costs here: the 65 ms hover before the fetch, one round trip, the few bytes, then Chromium's
// commit and first frame at 4× CPU. A site that loads a document per page cannot go under it, however
// small its pages; the real walk's distance from it is what the site's own bytes and work cost.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { benchNavigation, NAVIGATION_MODES, type NavigationRun } from './navigation.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The bare pages' one script, in assets/ so the server lets it be cached as the site's own are. */
const SCRIPT = 'assets/fetch-ahead.js';

/** The site's own fetch ahead on intent (src/navigation/prefetch-on-intent.ts), built alone. */
async function fetchAheadScript(): Promise<string> {
  const entry = join(root, 'src/navigation/prefetch-on-intent.ts');
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'fetch-ahead' } },
  });
  const [bundle] = Array.isArray(output) ? output : [output];
  const chunk = 'output' in bundle! ? bundle.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('vite built no chunk for prefetch-on-intent.ts');
  // A library exports the function; the bare page calls it.
  const exported = /export\s*\{\s*(\w+)\s+as\s+prefetchOnIntent\s*\};?/;
  if (!exported.test(chunk.code)) throw new Error('the built prefetch-on-intent.ts no longer exports prefetchOnIntent as the floor expects (bench/navigation-floor.ts)');
  return chunk.code.replace(exported, '$1();');
}

/** The bare pages' script beside the page's entry script, so a build under a sub-path finds it where its server puts it. */
function scriptAddress(html: string): string {
  const entry = html.match(/<script type="module"[^>]*\ssrc="([^"]+)"/)?.[1];
  return entry ? entry.replace(/[^/]+$/, SCRIPT.split('/').pop()!) : `/${SCRIPT}`;
}

/** One page of dist/ made bare: the parts the walk reads (the sidebar's links, the h1) and the fetching ahead. */
function barePage(html: string): string {
  const part = (pattern: RegExp) => html.match(pattern)?.[0] ?? '';
  const links = [...part(/<aside[\s\S]*?<\/aside>/).matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .map(([, href, text]) => `<li><a href="${href}">${text!.replace(/<[^>]+>/g, '')}</a></li>`)
    .join('');
  return [
    `<!doctype html><html lang="${part(/(?<=<html lang=")[^"]*/)}"><head><meta charset="UTF-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    part(/<title>[\s\S]*?<\/title>/),
    part(/<script type="speculationrules">[\s\S]*?<\/script>/),
    `<script type="module" src="${scriptAddress(html)}"></script></head>`,
    `<body><aside><ul>${links}</ul></aside><main>${part(/<h1[\s\S]*?<\/h1>/)}</main></body></html>`,
  ].join('');
}

/** The floor's row in the navigation table. */
export const NAVIGATION_FLOOR = 'floor: bare pages, hover';

/** A copy of `dist`'s pages made bare, with their brotli and gzip copies, in a new directory. */
async function writeBareSite(dist: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'navigation-floor-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
  };
  const pages = (readdirSync(dist, { recursive: true }) as string[]).filter((path) => path.endsWith('.html'));
  for (const page of pages) write(join(dir, page), barePage(readFileSync(join(dist, page), 'utf8')));
  write(join(dir, SCRIPT), await fetchAheadScript());
  return dir;
}

/** `runs` hovered walks over bare copies of `dist`'s pages, served as `npm start` serves the site. */
export async function benchNavigationFloor(dist: string, runs: number, onStep?: (run: NavigationRun) => void): Promise<NavigationRun[]> {
  const bare = await writeBareSite(dist);
  const server = await startStaticServer({ dir: bare, port: 0 });
  try {
    const hovered = NAVIGATION_MODES.find((mode) => mode.hoverMs > 0)!;
    return await benchNavigation(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, runs, onStep, [{ ...hovered, name: NAVIGATION_FLOOR }]);
  } finally {
    await new Promise((done) => server.close(done));
    rmSync(bare, { recursive: true, force: true });
  }
}
