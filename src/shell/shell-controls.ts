// The shell's controls, part of every page's first load: plain DOM code over the prerendered header,
// sidebar and menu (Shell.tsx), so each answers the visitor's first tap or key at once, with no island
// to wait for. Delegated listeners: one per event type, whatever the page.
import { writeCookie } from '../services/cookies.ts';
import { writePreferredLanguage } from '../i18n/language-preference.ts';
import { switchPathLanguage } from '../i18n/language-paths.ts';
import { withBase, withoutBase } from '../i18n/site-base.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { openSearch } from '../search/open-search.ts';
import { COLOR_SCHEME_EVENT, COLOR_SCHEME_KEY, nextColorScheme, readColorScheme, shownScheme, type ColorSchemeChoice } from './color-scheme.ts';
import { MENU_DIALOG_ID, MENU_ICON_ATTRIBUTE, SCHEME_CHOICE_ATTRIBUTE } from './shell-attributes.ts';
import { SIDEBAR_COLLAPSED_ATTRIBUTE, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from './sidebar-cookie.ts';

/** The spec's 768 px breakpoint (theme breakpoint sm). */
export const MOBILE_QUERY = '(max-width: 47.99em)';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const root = document.documentElement;
const controls = (name: string) => document.querySelectorAll<HTMLElement>(`[data-shell="${name}"]`);
const menu = () => document.getElementById(MENU_DIALOG_ID) as HTMLDialogElement | null;

function setLabel(element: HTMLElement, label: string) {
  element.setAttribute('aria-label', label);
  if (element.hasAttribute('data-hint')) element.setAttribute('data-hint', label);
}

// Sidebar: collapsed to icons on desktop (the look is CSS on an attribute of <html>, kept in a cookie).
function showSidebarState() {
  const collapsed = root.hasAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE);
  for (const button of controls('collapse')) {
    button.setAttribute('aria-expanded', String(!collapsed));
    setLabel(button, button.dataset[collapsed ? 'labelCollapsed' : 'labelExpanded']!);
  }
}

function toggleCollapsed() {
  const collapsed = !root.hasAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE);
  root.toggleAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE, collapsed);
  writeCookie(SIDEBAR_COOKIE, String(!collapsed), SIDEBAR_COOKIE_MAX_AGE);
  showSidebarState();
}

// The menu on phones: a native modal dialog. The menu button shows its state.
function showMenuState(open: boolean) {
  for (const button of controls('menu')) {
    button.setAttribute('aria-expanded', String(open));
    button.querySelector<HTMLElement>(`[${MENU_ICON_ATTRIBUTE}]`)?.toggleAttribute('data-opened', open);
  }
}

function toggleMenu() {
  const dialog = menu();
  if (!dialog) return;
  if (dialog.open) dialog.close();
  else {
    dialog.showModal();
    showMenuState(true);
  }
}

/** Ctrl/Cmd+B: the drawer on phones, the collapse on desktop. */
function toggleSidebar() {
  if (window.matchMedia(MOBILE_QUERY).matches) toggleMenu();
  else toggleCollapsed();
}

// Colour scheme: every click shows the other scheme (see nextColorScheme).
function showSchemeState(choice: ColorSchemeChoice) {
  root.setAttribute(SCHEME_CHOICE_ATTRIBUTE, choice);
  for (const button of controls('scheme')) setLabel(button, button.dataset.label!.replace('{scheme}', button.dataset[choice]!));
}

/** Shows the scheme a choice means now, and tells the islands' Mantine providers. */
function applyScheme(choice: ColorSchemeChoice) {
  root.setAttribute('data-mantine-color-scheme', shownScheme(choice, window.matchMedia(SYSTEM_DARK).matches));
  window.dispatchEvent(new Event(COLOR_SCHEME_EVENT));
}

function toggleScheme() {
  const choice = nextColorScheme(readColorScheme(), window.matchMedia(SYSTEM_DARK).matches);
  try {
    localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Not kept; it still applies to this page.
  }
  applyScheme(choice);
  showSchemeState(choice);
}

/** "System" follows the system while the page is open too (a phone turning dark at dusk). */
function followSystemScheme() {
  if (readColorScheme() === 'auto') applyScheme('auto');
}

/** A flag: keep the choice and open this page in that language, with its query and fragment. */
function switchLanguage(language: Language) {
  writePreferredLanguage(language);
  const { pathname, search, hash } = window.location;
  const target = withBase(switchPathLanguage(withoutBase(pathname), language));
  if (target !== pathname) window.location.assign(target + search + hash);
}

const ACTIONS: Record<string, () => void> = {
  menu: toggleMenu,
  'menu-close': () => menu()?.close(),
  collapse: toggleCollapsed,
  search: openSearch,
  scheme: toggleScheme,
};

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  const control = target.closest<HTMLElement>('[data-shell], [data-language]');
  if (control?.dataset.shell) ACTIONS[control.dataset.shell]?.();
  else if (control?.dataset.language && (LANGUAGES as readonly string[]).includes(control.dataset.language)) switchLanguage(control.dataset.language as Language);
}

/** A click on the dimmed page beside the open menu closes it (such a click lands on the dialog itself). */
function onMenuClick(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  const box = dialog.getBoundingClientRect();
  const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  if (event.target === dialog && outside) dialog.close();
}

function onKey(event: KeyboardEvent) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const key = event.key.toLowerCase();
  if (key === 'b') toggleSidebar();
  else if (key === 'k') openSearch();
  else return;
  event.preventDefault();
}

export function startShellControls(): void {
  document.addEventListener('click', onClick);
  window.addEventListener('keydown', onKey);
  menu()?.addEventListener('close', () => showMenuState(false));
  menu()?.addEventListener('click', onMenuClick);
  showSidebarState();
  showSchemeState(readColorScheme());
  window.matchMedia(SYSTEM_DARK).addEventListener('change', followSystemScheme);
}
