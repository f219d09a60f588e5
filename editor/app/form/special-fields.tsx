// Fields the forms show their own way, for the owner rather than as the schema names them (issue 48 §3):
// - a post's category, a key of the news view's category badge, is chosen from a list with each
//   category's label ("Research"), not typed against "Category key (see PostCategory)";
// - an import's provenance (`imported`, schemas/common/imported.schema.json) is written by the imports
//   only: a record without it (a new one) shows nothing of it, one with it a read-only summary;
// - a file record with a real file ("file") is not asked for a download count, which only a downloads
//   entry shows, nor for what the build measures (size, pages, format), which its schema forbids.
// The definitions carry a mark (labels.ts, EDITOR_MARK) that these look for.
import { Fieldset, Select, Text } from '@mantine/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useContext } from 'react';
import { EditorLookupsContext } from './editor-lookups.tsx';
import { EDITOR_MARK, type EditorMark } from './labels.ts';

export const markOf = (schema: RJSFSchema | undefined): EditorMark | undefined => (schema as Record<string, unknown> | undefined)?.[EDITOR_MARK] as EditorMark | undefined;

/** The category: one of the news view's categories, by its label; a value it does not know stays offered as it is. */
export function CategoryField({ formData, onChange, fieldPathId, schema, uiSchema, name, required, rawErrors, disabled, readonly }: FieldProps) {
  const { categories } = useContext(EditorLookupsContext);
  const value = typeof formData === 'string' && formData !== '' ? formData : null;
  const data = categories.map((category) => ({ value: category.key, label: category.label }));
  if (value && !categories.some((category) => category.key === value)) data.push({ value, label: `${value} (not a category of the news view: a gray badge)` });
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  return (
    <Select
      id={fieldPathId.$id}
      label={title}
      required={required}
      description="Its colour and its label in each language are the news view's category badge (pages-data/collections/news.json)."
      placeholder={categories.length ? 'Choose a category' : 'Reading the categories…'}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? undefined, fieldPathId.path)}
      allowDeselect={!required}
      clearable={!required}
      searchable
      disabled={disabled || readonly}
      error={rawErrors?.length ? rawErrors.join(' ') : undefined}
      mb="sm"
    />
  );
}

/** How the bundled schema refers to an import's provenance (editor/server/schema-bundle.ts). */
export const IMPORTED_REF = '#/definitions/common~1imported';

const IMPORTS: Record<string, string> = { lattes: 'the Lattes import', bibtex: 'the BibTeX import', orcid: 'the ORCID import' };

/** An import's provenance, read-only: which import brought the record, its key there, and how many fields it follows. */
export function ImportedSummary({ formData, fieldPathId }: FieldProps) {
  const imported = (formData ?? {}) as { source?: unknown; from?: unknown; fields?: unknown };
  const fields = imported.fields && typeof imported.fields === 'object' ? Object.keys(imported.fields).length : 0;
  const from = typeof imported.from === 'string' ? (IMPORTS[imported.from] ?? imported.from) : 'an import';
  return (
    <Fieldset id={fieldPathId.$id} legend="Imported (written by the import, read-only)" variant="filled" mb="sm" data-imported>
      <Text size="sm">
        Brought in by {from}{typeof imported.source === 'string' ? `, as ${imported.source}` : ''}; it follows {fields === 1 ? '1 field' : `${fields} fields`}.
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        A field you change here keeps your value when the import runs again (its report says so).
      </Text>
    </Fieldset>
  );
}

/**
 * The object's schema without the properties the form should not ask for, given its data: an absent
 * provenance (a record added by hand), and an absent download count beside a real file.
 */
export function withoutUnaskedProperties(props: Pick<FieldProps, 'schema' | 'formData'>): RJSFSchema {
  const { schema } = props;
  const properties = schema.properties;
  if (!properties) return schema;
  const data = (props.formData ?? {}) as Record<string, unknown>;
  // What the schema forbids for this data (`"not": { "anyOf": [{ "required": ["size"] }, …] }`, a real
  // file's size, pages, format and download entry, which the build measures) is not asked either.
  const not = (schema as { not?: { anyOf?: { required?: unknown }[] } }).not;
  const forbidden = new Set((not?.anyOf ?? []).flatMap((option) => (Array.isArray(option?.required) ? (option.required as string[]) : [])));
  const dropped = Object.entries(properties).filter(([key, property]) => {
    if (data[key] !== undefined || typeof property !== 'object') return false;
    if (forbidden.has(key)) return true;
    // (By its reference, not its resolved schema: this runs for every object of every form on each render.)
    if (property.$ref === IMPORTED_REF || markOf(property as RJSFSchema) === 'imported') return true;
    // A real file is measured by the build and counted by no one: its card shows no download count.
    return key === 'downloads' && typeof data.file === 'string' && data.file !== '' && 'file' in properties;
  });
  if (!dropped.length) return schema;
  const names = new Set(dropped.map(([key]) => key));
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([key]) => !names.has(key))),
    ...(Array.isArray(schema.required) ? { required: schema.required.filter((key) => !names.has(key)) } : {}),
  };
}
