// One field for a { pt, en, es } text: the three languages side by side (stacked on a narrow screen),
// each labelled with its language, so a translator sees them together. The schema (LocalizedText)
// requires all three; a text whose three languages are cleared is removed from its object, which is
// how an optional heading or subtitle is taken away (rather than leaving { "pt": "" } behind).
import { Fieldset, SimpleGrid, Text, Textarea } from '@mantine/core';
import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { useCallback } from 'react';
import { useDraftText } from './draft-text.ts';
import type { EditorFormContext } from './form-options.ts';

export const LANGUAGES = [
  { code: 'pt', name: 'Português' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
type Localized = Partial<Record<Language, string>>;

/** A schema is a trilingual text when its properties are pt, en and es, with or without translatedFrom (the fingerprints of the Portuguese each translation was made from). */
export function isLocalizedTextSchema(schema: RJSFSchema | undefined): boolean {
  const keys = Object.keys((schema?.properties as object | undefined) ?? {}).filter((key) => key !== 'translatedFrom');
  return schema?.type === 'object' && keys.length === 3 && LANGUAGES.every(({ code }) => keys.includes(code));
}

/**
 * The value after one language changed: the others kept as they were, in their order; undefined when
 * all three are empty, so the parent object drops the key.
 */
export function withLanguage(value: Localized | undefined, language: Language, text: string): Localized | undefined {
  const next: Localized = { ...(value ?? {}) };
  if (!value || !(language in value)) {
    // Keep pt, en, es in the schema's order when a language is added to a text that lacked it.
    for (const { code } of LANGUAGES) next[code] = code === language ? text : (value?.[code] ?? '');
  } else next[language] = text;
  return LANGUAGES.every(({ code }) => !next[code]) ? undefined : next;
}

function LanguageInput({ id, language, name, value, error, onCommit, onDraft, onBlur }: {
  id: string;
  language: Language;
  name: string;
  value: string;
  error?: string;
  onCommit: (language: Language, text: string) => void;
  onDraft: (language: Language, text: string) => void;
  onBlur: () => void;
}) {
  const commit = useCallback((text: string) => onCommit(language, text), [onCommit, language]);
  const { draft, change, flush } = useDraftText(value, commit, (text) => onDraft(language, text));
  return (
    <Textarea
      id={id}
      lang={language}
      label={`${name} (${language})`}
      value={draft}
      autosize
      minRows={1}
      maxRows={12}
      error={error}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => {
        flush();
        onBlur();
      }}
    />
  );
}

export function LocalizedTextField(props: FieldProps) {
  const { formData, onChange, fieldPathId, errorSchema, schema, uiSchema, name, required, onBlur, registry } = props;
  const value = formData as Localized | undefined;
  // An entry of a list ("Topic") is numbered, so each has its own name: "Topic 2".
  const index = fieldPathId.path.at(-1);
  const title = `${(uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name}${typeof index === 'number' ? ` ${index + 1}` : ''}`;
  const description = schema.description;
  const commit = useCallback(
    (language: Language, text: string) => onChange(withLanguage(value, language, text), fieldPathId.path),
    [onChange, value, fieldPathId.path],
  );
  // Each key reaches the preview before the form commits it (see DocumentForm's formContext).
  const draft = useCallback(
    (language: Language, text: string) => (registry.formContext as EditorFormContext | undefined)?.previewDraft?.(fieldPathId.path, withLanguage(value, language, text)),
    [registry.formContext, fieldPathId.path, value],
  );
  const languageErrors = (language: Language) =>
    ((errorSchema as ErrorSchema<Localized> | undefined)?.[language]?.__errors ?? []).join(' ') || undefined;
  const descriptionId = `${fieldPathId.$id}__description`;
  return (
    <Fieldset
      legend={
        <Text component="span" fw={600} size="sm">
          {title}
          {required ? <Text component="span" c="var(--mantine-color-error)" aria-hidden> *</Text> : null}
        </Text>
      }
      variant="unstyled"
      aria-describedby={description ? descriptionId : undefined}
      data-localized-field={fieldPathId.$id}
    >
      {description ? (
        <Text id={descriptionId} size="xs" c="dimmed" mb={4}>
          {description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={4}>
        {LANGUAGES.map(({ code, name: languageName }) => (
          <LanguageInput
            key={code}
            id={`${fieldPathId.$id}_${code}`}
            language={code}
            name={languageName}
            value={value?.[code] ?? ''}
            error={languageErrors(code)}
            onCommit={commit}
            onDraft={draft}
            onBlur={() => onBlur(`${fieldPathId.$id}_${code}`, value?.[code])}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
