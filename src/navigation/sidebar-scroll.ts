// The sidebar keeps its scroll position from page to page, as a client-rendered shell would: with 23
// entries it scrolls on a laptop, and a visitor working down the list should not start again from the top.
import { SIDEBAR_SCROLL_ATTRIBUTE } from '../shell/shell-attributes.ts';

const KEY = 'sidebar-scroll';

function restore(list: HTMLElement) {
  try {
    const top = Number(sessionStorage.getItem(KEY));
    if (top > 0) list.scrollTop = top;
  } catch {
    // No storage (private mode): the list starts at the top, as a plain page would.
  }
}

export function keepSidebarScroll(): void {
  const list = document.querySelector<HTMLElement>(`[${SIDEBAR_SCROLL_ATTRIBUTE}]`);
  if (!list) return;
  restore(list);
  list.addEventListener(
    'scroll',
    () => {
      try {
        sessionStorage.setItem(KEY, String(Math.round(list.scrollTop)));
      } catch {
        // Not kept.
      }
    },
    { passive: true },
  );
}
