import { issueKind } from './form-schemas.ts';

/**
 * A field's error in the visitor's language. The schemas speak Portuguese (the spec's exact messages,
 * also returned by the server); the key `validation.<field>.<kind>` names the same rule. Shared by the
 * form and by the check made before its code runs (early-errors.ts), so both say the same words.
 */
export function fieldErrorText(field: string, message: string, t: (key: string) => string): string {
  const key = `validation.${field}.${issueKind({ message })}`;
  const translated = t(key);
  return translated === key ? message : translated;
}
