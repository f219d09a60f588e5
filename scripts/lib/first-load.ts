// What each prerendered page makes a browser fetch on first load, computed from dist/ alone so the
// budgets are deterministic: the HTML's script, modulepreloads, stylesheets and inline page styles, the static-import
// closure of those chunks (from Vite's manifest: dynamic imports load later, so they do not count),
// eager images and the favicon. Sizes are gzip level 9 computed in memory, whatever the server sends.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutBase } from '../../src/i18n/site-base.ts';
import { attributesOf } from './html-tags.ts';
import { PAGE_STYLES_ATTRIBUTE } from './page-styles.ts';

/**
 * First-load JavaScript is the entry script alone (shell, block behaviours, hover intent and the early
 * errors of a form sent before its code runs), since only the forms are React islands, which load
 * later. Its budget is held at what it carried when page-to-page prefetching landed (11.0 KB, see
 * docs/decisions.md) plus half a kilobyte, so a change that grows every page's first load is a choice.
 */
export const BUDGETS = { jsGzip: 11_500, cssGzip: 12_000, totalGzip: 170_000 } as const;

export type FileKind = 'html' | 'js' | 'css' | 'image' | 'other';
export interface LoadedFile { path: string; kind: FileKind; rawBytes: number; gzipBytes: number; countedBytes: number }
export interface FirstLoad {
  page: string; jsGzip: number; cssGzip: number; htmlGzip: number; imagesBytes: number; otherBytes: number; totalGzip: number;
  files: LoadedFile[];
  /** referenced by the page but absent from dist/: the figures above are then too low */
  missing: string[];
}
interface ManifestChunk { file: string; imports?: string[]; css?: string[] }

// Text formats a server compresses; images such as png/webp and PDFs are sent as they are.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const gzipCache = new Map<string, number>();

/** `part` tells apart the pieces measured of one file (a page's HTML and its inline styles). */
function gzipSize(file: string, buffer: Buffer, part = ''): number {
  const key = `${file}${part}:${statSync(file).mtimeMs}:${buffer.length}`;
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(buffer, { level: 9 }).length);
  return gzipCache.get(key)!;
}

const kindOf = (path: string): FileKind =>
  /\.m?js$/.test(path) ? 'js' : path.endsWith('.css') ? 'css' : /\.(svg|png|jpe?g|webp|avif|gif|ico|pdf)$/.test(path) ? 'image' : 'other';

/** The URLs a page fetches eagerly, read from its tags (script/style contents and comments removed first). */
function eagerUrls(html: string): string[] {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  const urls: string[] = [];
  for (const [tag, name] of markup.matchAll(/<(script|link|img)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const a = attributesOf(tag);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (name!.toLowerCase() === 'script' && a.src && !('nomodule' in a)) urls.push(a.src);
    else if (name!.toLowerCase() === 'img' && a.src && a.loading?.toLowerCase() !== 'lazy') urls.push(a.src);
    // preload is fetched at once too; prefetch is for later navigations, and a disabled stylesheet
    // is not fetched at all, so neither counts.
    else if (a.href && !('disabled' in a) && ['stylesheet', 'modulepreload', 'preload', 'icon', 'apple-touch-icon'].some((r) => rel.includes(r))) urls.push(a.href);
  }
  return urls;
}

const PAGE_STYLES = new RegExp(`(<style ${PAGE_STYLES_ATTRIBUTE}>)([\\s\\S]*?)(</style>)`);

/**
 * The HTML, and the page styles it carries inline counted apart as CSS (scripts/lib/page-styles.ts), so
 * the CSS budget still holds a page's styles: each part is compressed on its own, which counts a few
 * bytes more than the one response a server sends.
 */
function htmlParts(distDir: string, htmlPath: string, html: string): LoadedFile[] {
  const path = relative(distDir, htmlPath);
  const styles = html.match(PAGE_STYLES)?.[2] ?? '';
  const part = (partPath: string, kind: FileKind, text: string): LoadedFile => {
    const buffer = Buffer.from(text);
    const gzipBytes = gzipSize(htmlPath, buffer, kind);
    return { path: partPath, kind, rawBytes: buffer.length, gzipBytes, countedBytes: gzipBytes };
  };
  const page = part(path, 'html', html.replace(PAGE_STYLES, '$1$3'));
  return styles ? [page, part(`${path} <style ${PAGE_STYLES_ATTRIBUTE}>`, 'css', styles)] : [page];
}

/** The route a prerendered file answers: index.html → /, about.html → /about, en/index.html → /en/. */
export function pageOf(relativeHtml: string): string {
  const path = relativeHtml.split(sep).join('/');
  if (path === 'index.html') return '/';
  return `/${path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.slice(0, -'.html'.length)}`;
}

function readManifest(distDir: string): Map<string, ManifestChunk> {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the build needs \`build.manifest: true\` to know static imports.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return new Map(Object.entries(manifest));
}

/** `base` is the sub-path the build was made for ('' or '/site'; see basePathOf in seo/site-url.ts). */
export function measureFirstLoad(distDir: string, htmlFile: string, manifest = readManifest(distDir), base = ''): FirstLoad {
  const htmlPath = isAbsolute(htmlFile) ? htmlFile : join(distDir, htmlFile);
  const page = pageOf(relative(distDir, htmlPath));
  const byFile = new Map([...manifest.values()].map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(htmlPath, 'utf8');
  const presentStyles = new Set([...html.matchAll(/<link\b[^>]*\bhref="([^"]+\.css)"[^>]*>/g)].map((m) => withoutBase(m[1]!, base).slice(1)));
  const wanted: string[] = [];
  const missing: string[] = [];
  const add = (path: string) => !wanted.includes(path) && wanted.push(path);
  const addChunk = (chunk: ManifestChunk) => {
    if (wanted.includes(chunk.file)) return;
    add(chunk.file);
    // A chunk's styles are injected when it loads, unless the page already lists them (disabled
    // links stand for styles the page carries inline).
    chunk.css?.filter((css) => !presentStyles.has(css)).forEach(add);
    for (const key of chunk.imports ?? []) {
      const imported = manifest.get(key);
      if (imported) addChunk(imported);
      else missing.push(`manifest import ${key}`);
    }
  };
  for (const url of eagerUrls(html)) {
    const resolved = new URL(url, `http://site${base}${page}`);
    if (resolved.host !== 'site') continue; // other origins are not part of dist/
    const path = withoutBase(decodeURIComponent(resolved.pathname), base).slice(1);
    const chunk = byFile.get(path);
    if (chunk) addChunk(chunk);
    else add(path);
  }
  const files: LoadedFile[] = [...htmlParts(distDir, htmlPath, html), ...wanted.map((path) => ({ path, kind: kindOf(path) }))
    .flatMap(({ path, kind }) => {
      const file = join(distDir, path);
      if (!existsSync(file) || !statSync(file).isFile()) {
        missing.push(path);
        return [];
      }
      const buffer = readFileSync(file);
      const gzipBytes = gzipSize(file, buffer);
      return [{ path, kind, rawBytes: buffer.length, gzipBytes, countedBytes: COMPRESSIBLE.has(extname(path)) ? gzipBytes : buffer.length }];
    })];
  const sum = (kind: FileKind) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.countedBytes, 0);
  const result = { page, jsGzip: sum('js'), cssGzip: sum('css'), htmlGzip: sum('html'), imagesBytes: sum('image'), otherBytes: sum('other') };
  return { ...result, totalGzip: result.jsGzip + result.cssGzip + result.htmlGzip + result.imagesBytes + result.otherBytes, files, missing };
}

/** Every prerendered page once: about.html stands for an identical about/index.html. */
export function listPages(distDir: string): string[] {
  const all = (readdirSync(distDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.split(sep).includes('.vite')).sort();
  return all.filter((file) => {
    if (!file.endsWith(`${sep}index.html`)) return true;
    const twin = `${file.slice(0, -`${sep}index.html`.length)}.html`;
    return !all.includes(twin) || !readFileSync(join(distDir, twin)).equals(readFileSync(join(distDir, file)));
  });
}

export function measureAllPages(distDir: string, base = ''): FirstLoad[] {
  const manifest = readManifest(distDir);
  return listPages(distDir).map((file) => measureFirstLoad(distDir, file, manifest, base));
}

export const isNotFoundPage = (page: string) => /(^|\/)404$/.test(page);

const kb = (bytes: number, limit: number) => {
  const text = (bytes / 1000).toFixed(1);
  return text === (limit / 1000).toFixed(1) ? `${bytes} bytes` : `${text} KB`; // never "120.0 KB, over the 120 KB budget"
};

export function overBudget(result: FirstLoad): string[] {
  const checks = [
    ['first-load JavaScript', result.jsGzip, BUDGETS.jsGzip],
    ['first-load CSS', result.cssGzip, BUDGETS.cssGzip],
    ['everything a first load transfers', result.totalGzip, BUDGETS.totalGzip],
  ] as const;
  return [
    ...checks.filter(([, size, limit]) => size > limit).map(([what, size, limit]) => `${result.page}: ${what} is ${kb(size, limit)} gzip, over the ${limit / 1000} KB budget`),
    ...result.missing.map((path) => `${result.page}: ${path} is referenced but missing from dist/, so the figures are too low`),
  ];
}
