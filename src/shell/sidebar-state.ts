// Sidebar state: expanded or collapsed to icons on desktop (kept 7 days in a cookie), a drawer on
// mobile (not kept: a drawer left open across reloads would cover the page). Ctrl+B / Cmd+B toggle
// whichever the screen shows.
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie } from '../services/cookies.ts';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
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
  const [expanded, setExpanded] = useState(true);
  const [mobileOpened, setMobileOpened] = useState(false);

  // The server cannot read the cookie, so the stored state applies right after hydration.
  useEffect(() => {
    if (readCookie(SIDEBAR_COOKIE) === 'false') setExpanded(false);
  }, []);

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
