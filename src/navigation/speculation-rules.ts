// Page to page without the network's wait: the browser fetches the page a link leads to as soon as the
// visitor shows the intent to follow it (`moderate`: a hover of 200 ms, or the press itself; prefetch-on-intent.ts
// asks sooner for a mouse), so the click finds the page's HTML, its styles inline, already there. A page
// that is only read fetches nothing more. Browsers without speculation rules ignore the script; the
// first-load script fetches ahead for them (prefetch-on-intent.ts). Prefetch, not prerender: on a phone
// at 4× CPU, a page prerendering beside the one being read was shown later than one fetched ahead
// (docs/decisions.md, with the figures).
// https://developer.chrome.com/docs/web-platform/prerender-pages
import { SITE_BASE } from '../i18n/site-base.ts';

/** Links no speculation follows: a download, a new tab, a link marked not to follow. */
const NOT_A_PAGE = '[download], [target="_blank"], [rel~="nofollow"]';
/** On a link hovered long enough (prefetch-on-intent.ts): its page is fetched at once. */
export const HOVERED_ATTRIBUTE = 'data-hovered';

/**
 * What a speculation may fetch: the site's own pages, never a file (a dot in its path: PDF, feed, BibTeX).
 * A link the script marked as hovered is fetched at once; any other on the browser's own `moderate` intent.
 * Marking a link, rather than adding a rule per link, keeps the rules one inline script that the
 * Content-Security-Policy allows by its hash.
 */
export function speculationRules(base: string) {
  const pages = [{ href_matches: `${base}/*` }, { not: { href_matches: `${base}/*.*` } }, { not: { selector_matches: NOT_A_PAGE } }];
  return {
    prefetch: [
      { where: { and: [...pages, { selector_matches: `[${HOVERED_ATTRIBUTE}]` }] }, eagerness: 'immediate' },
      { where: { and: pages }, eagerness: 'moderate' },
    ],
  };
}

/** The `<script type="speculationrules">` every prerendered page carries in its head. */
export function speculationRulesScript(base: string): string {
  return `<script type="speculationrules">${JSON.stringify(speculationRules(base))}</script>`;
}

/** The rules above, for one link in the browser: a page of this site that is not the one shown. */
export function speculationTarget(link: HTMLAnchorElement, base = SITE_BASE): boolean {
  const url = new URL(link.href);
  return url.origin === location.origin && url.pathname.startsWith(`${base}/`) && !url.pathname.slice(base.length).includes('.') && !link.matches(NOT_A_PAGE) && url.pathname !== location.pathname;
}
