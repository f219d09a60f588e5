// Changing the page's query or fragment in place, with no React: islands hear of it through
// usePageAddress (page-address.ts), and the plain DOM behaviours of the first load (tabs) through the
// same event.

/** Fired on window after this page changed its own address (pushState fires no event of its own). */
export const ADDRESS_CHANGE_EVENT = 'site:address';
/** Every event after which the address may differ: the visitor's back and forward, an in-page link, ours. */
export const ADDRESS_EVENTS = ['popstate', 'hashchange', ADDRESS_CHANGE_EVENT] as const;

export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** Changes the query or fragment of this page, with a history entry or in place; every island hears of it. */
export function changeAddress(next: Partial<PageAddress>, { replace = false } = {}): void {
  const { location } = window;
  const { pathname, search, hash } = { pathname: location.pathname, search: location.search, hash: location.hash, ...next };
  const url = `${pathname}${search && search !== '?' ? search : ''}${hash && hash !== '#' ? hash : ''}`;
  window.history[replace ? 'replaceState' : 'pushState'](window.history.state, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGE_EVENT));
}

/** The fragment without its '#', decoded ('' when there is none). */
export function addressFragment(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}
