// Chromium's `moderate` speculation fetches after 200 ms of hover, and a mouse often presses sooner (150 ms
// is common). A hover of 65 ms (instant.page's figure) is intent enough: it asks for that one page at once,
// so its HTML is on the way when the press comes. Only a mouse hovers; a tap is left to the rules'
// pointerdown. `eager` would do this natively, but on phones it also fetches links that are only in view,
// which a page that is only read must not pay for. A browser without speculation rules gets the same
// fetch ahead, on the same intents (the hover, or the press of a tap), from a prefetch link: Firefox keeps
// the page for the navigation; one that knows neither leaves the link a plain link.
import { HOVERED_ATTRIBUTE, speculationTarget } from './speculation-rules.ts';

const HOVER_MS = 65;
const prefetched = new Set<string>();

function linkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && speculationTarget(link) ? link : undefined;
}

/** A prefetch link for the page, once: without its fragment, the address the navigation asks for. */
function prefetchLink(link: HTMLAnchorElement) {
  const href = link.href.split('#')[0]!;
  if (prefetched.has(href)) return;
  prefetched.add(href);
  document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href }));
}

export function prefetchOnIntent(): void {
  const rules = HTMLScriptElement.supports?.('speculationrules') ?? false;
  // The page's rules fetch a marked link at once (speculation-rules.ts).
  const fetchAhead = rules ? (link: HTMLAnchorElement) => link.setAttribute(HOVERED_ATTRIBUTE, '') : prefetchLink;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('pointerover', (event) => {
    const link = event.pointerType === 'mouse' ? linkOf(event.target) : undefined;
    if (!link || link.hasAttribute(HOVERED_ATTRIBUTE)) return;
    clearTimeout(timer);
    timer = setTimeout(() => fetchAhead(link), HOVER_MS);
  });
  document.addEventListener('pointerout', () => clearTimeout(timer));
  if (rules) return;
  document.addEventListener('pointerdown', (event) => {
    const link = linkOf(event.target);
    if (link) prefetchLink(link);
  });
}
