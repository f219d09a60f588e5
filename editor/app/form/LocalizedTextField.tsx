// One field for a { pt, en?, es?, translatedFrom? } text: the three languages side by side (stacked on a
// narrow screen), each labelled with its language, so a translator sees them together. It writes the
// shape of src/i18n/translation-status.ts: an emptied English or Spanish is removed (the text then waits
// for its translation, never "" or a copy); a Portuguese changed under existing translations stamps the
// fingerprint of the old one, so they show as stale, and a translation typed after it gets the new
// one's, so it is current (the save does the same in any order: ../edited-translations.ts); a
// Portuguese emptied while a translation remains is an error at the field; a text whose three languages
// are cleared is removed from its object, which is how an optional heading or subtitle is taken away.
import { Fieldset, SimpleGrid, Text, Textarea } from '@mantine/core';
import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { useCallback } from 'react';
import { fingerprint, withPortuguese, type DraftableText } from '../../../src/i18n/translation-status.ts';
import { useDraftText } from './draft-text.ts';
import type { EditorFormContext } from './form-options.ts';

export const LANGUAGES = [
  { code: 'pt', name: 'Português' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
type Localized = Partial<Record<Language, string>> & { translatedFrom?: DraftableText['translatedFrom'] };

/** Said at the Portuguese input when it is emptied while a translation remains. */
export const PORTUGUESE_REQUIRED = 'Portuguese is the reference: write it before the translations, or empty them too to remove the text.';

/**
 * A schema is a trilingual text when its properties are pt, en and es, with or without the fingerprints
 * of the Portuguese the translations were made from (`translatedFrom`).
 */
export function isLocalizedTextSchema(schema: RJSFSchema | undefined): boolean {
  const keys = Object.keys((schema?.properties as object | undefined) ?? {}).filter((key) => key !== 'translatedFrom');
  return schema?.type === 'object' && keys.length === 3 && LANGUAGES.every(({ code }) => keys.includes(code));
}

/** The keys in the schema's order (pt, en, es, translatedFrom), without empty ones. */
function ordered(text: Localized): Localized {
  const out: Localized = {};
  for (const { code } of LANGUAGES) if (text[code] !== undefined) out[code] = text[code];
  const from = Object.fromEntries(Object.entries(text.translatedFrom ?? {}).filter(([language]) => text[language as Language]));
  if (Object.keys(from).length > 0) out.translatedFrom = from;
  return out;
}

/**
 * The value after one language changed: undefined when all three are empty, so the parent object drops
 * the key. An emptied translation is removed (with its fingerprint); a changed Portuguese marks the
 * translations made from the old one as stale; an emptied Portuguese stays "" for the field to name.
 */
export function withLanguage(value: Localized | undefined, language: Language, text: string): Localized | undefined {
  const old: Localized = value ?? {};
  let next: Localized;
  // An emptied Portuguese stamps the translations too, so typing a different one afterwards leaves them stale.
  if (language === 'pt') next = old.pt ? (withPortuguese(old as DraftableText, text) as Localized) : { ...old, pt: text };
  else {
    next = { ...old, [language]: text || undefined };
    if (next.pt === undefined) next.pt = '';
    // A translation typed now is made from the Portuguese as it is now: one that carried a fingerprint
    // (it was stale, or stamped when the Portuguese changed) gets the current one's.
    if (text && next.pt && old.translatedFrom?.[language] !== undefined) next.translatedFrom = { ...old.translatedFrom, [language]: fingerprint(next.pt) };
  }
  return LANGUAGES.every(({ code }) => !next[code]) ? undefined : ordered(next);
}

/** The maintainer's error at a language's input, before the build's: a Portuguese emptied under translations. */
export function localErrorOf(value: Localized | undefined, language: Language): string | undefined {
  return language === 'pt' && value && !value.pt && (value.en || value.es) ? PORTUGUESE_REQUIRED : undefined;
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
    [localErrorOf(value, language), ...((errorSchema as ErrorSchema<Localized> | undefined)?.[language]?.__errors ?? [])].filter(Boolean).join(' ') || undefined;
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
