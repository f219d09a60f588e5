// Part of every page's first load, so small and free of React: finds the page's islands (see
// render-islands.tsx), fetches their code when the visitor is first active and hydrates them one by one
// in idle time, and at once when the visitor reaches one first. Until an island has hydrated, its inputs
// are held, never lost: a click, a submit or an arrow key on a control is stopped and applied exactly
// once afterwards; a field works natively (typing, a native list, a radio's choice) and the island takes
// its value over (a select's choice is announced to it again).
import { ACTION_ATTRIBUTE } from '../blocks/shared/action-buttons.ts';
import { showBlankErrors } from '../forms/early-errors.ts';
import { MENU_DIALOG_ID } from '../shell/shell-attributes.ts';
import { preloadIslandAssets, preloadSendAssets } from './island-assets.ts';

type Held =
  | { kind: 'click'; target: HTMLElement; fromKeyboard: boolean }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit }
  | { kind: 'submit'; form: HTMLFormElement };

interface IslandState {
  hydrated: boolean;
  started?: Promise<void>;
  held: Held[];
  changed: Set<HTMLSelectElement>;
}

/** Keys that operate a control before any click: arrows and Home/End move between tabs. */
const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
/** What a click operates. */
const CONTROLS = 'button, input, label, summary, [role=tab], [role=button], [role=radio], [role=checkbox], [role=switch], [role=option], [role=combobox]';
/**
 * Fields that work natively before their island runs, so their clicks and keys are never held: they take
 * the caret and typing, open a native list, or check a radio (arrow keys move it too), and show it at
 * once. Their island takes the value over when it starts (src/forms/early-input.ts).
 */
const NATIVE_FIELD = 'select, textarea, input:not([readonly]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image])';

const islands = new Map<HTMLElement, IslandState>();
let onSettled: (() => void) | undefined;

function pendingIslandOf(target: EventTarget | null): [HTMLElement, IslandState] | undefined {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;
  const state = element && islands.get(element);
  return element && state && !state.hydrated ? [element, state] : undefined;
}

function hydrate(element: HTMLElement, state: IslandState, urgent: boolean): Promise<void> {
  preloadIslandAssets();
  return (state.started ??= import('./hydrate-island.tsx')
    .then(({ hydrateIsland }) => hydrateIsland(element, urgent))
    .then(() => {
      state.hydrated = true;
      element.dataset.hydrated = 'true';
      // After the commit's effects and any update they asked for.
      setTimeout(() => replay(element, state));
      if ([...islands.values()].every((island) => island.hydrated)) onSettled?.();
    })
    .catch((error: unknown) => console.error('An interactive part of the page could not start:', error)));
}

function replay(element: HTMLElement, state: IslandState) {
  for (const select of state.changed) if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  let keyReplayed = false;
  for (const input of state.held.splice(0)) {
    if (input.kind === 'click') {
      // Enter or Space after a held arrow key acts where that key has now moved the focus (the next tab).
      const focused = document.activeElement;
      const movedTo = keyReplayed && input.fromKeyboard && focused instanceof HTMLElement && focused !== element && element.contains(focused) ? focused : undefined;
      const target = movedTo ?? input.target;
      if (target.isConnected) target.click();
    } else if (input.kind === 'key') {
      input.target.dispatchEvent(new KeyboardEvent('keydown', input.init));
      keyReplayed = true;
    } else if (input.form.isConnected) {
      input.form.requestSubmit();
    }
  }
}

/**
 * A filter: a select outside a form, which acts on the page as soon as it changes, so its island must
 * run at once. A select in a form is one more field, read when the form is sent.
 */
const isFilter = (field: Element | null | undefined) => field instanceof HTMLSelectElement && field.form === null;

/** A form's send button: its press sends the form, and the send is what the runtime holds. */
const isSendButton = (control: Element) => (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form !== null;

/** A field that works natively (see NATIVE_FIELD), or the label of one; `filters` false leaves filters out. */
function isNativeField(target: EventTarget | null, { filters = true } = {}): boolean {
  if (!(target instanceof Element)) return false;
  const field = target.closest('label')?.control ?? target.closest(NATIVE_FIELD);
  return Boolean(field?.matches(NATIVE_FIELD) && (filters || !isFilter(field)));
}

/**
 * How long the visitor's typing or choosing in a field pauses before its island starts. A field needs
 * no island to work, and starting one means long tasks (evaluating React and Mantine, hydrating: a
 * second at 4× CPU) that would otherwise fall between the keys being typed.
 */
const FIELD_PAUSE_MS = 600;
const pauseTimers = new Map<HTMLElement, number>();

function startAfterPause(element: HTMLElement, state: IslandState, urgent = true) {
  window.clearTimeout(pauseTimers.get(element));
  pauseTimers.set(element, window.setTimeout(() => void hydrate(element, state, urgent), FIELD_PAUSE_MS));
}

/**
 * Any input that reaches an island starts it at once; a pointer passing over it, without hurry; typing
 * or choosing in a field, once the visitor pauses (a select's choice, a click on a control or a send
 * starts it at once). Not a link's, nor an action button's (Watch, Download): those work without their
 * island, and starting one (long tasks on a slow phone) between the press and the click would hold up
 * the very navigation, new tab or file the visitor asked for.
 */
const WORKS_ALONE = `a[href], button[${ACTION_ATTRIBUTE}]`;

function wake(event: Event) {
  if (event.target instanceof Element && event.target.closest(WORKS_ALONE)) return;
  // A visitor in a form is likely to send it: what sending loads is fetched now, while they type.
  if (event.type === 'focusin' && event.target instanceof Element && event.target.closest('[data-island] form')) preloadSendAssets();
  const pending = pendingIslandOf(event.target);
  if (!pending) return;
  // A filter starts its island at once: the island acts on its choice, which comes soon.
  const urgent = event.type !== 'mouseover';
  if (isNativeField(event.target, { filters: false })) startAfterPause(pending[0], pending[1], urgent);
  else void hydrate(pending[0], pending[1], urgent);
}

function holdClick(event: MouseEvent) {
  const pending = pendingIslandOf(event.target);
  const target = event.target as Element;
  const control = target.closest?.<HTMLElement>(CONTROLS);
  // Links and action buttons work meanwhile; fields (and their labels) take the caret and typing natively;
  // a form's send button sends the form, and that send is held (holdSubmit).
  if (!pending || !control || target.closest(WORKS_ALONE) || isNativeField(control) || isSendButton(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // A click with no pointer (detail 0) is Enter or Space on the focused control.
  pending[1].held.push({ kind: 'click', target: control, fromKeyboard: event.detail === 0 });
  void hydrate(pending[0], pending[1], true);
}

function holdKey(event: KeyboardEvent) {
  const pending = pendingIslandOf(event.target);
  if (!pending) return;
  const target = event.target as HTMLElement;
  if (isNativeField(target, { filters: false })) {
    startAfterPause(...pending);
    return;
  }
  void hydrate(pending[0], pending[1], true);
  // A select's own keys change its choice natively.
  if (!HELD_KEYS.has(event.key) || isNativeField(target) || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pending[1].held.push({ kind: 'key', target, init: { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true } });
}

/**
 * A form is never sent by the browser itself. A send before the island runs shows at once which
 * required fields are blank (src/forms/early-errors.ts), and is held: the island checks it whole and
 * sends it once it runs.
 */
function holdSubmit(event: SubmitEvent) {
  const pending = pendingIslandOf(event.target);
  if (!pending) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const form = event.target as HTMLFormElement;
  showBlankErrors(form);
  if (!pending[1].held.some((input) => input.kind === 'submit' && input.form === form)) pending[1].held.push({ kind: 'submit', form });
  void hydrate(pending[0], pending[1], true);
}

/**
 * A field changed, with or without a pointer or key first (assistive technology, autofill), starts its
 * island too: a filter's choice at once, since the island acts on it; any other field's value (a
 * form's select too) waits in the field until the visitor pauses.
 */
function noteChange(event: Event) {
  const pending = pendingIslandOf(event.target);
  if (!pending) return;
  if (event.target instanceof HTMLSelectElement) pending[1].changed.add(event.target);
  if (isFilter(event.target as Element)) void hydrate(pending[0], pending[1], true);
  else startAfterPause(...pending);
}

/**
 * The islands' code is fetched at the visitor's first activity (island-assets.ts), so an input to an
 * island then pays only for running it. The islands start by themselves only once someone is there to
 * use them: 0.3 s after the visitor's first pointer movement, touch, wheel, scroll, key or focus (so
 * the control that movement heads for, which starts its own island at once, is not queued behind the
 * others), and never while the visitor types (whenIdle). Short, since a page has one island at most now,
 * its form, and a form filled in quickly should run by the time it is sent (a second made such a send
 * wait for hydration). Starting one means evaluating React and Mantine and hydrating: long tasks on a
 * slow phone.
 * On a timer they fell inside the page's first seconds whenever loading ran long (Lighthouse TBT
 * 400–1100 ms on /meeting and /es/cv on a busy machine, starting 3 s after load), and a page only read,
 * or opened in a background tab, spends nothing on them.
 */
const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;
const SETTLE_MS = 300;

function afterFirstActivity(run: () => void) {
  const options = { capture: true, passive: true } as const;
  const first = (event: Event) => {
    for (const type of ACTIVITY) window.removeEventListener(type, first, options);
    const start = () => {
      preloadIslandAssets();
      setTimeout(() => whenIdle(run), SETTLE_MS);
    };
    // A first press on the menu button opens the phone menu (on its click, just after): the visitor is
    // choosing another page, so nothing is fetched until the menu closes on this one.
    if (event.target instanceof Element && event.target.closest(`[aria-controls="${MENU_DIALOG_ID}"]`)) setTimeout(() => outsideMenu(start), SETTLE_MS);
    else start();
  };
  for (const type of ACTIVITY) window.addEventListener(type, first, options);
}

/**
 * Runs `run` now, or when the phone menu (a modal dialog over the page) closes: a visitor in it is on the
 * way to another page, and an island starting then puts its long tasks (evaluating React and Mantine) in
 * the way of the tap on a link (figures in docs/decisions.md).
 */
function outsideMenu(run: () => void) {
  const menu = document.getElementById(MENU_DIALOG_ID) as HTMLDialogElement | null;
  if (menu?.open) menu.addEventListener('close', () => outsideMenu(run), { once: true });
  else run();
}

/** When the visitor last pressed a key (performance.now()). */
let lastKeyAt = -Infinity;

/**
 * Runs `run` when the browser is idle after load, the visitor is not typing and the phone menu is closed:
 * an island started by itself must not put its long tasks between the keys of a word or a date being typed
 * (FIELD_PAUSE_MS), nor before the tap on a link of the menu.
 */
function whenIdle(run: () => void) {
  const unlessTyping = () => {
    const typing = FIELD_PAUSE_MS - (performance.now() - lastKeyAt);
    if (typing > 0) setTimeout(() => whenIdle(run), typing);
    else outsideMenu(run);
  };
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(unlessTyping, { timeout: 3000 }) : setTimeout(unlessTyping, 300));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Starts the page's islands; `settled` runs once every island has hydrated (at once when there is none). */
export function startIslands(settled: () => void): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) islands.set(element, { hydrated: false, held: [], changed: new Set() });
  onSettled = settled;
  if (islands.size === 0) {
    settled();
    return;
  }
  const capture = { capture: true } as const;
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'mouseover']) document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('click', holdClick, capture);
  document.addEventListener('keydown', holdKey, capture);
  document.addEventListener('keydown', () => (lastKeyAt = performance.now()), { capture: true, passive: true });
  document.addEventListener('submit', holdSubmit, capture);
  document.addEventListener('change', noteChange, capture);
  // One island per idle period, in page order. An address with a query or a fragment asks for state the
  // prerendered HTML cannot show (a filtered list, a tab, an open post): then they start at once.
  const queue = [...islands];
  const now = window.location.search.length > 1 || window.location.hash.length > 1;
  const next = () => {
    const entry = queue.shift();
    if (entry) void hydrate(entry[0], entry[1], false).then(() => (now ? next() : whenIdle(next)));
  };
  if (now) next();
  else afterFirstActivity(next);
}
