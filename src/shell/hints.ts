// The shell's hints: an element's `data-hint` shows as a tooltip on hover (after 700 ms, or 300 ms when
// another hint was just shown) and on keyboard focus, beside the element (`data-hint-side`: 'right' or
// below). `data-hint-when="collapsed"`: only while the sidebar is collapsed to icons, where the entries
// show no label. Part of the first load: a few lines of DOM code rather than a tooltip library for three
// hints, so a hint never waits for code.
// The shell's stylesheet comes with this import: the hints' own look, and every page's shell (the entry's CSS).
import classes from './Shell.module.css';
import { SIDEBAR_COLLAPSED_ATTRIBUTE } from './sidebar-cookie.ts';

const OPEN_DELAY = 700;
const SKIP_DELAY = 300;
const GAP = 8;

let tooltip: HTMLElement | undefined;
let timer: number | undefined;
let lastHidden = 0;

function hintTarget(target: EventTarget | null): HTMLElement | undefined {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-hint]') : null;
  if (!element) return undefined;
  if (element.dataset.hintWhen === 'collapsed' && !document.documentElement.hasAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE)) return undefined;
  return element;
}

function show(element: HTMLElement) {
  tooltip ??= Object.assign(document.body.appendChild(document.createElement('div')), { className: classes.hint, role: 'tooltip', id: 'site-hint' });
  tooltip.textContent = element.dataset.hint ?? '';
  tooltip.hidden = false;
  const box = element.getBoundingClientRect();
  const own = tooltip.getBoundingClientRect();
  const right = element.dataset.hintSide === 'right';
  const left = right ? box.right + GAP : Math.min(Math.max(GAP, box.left + box.width / 2 - own.width / 2), window.innerWidth - own.width - GAP);
  const top = right ? box.top + box.height / 2 - own.height / 2 : box.bottom + GAP;
  tooltip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
}

function hide() {
  window.clearTimeout(timer);
  if (tooltip && !tooltip.hidden) {
    tooltip.hidden = true;
    lastHidden = Date.now();
  }
}

function schedule(element: HTMLElement, delay: number) {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => show(element), delay);
}

export function startHints(): void {
  document.addEventListener('pointerover', (event) => {
    const element = hintTarget(event.target);
    if (element && event.pointerType === 'mouse') schedule(element, Date.now() - lastHidden < SKIP_DELAY ? 0 : OPEN_DELAY);
  });
  document.addEventListener('pointerout', (event) => {
    if (hintTarget(event.target) && !hintTarget(event.relatedTarget)) hide();
  });
  document.addEventListener('focusin', (event) => {
    const element = hintTarget(event.target);
    if (element?.matches(':focus-visible')) schedule(element, 0);
    else hide();
  });
  document.addEventListener('focusout', hide);
  document.addEventListener('pointerdown', hide);
  document.addEventListener('keydown', (event) => event.key === 'Escape' && hide());
  // A shown hint would be left behind by a scroll; a hint still waiting shows where its element is then (a
  // pointer no longer over it gets a pointerout, which hides it). A hover can come with a scroll of the
  // sidebar it is in, as the sidebar collapses.
  window.addEventListener('scroll', () => tooltip && !tooltip.hidden && hide(), { passive: true, capture: true });
}
