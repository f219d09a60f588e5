// A form's HTML is on the page before its code (see src/blocks/Form/form-modules.ts). Whatever a
// visitor typed or chose in that time is in the DOM but not in the form's state; once the form has
// hydrated it takes those values over, so nothing typed is lost. The form is then marked ready.
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

const TAKES_TEXT = new Set(['text', 'email', 'tel', 'url', 'date', 'time', 'search', 'textarea', 'select-one']);

export function useEarlyInput<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const values = form.getValues();
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
      const name = field.name as keyof Values & string;
      if (!(name in values)) continue;
      const chosen = field.type === 'radio' ? (field as HTMLInputElement).checked : TAKES_TEXT.has(field.type) && field.value !== '';
      // Every field these forms name holds a string, so the DOM's value fits it as it is. A text field
      // already shows it: only the form learns it, and the field is left alone (not re-created), so the
      // caret stays where the visitor is typing. A radio's group keeps its own choice: it starts again
      // from the form's value.
      if (chosen && values[name] !== field.value) form.setFieldValue(name, field.value as never, { forceUpdate: field.type === 'radio' });
    }
    element.dataset.ready = 'true';
    // Once, right after hydration: later typing goes through the form's own handlers.
  }, []);
  return ref;
}
