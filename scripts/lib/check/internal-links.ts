// Every link and asset a built page names inside the site must exist: a page (about.html,
// about/index.html) or a file in the build's folder, under the site's sub-path, and a fragment
// ('#contact-form') must name an element of the page it points to. External addresses are not
// fetched. The pages' tags are read by html-tags.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { withoutBase } from '../../../src/i18n/site-base.ts';
import { startTags } from '../html-tags.ts';

export interface BrokenLink {
  /** The page the link is on, as its address ('/site/en/about'). */
  page: string;
  href: string;
  problem: string;
}

function* htmlFiles(dir: string, top = dir): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path, top);
    // about/index.html is about.html again (the prerender writes both): read one.
    else if (name.endsWith('.html') && !(name === 'index.html' && dir !== top && existsSync(`${dir}.html`))) yield relative(top, path).split(sep).join('/');
  }
}

/** The address a file of the build answers at: 'about.html' → '/site/about', 'en/index.html' → '/site/en/'. */
export function pageAddress(file: string, base: string): string {
  return `${base}/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** The file of the build an address finds, as a clean-URL host does, or undefined. */
function fileAt(dist: string, pathname: string): string | undefined {
  const path = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((candidate) => existsSync(join(dist, candidate)) && statSync(join(dist, candidate)).isFile());
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A fragment a browser always honours: none, or the top of the page. */
const ALWAYS_THERE = new Set(['', 'top']);

/** Finds every internal link or asset that points nowhere in the built folder `dist` (built for `base`). */
export function findBrokenLinks(dist: string, base: string): BrokenLink[] {
  // One reading of each page: its ids and what it links to. Then every link is resolved against them.
  const pages = new Map<string, { ids: Set<string>; references: string[] }>();
  for (const file of htmlFiles(dist)) {
    const tags = startTags(readFileSync(join(dist, file), 'utf8'));
    const ids = new Set(tags.flatMap(({ name, attributes }) => [attributes.id, name === 'a' ? attributes.name : undefined].filter((id): id is string => Boolean(id))));
    const references = tags.flatMap(({ name, attributes }) => [
      ...(['a', 'link'].includes(name) && attributes.href !== undefined ? [attributes.href] : []),
      ...(['script', 'img', 'iframe', 'source'].includes(name) && attributes.src !== undefined ? [attributes.src] : []),
      ...(['img', 'source'].includes(name) && attributes.srcset ? attributes.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : []),
    ]);
    pages.set(file, { ids, references });
  }
  // about/index.html was not read (it is about.html again): its ids are about.html's.
  const idsOf = (file: string) => pages.get(file)?.ids ?? pages.get(file.replace(/\/index\.html$/, '.html'))?.ids ?? new Set<string>();
  const broken: BrokenLink[] = [];
  for (const [file, { references }] of pages) {
    const page = pageAddress(file, base);
    for (const href of new Set(references)) {
      if (!href || EXTERNAL.test(href)) continue;
      const url = new URL(href, `http://site${page}`);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) {
        broken.push({ page, href, problem: `it leaves the site's address ${base}/` });
        continue;
      }
      const target = fileAt(dist, withoutBase(url.pathname, base));
      if (!target) broken.push({ page, href, problem: 'no such page or file in the build' });
      else if (!ALWAYS_THERE.has(fragment) && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        broken.push({ page, href, problem: `${pageAddress(target, base)} has no element with id "${fragment}"` });
      }
    }
  }
  return broken;
}
