// After the client and server builds: render every route (and aliases, and the not-found page) to
// static HTML in dist/, so /about, /about/ and /about.html all serve About's full content.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverBuild = join(root, 'dist-ssr');

interface RenderedPage { html: string; title: string; description: string }
interface ServerEntry {
  renderPage(url: string): RenderedPage;
  site: { routes: { path: string; document: string }[]; aliases: { path: string; target: string }[] };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const entry = (await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href)) as ServerEntry;

/** The route's document chunk is preloaded, so hydration does not wait for a second round trip. */
function preloadFor(document: string | undefined): string {
  const chunk = document && manifest[`pages-data/${document}.json`];
  return chunk ? `<link rel="modulepreload" crossorigin href="/${chunk.file}">` : '';
}

function page(url: string, marker: string, document: string | undefined): string {
  const rendered = entry.renderPage(url);
  const head = [
    `<title>${escapeHtml(rendered.title)}</title>`,
    `<meta name="description" content="${escapeHtml(rendered.description)}">`,
    preloadFor(document),
  ].join('\n    ');
  return template
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${marker}">${rendered.html}</div>`);
}

function write(relativePath: string, html: string) {
  const file = join(dist, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const documentOf = new Map(entry.site.routes.map((r) => [r.path, r.document]));
const pages = [
  ...entry.site.routes.map((r) => ({ path: r.path, document: r.document })),
  ...entry.site.aliases.map((a) => ({ path: a.path, document: documentOf.get(a.target) })),
];
for (const { path, document } of pages) {
  const html = page(path, path, document);
  if (path === '/') write('index.html', html);
  else {
    write(`${path.slice(1)}.html`, html);
    write(`${path.slice(1)}/index.html`, html);
  }
}
write('404.html', page('/404-not-found', '*', undefined));
rmSync(serverBuild, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} routes and 404.html into dist/.`);
