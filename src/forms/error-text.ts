import { issueKind } from './form-schemas.ts';

/**
 * A field's error in the visitor's language. The schemas speak Portuguese (the spec's exact messages,
 * also returned by the server); the key `validation.<field>.<kind>` names the same rule. Shared by the
 * form and by the check made before its code runs (early-errors.ts), so both say the same words.
 */
export function fieldErrorText(field: string, message: string, t: (key: string) => string): string {
  const kind = issueKind({ message });
  // A rule of every field (control characters) has one text for all: `validation.<kind>`.
  for (const key of [`validation.${field}.${kind}`, `validation.${kind}`]) {
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return message;
}
