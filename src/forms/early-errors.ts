// The errors of a form sent before its code has run, shown in the prerendered form. On a slow phone
// the form's code (React, Mantine, hydration) takes most of a second to start; a send must answer at
// once. So the island runtime (src/islands/island-runtime.ts) shows at once, with no code to load, the
// required fields left blank, with the messages the form wrote on itself for that case
// (`data-blank-errors`, see blank-errors.ts). The send itself is held, and the form checks it whole
// with its schema once it runs: what is wrong besides blank fields (a malformed e-mail) shows then.
// The form hydrates with the errors shown here as its state (use-site-form.ts), so React finds the very
// markup it would have written (field-error-markup.ts). From the moment its hydration begins, nothing
// here writes into that form again (handOverForms). Part of the first load: keep it small.
import { clearFieldError, fieldRoot, showFieldError } from './field-error-markup.ts';

/** The forms' names, as each writes it on its `<form data-form>` (form-schemas.ts, FORM_SCHEMAS). */
export type FormName = 'contact' | 'meeting';
/** A field's error: the schema's message (the form's state) and its text in the page's language. */
export type EarlyError = { message: string; text: string };

/**
 * Fired on a `<form data-form>` once the backend stored what it sent: the page's own code (the drafts
 * kept in form-drafts.ts) forgets the typed text then. An event, so the form's code needs none of it.
 */
export const FORM_SENT_EVENT = 'site:form-sent';
export const announceSent = (form: HTMLFormElement | null) => form?.dispatchEvent(new Event(FORM_SENT_EVENT));

/** Errors shown per form, as the form keeps them: the schema's message by field. */
const shown = new Map<FormName, Record<string, string>>();
/** Forms whose edits clear their errors here, and forms whose own code has taken over. */
const watched = new WeakSet<HTMLFormElement>();
const handedOver = new WeakSet<HTMLFormElement>();

const formNameOf = (form: HTMLFormElement) => form.dataset.form as FormName | undefined;

/** Editing a field clears its error, as the form does (Mantine's clearInputErrorOnChange). */
function clearOnEdit(event: Event) {
  const form = event.currentTarget as HTMLFormElement;
  const name = formNameOf(form);
  const field = (event.target as HTMLInputElement).name;
  const errors = name && shown.get(name);
  if (handedOver.has(form) || !errors || !field || !(field in errors)) return;
  delete errors[field];
  const root = fieldRoot(form, field);
  if (root) clearFieldError(root);
}

/** Shows `errors` on these fields of the form and clears the others among them. */
function showErrors(form: HTMLFormElement, fields: string[], errors: Record<string, EarlyError>): void {
  const name = formNameOf(form);
  if (!name || handedOver.has(form)) return;
  const state = shown.get(name) ?? {};
  for (const field of fields) {
    const root = fieldRoot(form, field);
    if (!root) continue;
    const error = errors[field];
    if (error) {
      showFieldError(root, error.text);
      state[field] = error.message;
    } else {
      clearFieldError(root);
      delete state[field];
    }
  }
  shown.set(name, state);
  if (!watched.has(form)) for (const type of ['input', 'change']) form.addEventListener(type, clearOnEdit);
  watched.add(form);
}

/** The value of a field as the form would read it ('' for a radio group with none checked). */
function fieldValue(form: HTMLFormElement, field: string): string {
  const element = form.elements.namedItem(field);
  if (element instanceof Element) return 'value' in element ? String(element.value) : '';
  // A radio group: the checked radio's value (read by hand: jsdom's RadioNodeList has no value).
  const checked = [...(element ?? [])].find((radio) => radio instanceof HTMLInputElement && radio.checked) as HTMLInputElement | undefined;
  return checked?.value ?? '';
}

/**
 * The required fields left blank get the form's messages for a blank field, at once. Returns true
 * when it found any.
 */
export function showBlankErrors(form: HTMLFormElement): boolean {
  const written = form.dataset.blankErrors;
  if (!written || handedOver.has(form)) return false;
  const forBlank = JSON.parse(written) as Record<string, EarlyError>;
  const blank = Object.keys(forBlank).filter((field) => fieldValue(form, field).trim() === '');
  showErrors(form, blank, forBlank);
  return blank.length > 0;
}

/** Called right before an island hydrates: from then on, its forms are their own code's. */
export function handOverForms(island: HTMLElement): void {
  for (const form of island.querySelectorAll<HTMLFormElement>('form[data-form]')) {
    handedOver.add(form);
    for (const type of ['input', 'change']) form.removeEventListener(type, clearOnEdit);
  }
}

/** The errors a form shows as it starts: its first state, so hydration matches the page. */
export function earlyErrorsOf(name: FormName): Record<string, string> | undefined {
  return shown.get(name);
}

/** Once the forms of an island run, their errors are theirs: nothing here answers for them again. */
export function forgetEarlyErrors(island: HTMLElement): void {
  for (const form of island.querySelectorAll<HTMLFormElement>('form[data-form]')) {
    const name = formNameOf(form);
    if (name) shown.delete(name);
  }
}
