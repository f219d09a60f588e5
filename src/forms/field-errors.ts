import type { UseFormReturnType } from '@mantine/form';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { fieldErrorText } from './error-text.ts';

/**
 * A field's props from an uncontrolled form (see use-site-form.ts): its first value, its change handler,
 * its name, and its error in the visitor's language.
 */
export function useFieldProps<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const { t } = useLanguage();
  return (field: keyof Values & string) => {
    // The name lets a form find what was typed before its code ran (see early-input.ts).
    const props = { ...form.getInputProps(field), name: field };
    const message = form.errors[field];
    return typeof message === 'string' ? { ...props, error: fieldErrorText(field, message, t) } : props;
  };
}
