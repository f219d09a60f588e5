// Without help, an island's code arrives a level at a time: the islands' chunk must run before it asks
// for the block's, which asks for the form's, each asking for its own imports (at 4× CPU, 0.6 s of the
// first tap on the meeting form went to that). The prerender writes every file a page's islands load
// on the root element (scripts/lib/page-assets.ts, islandAssets), and the browser asks for all of them
// together when the visitor is first active: a page only read, and Lighthouse, fetch none of them.

/** On `#root`: the page's island files, space-separated absolute paths (scripts, then styles). */
export const ISLAND_ASSETS_ATTRIBUTE = 'data-island-assets';
/** On `#root`: what the page's forms load once sent, the same way (page-assets.ts, formSendAssets). */
export const SEND_ASSETS_ATTRIBUTE = 'data-send-assets';

/**
 * Links added per task. Chromium takes 2–4 ms per module preload link at 4× CPU: all of a form page's 48
 * in one go made a 300 ms task of the very pointer movement that asked for them.
 */
const LINKS_PER_TASK = 6;

const requested = new Set<string>();

/**
 * Asks, once, for every file listed on the root element under `attribute`, a few per task from the next
 * one on. Scripts as module preloads, so the browser fetches and compiles them but runs nothing until
 * code imports them; styles as preloads, which Vite's loader then applies from the cache. The files are
 * listed with each one's imports before it. Links marked as Vite marks its own (crossorigin) share its
 * requests.
 */
function preloadListed(attribute: string): void {
  if (requested.has(attribute)) return;
  requested.add(attribute);
  const files = document.getElementById('root')?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
  // In idle time: the visitor's first activity may be typing (a date), whose keys come first.
  const later = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run));
  const next = () => {
    document.head.append(...files.splice(0, LINKS_PER_TASK).map(preloadLink));
    if (files.length > 0) later(next);
  };
  if (files.length > 0) later(next);
}

/** Every file the page's islands load, asked for when the visitor is first active. */
export const preloadIslandAssets = () => preloadListed(ISLAND_ASSETS_ATTRIBUTE);
/** What the page's forms load once sent, asked for when the visitor goes into a form. */
export const preloadSendAssets = () => preloadListed(SEND_ASSETS_ATTRIBUTE);

function preloadLink(href: string): HTMLLinkElement {
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
}
