import { schemaResolver, useForm } from '@mantine/form';

/**
 * The forms' state. Uncontrolled: each field keeps its own value and the form reads it from a ref, so a
 * keystroke, a radio or a date re-renders that field alone, not the whole form (measured on /meeting at
 * 4× CPU: a click re-rendered every field, 133 ms). Fields take `key={form.key(name)}`, which changes
 * when the form resets them. Errors and the busy state still render the form, as they should.
 */
export function useSiteForm<Values extends Record<string, unknown>>(initialValues: Values, schema: Parameters<typeof schemaResolver>[0]) {
  return useForm<Values>({ mode: 'uncontrolled', initialValues, validate: schemaResolver(schema, { sync: true }) });
}
