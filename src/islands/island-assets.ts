// Without help, an island's code arrives a level at a time: the islands' chunk must run before it asks
// for the block's, which asks for the form's, each asking for its own imports (at 4× CPU, 0.6 s of the
// first tap on the meeting form went to that). The prerender writes every file a page's islands load
// on the root element (scripts/lib/page-assets.ts, islandAssets), and the browser fetches them all at
// once when the visitor is first active: a page only read, and Lighthouse, fetch none of them.

/** On `#root`: the page's island files, space-separated absolute paths (scripts, then styles). */
export const ISLAND_ASSETS_ATTRIBUTE = 'data-island-assets';

let requested = false;

/**
 * Asks for every file the page's islands load, once. Scripts as module preloads, so the browser
 * fetches and compiles them but runs nothing until an island imports them; styles as preloads, which
 * Vite's loader then applies from the cache. Links marked as Vite marks its own (crossorigin) share
 * its requests, and Vite adds none of its own for a script already linked.
 */
export function preloadIslandAssets(): void {
  if (requested) return;
  requested = true;
  const files = document.getElementById('root')?.getAttribute(ISLAND_ASSETS_ATTRIBUTE)?.split(' ') ?? [];
  const links = files.filter(Boolean).map((href) => {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  document.head.append(...links);
}
