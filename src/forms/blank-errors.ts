import { InputWrapper } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import type { EarlyError } from './early-errors.ts';
import { fieldErrorText } from './error-text.ts';
import { ERROR_CLASS_ATTRIBUTE } from './field-error-markup.ts';
import { FORM_SCHEMAS, type FormName } from './form-schemas.ts';

/**
 * What the form says of each field left blank, written on the `<form>` (`data-blank-errors`) so the
 * first check of a send needs no code to load (early-errors.ts). Computed from the form's own schema:
 * a field that is not required has no entry.
 */
export function blankErrors(name: FormName, t: (key: string) => string): string {
  const schema = FORM_SCHEMAS[name];
  const blank = Object.fromEntries(Object.keys(schema.shape).map((field) => [field, '']));
  const messages = schemaResolver(schema, { sync: true })(blank) as Record<string, string>;
  const errors: Record<string, EarlyError> = {};
  for (const [field, message] of Object.entries(messages)) errors[field] = { message, text: fieldErrorText(field, message, t) };
  return JSON.stringify(errors);
}

/**
 * What a form writes on its `<form>` for the first-load script to show its early errors: its name, the
 * blank-field messages, and Mantine's class for a field's error message, read from Mantine's public
 * `classes` (field-error-markup.ts writes it, so the markup is the one the form then hydrates over).
 */
export function earlyErrorAttributes(name: FormName, t: (key: string) => string) {
  return { 'data-form': name, 'data-blank-errors': blankErrors(name, t), [ERROR_CLASS_ATTRIBUTE]: InputWrapper.classes.error };
}
