// The record dialogs whose bodies are in parts (a page of many dialogs: RecordList/dialog-parts.ts). The
// first-load script opens a dialog at once on the click, its title and close button in place and
// "Loading…" below (action-buttons.ts); this chunk, which it loads with such a page, fetches a dialog's
// part from the first sign the visitor means to open it (a pointer over its button, focus on it, the press:
// a tenth of a second or more before the click) and puts that dialog's body in place as soon as the part
// has come, before the click when it can. A part that fails says so in the open dialog, with a retry. A
// part holds several dialogs' bodies and is fetched once; only the bodies of the dialogs asked for are put
// in place, so a hover costs a request and one body's parsing, never a layout.
import type { ACTION_ATTRIBUTE } from './action-buttons.ts';
import type { DIALOG_FAILED_ATTRIBUTE, DIALOG_PART_ATTRIBUTE } from './dialog-part-marks.ts';

// The marks' own words, checked against theirs: imported, they would be exports of the first-load script,
// which holds its every byte to its budget.
const PART: typeof DIALOG_PART_ATTRIBUTE = 'data-dialog-part';
const FAILED: typeof DIALOG_FAILED_ATTRIBUTE = 'data-dialog-failed';
const ACTION: typeof ACTION_ATTRIBUTE = 'data-action';

/** The parts fetched or under way, by address: each dialog's body HTML by the dialog's id. */
const parts = new Map<string, Promise<Record<string, string>>>();

/** The part at this address, fetched once; one that failed is fetched again when asked again. */
function part(address: string): Promise<Record<string, string>> {
  let loading = parts.get(address);
  if (!loading) {
    loading = fetch(address)
      .then((response) => {
        // A missing part answers with the not-found page.
        if (!response.ok) throw new Error(`${address}: ${response.status}`);
        return response.json() as Promise<{ dialogs: Record<string, string> }>;
      })
      .then((json) => json.dialogs);
    parts.set(address, loading);
    loading.catch(() => parts.delete(address));
  }
  return loading;
}

/** The body of a dialog still waiting for its part, or null once it has its content (or for a whole dialog). */
const waitingBody = (dialog: HTMLDialogElement | null) => dialog?.querySelector<HTMLElement>(`[${PART}]`) ?? null;

/** Bodies being put in place: a second sign of intent, or the click, before the part came waits for the same one. */
const filling = new WeakSet<HTMLElement>();

/**
 * Puts this dialog's body in place as soon as its part has come, open or not yet: a closed dialog is not
 * drawn, so its body costs the browser its parsing only, and the dialog opens as a whole one does. A
 * part that failed says so in an open dialog, with a retry; a closed one stays as it was, to be asked again.
 */
function fill(dialog: HTMLDialogElement): void {
  const body = waitingBody(dialog);
  if (!body || filling.has(body)) return;
  filling.add(body);
  // "Loading…", as RecordDialog.tsx writes it, or the failure's line, a copy of the page's template.
  const show = (failed: boolean) => {
    (body.firstElementChild as HTMLElement).hidden = failed;
    const template = document.querySelector<HTMLTemplateElement>(`template[${FAILED}]`)!;
    const line = body.querySelector<HTMLElement>('[role="alert"]') ?? (failed ? body.appendChild(template.content.firstElementChild!.cloneNode(true) as HTMLElement) : null);
    if (line) line.hidden = !failed;
    return line;
  };
  show(false);
  part(body.getAttribute(PART)!)
    .then((dialogs) => {
      const html = dialogs[dialog.id];
      if (html === undefined) throw new Error(`${body.getAttribute(PART)} has no ${dialog.id}`);
      body.innerHTML = html;
      body.removeAttribute(PART);
    })
    .catch(() => {
      filling.delete(body);
      if (!dialog.open) return;
      show(true)!.querySelector('button')!.onclick = () => {
        // The retry hides while it tries: focus goes to the dialog's first button, its close button.
        dialog.querySelector('button')?.focus();
        fill(dialog);
      };
    });
}

/** The dialog of the dialog button an event is on, if its body waits for a part. */
function waitingDialog(event: Event): HTMLDialogElement | null {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`button[${ACTION}="dialog"]`) : null;
  const dialog = button && (document.getElementById(button.dataset.dialog!) as HTMLDialogElement | null);
  return waitingBody(dialog) ? dialog : null;
}

/** A sign of intent, or the click after the first-load script's own, which opened the dialog. */
function onIntent(event: Event) {
  const dialog = waitingDialog(event);
  if (dialog) fill(dialog);
}

// Started as the first-load script loads it (main.tsx), on a page with dialogs in parts.
for (const type of ['pointerover', 'focusin', 'pointerdown', 'click']) document.addEventListener(type, onIntent, { passive: true });
// A dialog opened by a click that came before this chunk did.
for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) fill(dialog);
