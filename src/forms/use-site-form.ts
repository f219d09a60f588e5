import { schemaResolver, useForm } from '@mantine/form';
import { earlyErrorsOf } from './early-errors.ts';
import { FORM_SCHEMAS, type FormName } from './form-schemas.ts';

/**
 * The forms' state. Uncontrolled: each field keeps its own value and the form reads it from a ref, so a
 * keystroke, a radio or a date re-renders that field alone, not the whole form (measured on /meeting at
 * 4× CPU: a click re-rendered every field, 133 ms). Fields take `key={form.key(name)}`, which changes
 * when the form resets them. Errors and the busy state still render the form, as they should.
 *
 * A form starts with the errors the page already shows: those of a send checked before its code ran
 * (early-errors.ts). `name` is written on the `<form>` as `data-form`, for that check to find it.
 */
export function useSiteForm<Values extends Record<string, unknown>>(name: FormName, initialValues: Values) {
  return useForm<Values>({ mode: 'uncontrolled', initialValues, initialErrors: earlyErrorsOf(name), validate: schemaResolver(FORM_SCHEMAS[name], { sync: true }) });
}
