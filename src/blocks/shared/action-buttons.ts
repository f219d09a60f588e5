// Buttons whose action needs no React, run by the first-load script: Watch (a video in a new tab),
// Download (an entry of the downloads collection, or a file written from records, built in the
// browser), Copy, Print, and a dialog's opening and closing (a native <dialog> already in the page: the
// browser keeps focus inside it, closes it on Esc and gives focus back to the button; a click on the
// dimmed page beside it closes it too). Plain DOM code over the prerendered button, so it answers the
// visitor's first tap at once, and a block made only of such buttons needs no island. The button says
// what it does in data attributes (action-attributes.ts). A dialog whose body is in a part (a page of
// many dialogs) opens here too; dialog-part.ts, loaded with such a page, fetches and fills its body.
import { openVideo } from '../../records/youtube.ts';

export const ACTION_ATTRIBUTE = 'data-action';
export const ACTIONS = ['video', 'download', 'dialog', 'close', 'copy', 'print'] as const;

/** Marks a download under way from the click on, so a second click before its code arrives starts nothing. */
const BUSY = 'data-busy';

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  // A click on a modal dialog itself, not on anything inside it, is on the dimmed page around it.
  if (target instanceof HTMLDialogElement && target.open && outside(target, event)) target.close();
  const button = target?.closest<HTMLButtonElement>(`button[${ACTION_ATTRIBUTE}]`);
  if (!button || button.disabled || button.hasAttribute(BUSY)) return;
  const action = button.dataset.action;
  if (action === 'video') openVideo(button.dataset.url!);
  else if (action === 'download') void download(button);
  else if (action === 'dialog') (document.getElementById(button.dataset.dialog!) as HTMLDialogElement | null)?.showModal();
  else if (action === 'close') button.closest('dialog')?.close();
  else if (action === 'copy') void copy(button);
  else if (action === 'print') window.print();
}

/** Marks the element holding a button's visible words, for a button whose words the script changes. */
export const BUTTON_LABEL_ATTRIBUTE = 'data-button-label';
/** Mantine's `attributes` for such a button: its label element carries the hook (labelOf). */
export const LABEL_HOOK = { label: { [BUTTON_LABEL_ATTRIBUTE]: '' } } as const;

/** The visible words of a button that carries LABEL_HOOK. */
export const labelOf = (button: HTMLElement) => button.querySelector<HTMLElement>(`[${BUTTON_LABEL_ATTRIBUTE}]`) ?? button;

/** On a copy button's two icons: which state each one shows. */
export const COPY_ICON_ATTRIBUTE = 'data-copy-icon';
const restoreTimers = new WeakMap<HTMLElement, number>();

/**
 * Copies the button's text. Its words confirm it ("BibTeX copied"), and so does its live region for
 * screen readers; if the browser refuses the clipboard, both say so. Both go back after 3 s.
 */
async function copy(button: HTMLButtonElement) {
  const label = labelOf(button);
  const status = document.getElementById(button.dataset.status!);
  const idle = (label.dataset.idle ??= label.textContent ?? '');
  let copied = true;
  try {
    await navigator.clipboard.writeText(button.dataset.copy!);
  } catch {
    copied = false;
  }
  const show = (words: string, done: boolean) => {
    label.textContent = words;
    button.setAttribute('aria-label', `${words}: ${button.dataset.item}`);
    for (const icon of button.querySelectorAll<HTMLElement>(`[${COPY_ICON_ATTRIBUTE}]`)) icon.hidden = (icon.getAttribute(COPY_ICON_ATTRIBUTE) === 'done') !== done;
  };
  const said = copied ? button.dataset.copiedLabel! : button.dataset.failedLabel!;
  show(said, copied);
  if (status) status.textContent = said;
  window.clearTimeout(restoreTimers.get(button));
  restoreTimers.set(button, window.setTimeout(() => {
    show(idle, false);
    if (status) status.textContent = '';
  }, 3000));
}

/** Whether a click fell beside the dialog's box (a keyboard click has no position: it is inside). */
function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.detail === 0) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * Starts loading what a Download button runs: the helper and what it needs (download-action.ts,
 * prepareRun), and jspdf (the heaviest step) when the file is known to be a PDF (written from records,
 * or so badged). From the press (a finger or a mouse button going down, Enter or Space), a tenth of a
 * second before the click on a phone; the click runs it. Asked twice (press, click), each load is made once.
 */
function prepareDownload(button: HTMLButtonElement) {
  const action = import('./download-action.ts');
  void action.then((run) => run.prepareRun(button));
  if (button.dataset.downloadWriter || button.dataset.downloadFormat === 'pdf') void import('../../downloads/pdf-document.ts');
  return action;
}

function onPress(event: Event) {
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${ACTION_ATTRIBUTE}="download"]`) : null;
  if (button && !button.disabled) void prepareDownload(button);
}

async function download(button: HTMLButtonElement) {
  button.setAttribute(BUSY, '');
  try {
    // The helper, the strings and the file's own code (jspdf, fflate) load by the click at the latest.
    const { runDownloadButton } = await prepareDownload(button);
    await runDownloadButton(button);
  } finally {
    button.removeAttribute(BUSY);
  }
}

/** Runs every action button of the page, prerendered or rendered later. */
export function startActionButtons(): void {
  document.addEventListener('click', onClick);
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, onPress, { capture: true, passive: true });
}
