// The page's address without a router: every page is its own document (static HTML, islands of
// script), so a link is a plain navigation and only the query and the fragment change in place (a
// filter, a tab, an open post). The server renders one address; in the browser the hook follows
// history and fragment changes made here or by the visitor (back, forward, an in-page link).
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { withoutBase } from '../i18n/site-base.ts';
import { ADDRESS_EVENTS, type PageAddress } from './address-change.ts';

export { changeAddress, type PageAddress } from './address-change.ts';

const ServerAddress = createContext<PageAddress | null>(null);

/** The server's address for everything rendered inside (the prerender knows the URL it writes). */
export function ServerAddressProvider({ url, children }: { url: string; children: ReactNode }) {
  const parsed = new URL(url, 'http://site');
  return createElement(ServerAddress.Provider, { value: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash } }, children);
}

let snapshot: PageAddress | undefined;

function subscribe(listener: () => void): () => void {
  for (const type of ADDRESS_EVENTS) window.addEventListener(type, listener);
  return () => {
    for (const type of ADDRESS_EVENTS) window.removeEventListener(type, listener);
  };
}

/** The site path ('/en/about', without the site's sub-path), as the server rendered it. */
function current(): PageAddress {
  const { search, hash } = window.location;
  const pathname = withoutBase(window.location.pathname);
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) snapshot = { pathname, search, hash };
  return snapshot;
}

/** A prerendered page never has a query or fragment: hydration renders what the server did, then the real address. */
function asPrerendered(): PageAddress {
  return { ...current(), search: '', hash: '' };
}
let prerendered: PageAddress | undefined;

export function usePageAddress(): PageAddress {
  const server = useContext(ServerAddress);
  return useSyncExternalStore(
    subscribe,
    () => server ?? current(),
    () => server ?? (prerendered ??= asPrerendered()),
  );
}
