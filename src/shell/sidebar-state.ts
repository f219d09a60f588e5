// Sidebar state: expanded or collapsed to icons on desktop (kept 7 days in a cookie), a drawer on
// mobile (not kept: a drawer left open across reloads would cover the page). Ctrl+B / Cmd+B toggle
// whichever the screen shows. The collapsed look is CSS keyed on an attribute of <html>, which the
// page's <head> sets from the cookie before the first paint; the app keeps it in step afterwards.
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readCookie, writeCookie } from '../services/cookies.ts';
import { SIDEBAR_COLLAPSED_ATTRIBUTE, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from './sidebar-cookie.ts';

export { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE };
/** The spec's 768 px breakpoint (theme breakpoint sm). */
export const MOBILE_QUERY = '(max-width: 47.99em)';

export interface SidebarState {
  expanded: boolean;
  mobileOpened: boolean;
  isMobile: boolean;
  toggle(): void;
  closeMobile(): void;
}

export function useSidebarState(): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  // The server cannot read the cookie: the first render is expanded, like the prerendered HTML.
  const [expanded, setExpanded] = useState(true);
  const [mobileOpened, setMobileOpened] = useState(false);
  const restored = useRef(false);

  useEffect(() => {
    if (readCookie(SIDEBAR_COOKIE) === 'false') setExpanded(false);
  }, []);

  // After the stored state has been read (the first run would undo what the <head> set).
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      return;
    }
    document.documentElement.toggleAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE, !expanded);
  }, [expanded]);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpened((open) => !open);
      return;
    }
    writeCookie(SIDEBAR_COOKIE, String(!expanded), SIDEBAR_COOKIE_MAX_AGE);
    setExpanded(!expanded);
  }, [isMobile, expanded]);

  const closeMobile = useCallback(() => setMobileOpened(false), []);

  useHotkeys([
    ['ctrl+B', toggle],
    ['meta+B', toggle],
  ]);

  return { expanded, mobileOpened, isMobile, toggle, closeMobile };
}
