// A field's error message written into the prerendered form exactly as Mantine renders it (its input
// wrapper's `error`), for a form whose code has not run yet (early-errors.ts). The form then
// hydrates with the same errors in its state, so React finds the very markup it would have written;
// tests/unit/early-errors.test.tsx proves it, and fails if a Mantine release changes that markup.

const ROOT = '.mantine-InputWrapper-root';
/** On a `<form>`: Mantine's own class for a field's error message (blank-errors.ts writes it from Mantine's `classes`). */
export const ERROR_CLASS_ATTRIBUTE = 'data-error-class';
/**
 * Mantine puts this first in the style of an input wrapper that shows an error (the message sits close
 * to its field). Styles are written as React serialises them, so the attribute is the one React expects.
 */
const ERROR_MARGIN = '--input-margin-bottom:calc(var(--mantine-spacing-xs) / 2)';

/** The wrapper (label, description, control, error) of the field named so in the form. */
export function fieldRoot(form: HTMLFormElement, name: string): HTMLElement | null {
  const field = form.elements.namedItem(name);
  const element = field instanceof Element ? field : field?.item(0); // a radio group's first radio
  return element instanceof HTMLElement ? element.closest<HTMLElement>(ROOT) : null;
}

/** The id Mantine derives its label's, description's and error's ids from. */
const idBase = (root: HTMLElement) => root.querySelector('label[id$="-label"], [id$="-label"]')?.id.replace(/-label$/, '');

/** What describes the control: its error, then its description (Mantine's order). */
function describedBy(root: HTMLElement, base: string, error: boolean): string | null {
  const description = root.querySelector(`#${CSS.escape(`${base}-description`)}`) ? `${base}-description` : '';
  const value = `${error ? `${base}-error` : ''}  ${description}`.trim();
  return value.length > 0 ? value : null;
}

function setDescribedBy(element: Element, value: string | null) {
  if (value === null) element.removeAttribute('aria-describedby');
  else element.setAttribute('aria-describedby', value);
}

export function showFieldError(root: HTMLElement, text: string): void {
  const base = idBase(root);
  if (!base) return;
  const existing = root.querySelector(`#${CSS.escape(`${base}-error`)}`);
  if (existing) {
    existing.textContent = text;
    return;
  }
  const component = /mantine-(?!InputWrapper-)(\w+)-root/.exec(root.className)?.[1] ?? 'InputWrapper';
  root.dataset.error = 'true';
  const wrapper = root.querySelector<HTMLElement>('.mantine-Input-wrapper');
  const control = wrapper?.querySelector<HTMLElement>('input, textarea, select');
  if (wrapper && control) {
    wrapper.dataset.error = 'true';
    wrapper.setAttribute('style', [ERROR_MARGIN, wrapper.getAttribute('style')].filter(Boolean).join(';'));
    control.dataset.error = 'true';
    control.setAttribute('aria-invalid', 'true');
    setDescribedBy(control, describedBy(root, base, true));
  } else {
    // A group (radios): the group is described by the error.
    const group = root.querySelector('[role="radiogroup"], [role="group"]');
    if (group) setDescribedBy(group, describedBy(root, base, true));
  }
  const message = document.createElement('p');
  message.className = [root.closest('form')?.getAttribute(ERROR_CLASS_ATTRIBUTE), 'mantine-InputWrapper-error', `mantine-${component}-error`].filter(Boolean).join(' ');
  const size = root.dataset.size;
  if (size) {
    message.dataset.size = size;
    message.setAttribute('style', `--input-error-size:calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`);
  }
  message.id = `${base}-error`;
  message.textContent = text;
  root.append(message);
}

export function clearFieldError(root: HTMLElement): void {
  const base = idBase(root);
  const message = base && root.querySelector(`#${CSS.escape(`${base}-error`)}`);
  if (!base || !message) return;
  message.remove();
  delete root.dataset.error;
  const wrapper = root.querySelector<HTMLElement>('.mantine-Input-wrapper');
  const control = wrapper?.querySelector<HTMLElement>('input, textarea, select');
  if (wrapper && control) {
    delete wrapper.dataset.error;
    const style = (wrapper.getAttribute('style') ?? '').split(';').filter((part) => part !== ERROR_MARGIN).join(';');
    if (style) wrapper.setAttribute('style', style);
    else wrapper.removeAttribute('style');
    delete control.dataset.error;
    control.removeAttribute('aria-invalid');
    setDescribedBy(control, describedBy(root, base, false));
  } else {
    const group = root.querySelector('[role="radiogroup"], [role="group"]');
    if (group) setDescribedBy(group, describedBy(root, base, false));
  }
}
