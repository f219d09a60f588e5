// What a visitor types into a form is kept in this tab's sessionStorage until the form is sent, so a
// reload, a crash of the tab or a send given up on (no answer in 15 s) loses nothing. The entry script
// loads it at once on a page with a form: the draft is written back into the prerendered fields before
// the form's code arrives, and the form then takes them over as typed input (early-input.ts). Once the
// backend stored a send, the form announces it (FORM_SENT_EVENT) and the draft is forgotten.
// sessionStorage is this tab's alone and ends with it; nothing leaves the visitor's browser.

import { FORM_SENT_EVENT } from './early-errors.ts';

const KEY_PREFIX = 'form-draft:';
type Draft = Record<string, string>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const keyOf = (form: HTMLFormElement) => `${KEY_PREFIX}${form.dataset.form}`;

function readDraft(key: string): Draft {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Draft) : {};
  } catch {
    return {};
  }
}

/** The form's named fields and what each holds now: a radio group by its checked value. */
function currentValues(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const field of form.querySelectorAll<Field>('input[name], textarea[name], select[name]')) {
    if (field.type === 'hidden' || field.type === 'submit') continue;
    if (field.type === 'radio' || field.type === 'checkbox') {
      if ((field as HTMLInputElement).checked) draft[field.name] = field.value;
    } else if (field.value !== '') draft[field.name] = field.value;
  }
  return draft;
}

function save(event: Event) {
  const form = event.currentTarget as HTMLFormElement;
  const draft = currentValues(form);
  try {
    if (Object.keys(draft).length > 0) sessionStorage.setItem(keyOf(form), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(form));
  } catch {
    // Storage full or disabled: the form works, only without a draft.
  }
}

/** Fills each empty field from its draft; a field already holding something (the address's subject) keeps it. */
function restore(form: HTMLFormElement) {
  for (const [name, value] of Object.entries(readDraft(keyOf(form)))) {
    if (typeof value !== 'string') continue;
    const item = form.elements.namedItem(name);
    if (item instanceof RadioNodeList) {
      const radios = [...item].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
      if (!radios.some((radio) => radio.checked)) {
        const radio = radios.find((candidate) => candidate.value === value);
        if (radio) radio.checked = true; // no event: restoring is not the visitor's input
      }
    } else if ((item instanceof HTMLInputElement || item instanceof HTMLTextAreaElement || item instanceof HTMLSelectElement) && item.value === '') {
      item.value = value;
    }
  }
}

/** Restores and then keeps the draft of every form on the page. */
export function keepFormDrafts(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]')) {
    restore(form);
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    form.addEventListener(FORM_SENT_EVENT, forget);
  }
}

function forget(event: Event) {
  try {
    sessionStorage.removeItem(keyOf(event.currentTarget as HTMLFormElement));
  } catch {
    // Nothing was kept.
  }
}
