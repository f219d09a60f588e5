import type { UseFormReturnType } from '@mantine/form';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { issueKind } from './form-schemas.ts';

/**
 * A field's props from an uncontrolled form (see use-site-form.ts): its first value, its change handler,
 * its name, and its error in the visitor's language. The schemas speak Portuguese (the spec's exact
 * messages, also returned by the server); the key `validation.<field>.<kind>` names the same rule.
 */
export function useFieldProps<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const { t } = useLanguage();
  return (field: keyof Values & string) => {
    // The name lets a form find what was typed before its code ran (see early-input.ts).
    const props = { ...form.getInputProps(field), name: field };
    const message = form.errors[field];
    if (typeof message !== 'string') return props;
    const key = `validation.${field}.${issueKind({ message })}`;
    const translated = t(key);
    return { ...props, error: translated === key ? message : translated };
  };
}
