// Chromium's `moderate` speculation fetches after 200 ms of hover, and a mouse often presses sooner (150 ms
// is common). A hover of 65 ms (instant.page's figure) is intent enough: it asks for that one page at once,
// so its HTML is on the way when the press comes. Only a mouse hovers; a tap is left to the rules'
// pointerdown. `eager` would do this natively, but on phones it also fetches links that are only in view,
// which a page that is only read must not pay for.
import { HOVERED_ATTRIBUTE, speculationTarget } from './speculation-rules.ts';

const HOVER_MS = 65;

export function prefetchOnHover(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute(HOVERED_ATTRIBUTE) || !speculationTarget(link)) return;
    clearTimeout(timer);
    // The page's rules fetch a marked link at once (speculation-rules.ts).
    timer = setTimeout(() => link.setAttribute(HOVERED_ATTRIBUTE, ''), HOVER_MS);
  });
  document.addEventListener('pointerout', () => clearTimeout(timer));
}
