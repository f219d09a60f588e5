// The search dialog's stand-in. The real dialog (React, Spotlight, MiniSearch and the index) takes about
// a second to arrive on a slow phone; the stand-in, prerendered in the header (SearchLauncher.tsx), shows
// at once with its field focused, so a visitor can start typing. The real dialog then opens in its place
// with what was typed (open-search.ts). Escape or a click outside closes it, as they close the real one.

export const SEARCH_SHELL_ID = 'search-shell';

interface Shown {
  element: HTMLElement;
  input: HTMLInputElement;
  /** where focus goes back to when it closes */
  returnTo: Element | null;
  /** what closing it does: first withdraw the request, then, once the real dialog is taking over, close that */
  onClose: () => void;
}

let shown: Shown | undefined;

/** Shows the stand-in; false when the page has none (the dev server renders the header in the browser). */
export function showSearchShell(onClose: () => void): boolean {
  if (shown) return true;
  const template = document.getElementById(SEARCH_SHELL_ID);
  const element = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : undefined;
  if (!(element instanceof HTMLElement)) return false;
  const input = element.querySelector('input')!;
  const dialog = element.querySelector<HTMLElement>('[role="dialog"]')!;
  const close = () => {
    const closing = shown;
    removeSearchShell();
    if (closing?.returnTo instanceof HTMLElement) closing.returnTo.focus();
    closing?.onClose();
  };
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    // The field is the only control: Tab stays in the dialog, as in the real one.
    if (event.key === 'Tab') event.preventDefault();
  });
  element.addEventListener('mousedown', (event) => {
    if (!dialog.contains(event.target as Node)) close();
  });
  shown = { element, input, returnTo: document.activeElement, onClose };
  document.body.appendChild(element);
  input.focus();
  return true;
}

/** The stand-in as the real dialog takes its place: what was typed, where focus was, and its removal. */
export interface SearchStandIn {
  query(): string;
  /** where the caret is in its field */
  selection(): [number, number];
  /** whether its field still has the focus (the visitor may be typing there) */
  hasFocus(): boolean;
  returnTo: Element | null;
  /** The real dialog is open: from now on it is the one dialog on the page, the stand-in only drawn until it goes. */
  handOver(): void;
  /**
   * What an Escape or a click outside does while it is still drawn: the real dialog is already open
   * under it by then, and closes too. False when the stand-in was closed already, between being handed
   * over and this call: the real dialog must then not open at all.
   */
  whenClosed(close: () => void): boolean;
  remove(): void;
}

/** The stand-in, when one is shown, for the real dialog to take over. */
export function searchStandIn(): SearchStandIn | undefined {
  const current = shown;
  if (!current) return undefined;
  const { input } = current;
  // Closed once handed to the real dialog but before it said how to close it: remembered for then.
  let closedEarly = false;
  current.onClose = () => (closedEarly = true);
  return {
    query: () => input.value,
    selection: () => [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length],
    hasFocus: () => document.activeElement === input,
    returnTo: current.returnTo,
    // Not before: until the real dialog is open, the stand-in stays the dialog its focused field is in.
    handOver: () => {
      current.element.querySelector('[role="dialog"]')?.removeAttribute('role');
      current.element.setAttribute('aria-hidden', 'true');
    },
    whenClosed: (close) => {
      current.onClose = close;
      return !closedEarly;
    },
    remove: removeSearchShell,
  };
}

/** The real dialog could not load: the stand-in says so (its status carries the sentence). */
export function searchShellFailed(): void {
  const status = shown?.element.querySelector<HTMLElement>('[data-failed]');
  if (status) status.textContent = status.dataset.failed!;
}

export function removeSearchShell(): void {
  shown?.element.remove();
  shown = undefined;
}
