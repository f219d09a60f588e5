// The tabs' behaviour, part of every page's first load: plain DOM code over the tabs TabsBlock.tsx
// prerenders (every panel in the HTML, the first shown), so a tab answers the visitor's first tap or key
// at once, with no React to load or hydrate. WAI-ARIA tabs as Mantine draws them: a click, or the arrow
// keys, Home and End (which move the focus too), select a tab; the selected tab is the address's
// '#<id>' (none for the first), so it can be linked and the back button returns.
import type { Block } from '../../generated/schemas.ts';
import { ADDRESS_EVENTS, addressFragment, changeAddress } from '../../renderer/address-change.ts';

/** On the tabs block's root: its controls are operated by this file, not by an island. */
export const TABS_BEHAVIOUR = 'tabs' satisfies Block['type'];
const TABS = `[data-behaviour="${TABS_BEHAVIOUR}"]`;
/** On each tab: its id, as the address names it. */
export const TAB_ID_ATTRIBUTE = 'data-tab';

const tabsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(`[role="tab"][${TAB_ID_ATTRIBUTE}]`)].filter((tab) => tab.closest(TABS) === root);

function show(root: Element, selected: HTMLElement) {
  for (const tab of tabsOf(root)) {
    const active = tab === selected;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
    tab.toggleAttribute('data-active', active);
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.style.display = active ? '' : 'none';
  }
}

/** Selects a tab the visitor chose, and names it in the address with a history entry. */
function choose(tab: HTMLElement) {
  const root = tab.closest(TABS);
  if (!root || tab.getAttribute('aria-selected') === 'true') return;
  show(root, tab);
  const id = tab.getAttribute(TAB_ID_ATTRIBUTE)!;
  changeAddress({ hash: tab === tabsOf(root)[0] ? '' : `#${encodeURIComponent(id)}` });
}

/** Every tabs block shows the tab the address names, or its first one. */
function followAddress() {
  const fragment = addressFragment();
  for (const root of document.querySelectorAll(TABS)) {
    const tabs = tabsOf(root);
    const named = tabs.find((tab) => tab.getAttribute(TAB_ID_ATTRIBUTE) === fragment) ?? tabs[0];
    if (named && named.getAttribute('aria-selected') !== 'true') show(root, named);
  }
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function onKey(event: KeyboardEvent) {
  const step = KEY_STEPS[event.key];
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(`[role="tab"][${TAB_ID_ATTRIBUTE}]`) : null;
  const root = tab?.closest(TABS);
  if (!step || !tab || !root || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();
  const tabs = tabsOf(root);
  const next = tabs[step(tabs.indexOf(tab), tabs.length)]!;
  next.focus();
  choose(next);
}

function onClick(event: MouseEvent) {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(`${TABS} [role="tab"][${TAB_ID_ATTRIBUTE}]`) : null;
  if (tab) choose(tab);
}

/** Starts the tabs of the page: the address's tab shown at once, then every click, key and address change. */
export function startTabs(): void {
  if (!document.querySelector(TABS)) return;
  followAddress();
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  for (const type of ADDRESS_EVENTS) window.addEventListener(type, followAddress);
}
