// What the editor changes in rjsf's Mantine theme: text inputs that commit after a pause, errors of
// objects and arrays shown as text (Mantine shows a leaf input's error inside the input itself), the
// trilingual field, and nested blocks left to the outline.
import { Alert, Text, TextInput, Textarea } from '@mantine/core';
import { getDefaultRegistry } from '@rjsf/core';
import { Templates as MantineTemplates } from '@rjsf/mantine';
import type { BaseInputTemplateProps, DescriptionFieldProps, FieldErrorProps, FieldProps, RegistryFieldsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, errorId, labelValue } from '@rjsf/utils';
import { useCallback } from 'react';
import { useDraftText } from './draft-text.ts';
import { isLocalizedTextSchema, LocalizedTextField } from './LocalizedTextField.tsx';
import { MediaObjectField, mediaPropertyOf } from '../media/MediaObjectField.tsx';
import { CategoryField, ImportedSummary, markOf, withoutUnaskedProperties } from './special-fields.tsx';

const { fields: defaultFields } = getDefaultRegistry();
const MantineBaseInput = MantineTemplates.BaseInputTemplate!;

/**
 * What a text input and a text area share: the value kept as a draft that commits 300 ms after the last key
 * or on blur (an emptied text commits the field's empty value), the label, state, errors and their ids.
 */
function useDraftInput(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, label, hideLabel, required, disabled, readonly, rawErrors } = props;
  const emptyValue = options.emptyValue;
  const commit = useCallback((text: string) => onChange(text === '' ? emptyValue : text), [onChange, emptyValue]);
  const { draft, change, flush } = useDraftText(value == null ? '' : String(value), commit);
  return {
    id,
    label: labelValue(label || undefined, hideLabel, false),
    required,
    disabled: disabled || readonly,
    value: draft,
    error: rawErrors?.length ? rawErrors.join(' ') : undefined,
    'aria-describedby': ariaDescribedByIds(id, false),
    onChange: (event: { currentTarget: { value: string } }) => change(event.currentTarget.value),
    onBlur: (event: { currentTarget: { value: string } }) => {
      flush();
      onBlur(id, event.currentTarget.value);
    },
  };
}

/** A text input that keeps its own state and commits 300 ms after the last key or on blur. */
function DraftTextInput(props: BaseInputTemplateProps) {
  const { id, options, hideLabel, schema, type } = props;
  const description = hideLabel ? undefined : (options.description as string | undefined) || schema.description;
  return <TextInput {...useDraftInput(props)} name={id} type={type === 'password' ? 'password' : 'text'} description={description} />;
}

/** Numbers, dates and the like keep Mantine's input; plain text gets the draft input. */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const numeric = props.type === 'number' || props.type === 'integer' || props.schema.type === 'number' || props.schema.type === 'integer';
  return numeric ? <MantineBaseInput {...props} /> : <DraftTextInput {...props} />;
}

function TextareaWidget(props: WidgetProps) {
  return <Textarea {...useDraftInput(props)} description={props.hideLabel ? undefined : props.schema.description} autosize minRows={2} />;
}

/** Errors of an object or array (a missing property, too few items) as visible text; a leaf's are in its input. */
function FieldErrorTemplate({ errors, fieldPathId, schema }: FieldErrorProps) {
  if (!errors?.length) return null;
  const leaf = schema.type !== 'object' && schema.type !== 'array';
  if (leaf) return <span id={errorId(fieldPathId)} hidden>{errors.join(' ')}</span>;
  return (
    <Text id={errorId(fieldPathId)} size="sm" c="var(--mantine-color-error)" role="status" data-field-error>
      {errors.join(' ')}
    </Text>
  );
}

/** Descriptions as help text under a label, not as a paragraph the size of the fields. */
function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} size="sm" c="dimmed" mb="xs">
      {description}
    </Text>
  );
}

/** Blocks inside a section or a tab panel are edited from the outline, each in its own form. */
function isBlockArray(schema: FieldProps['schema']): boolean {
  const items = schema.items as { $ref?: string; discriminator?: unknown } | undefined;
  return Boolean(items && !Array.isArray(items) && (items.discriminator || /definitions\/block$/.test(items.$ref ?? '')));
}

function ObjectField(props: FieldProps) {
  if (isLocalizedTextSchema(props.schema)) return <LocalizedTextField {...props} />;
  if (markOf(props.schema) === 'imported') return <ImportedSummary {...props} />;
  const Default = defaultFields.ObjectField!;
  const schema = withoutUnaskedProperties(props);
  const shown = schema === props.schema ? props : { ...props, schema };
  if (mediaPropertyOf(shown)) return <MediaObjectField {...shown} Default={Default} />;
  return <Default {...shown} />;
}

/** A post's category is chosen from the news view's categories (special-fields.tsx). */
function StringField(props: FieldProps) {
  if (markOf(props.schema) === 'post-category') return <CategoryField {...props} />;
  const Default = defaultFields.StringField!;
  return <Default {...props} />;
}

function ArrayField(props: FieldProps) {
  if (isBlockArray(props.schema)) {
    const count = Array.isArray(props.formData) ? props.formData.length : 0;
    return (
      <Alert variant="light" color="gray" title={props.schema.title ?? props.name} p="xs">
        {count === 1 ? '1 block' : `${count} blocks`}, each edited on its own: choose it in the outline.
      </Alert>
    );
  }
  const Default = defaultFields.ArrayField!;
  return <Default {...props} />;
}

export const editorFields: RegistryFieldsType = { ObjectField, ArrayField, StringField };
export const editorTemplates: Partial<TemplatesType> = { BaseInputTemplate, FieldErrorTemplate, DescriptionFieldTemplate };
export const editorWidgets = { TextareaWidget };
