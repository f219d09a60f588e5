// The form of one selected value of a document (a block, a record, the page's title and description,
// a collection's view), generated from its schema by rjsf's Mantine theme. rjsf renders only: the
// errors shown are the build's, from the server, placed next to their fields.
import Form from '@rjsf/mantine';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { Problem } from '../../shared/protocol.ts';
import { deepEqual, withoutUndefined } from '../deep-equal.ts';
import { DEFAULT_FORM_STATE_BEHAVIOR, type EditorFormContext } from './form-options.ts';
import { errorSchemaFor, pointerOfField } from './problem-fields.ts';
import { editorFields, editorTemplates, editorWidgets } from './theme-parts.tsx';

export interface DocumentFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  value: unknown;
  /** Where the value is in its file, to place the build's problems on its fields. */
  pointer: string;
  problems: Problem[];
  onChange: (value: unknown) => void;
  /** A value being typed (not yet committed) at a pointer of the file, for the preview. */
  onDraft?: (pointer: string, value: unknown) => void;
  /** A name for the form (its aria-label): "Block 3: richText". */
  label: string;
}

/** Everything every form of the editor shares (the round-trip test renders forms with exactly this). */
export const FORM_CONFIG = {
  validator,
  fields: editorFields,
  templates: editorTemplates,
  widgets: editorWidgets,
  noHtml5Validate: true,
  showErrorList: false,
  experimental_defaultFormStateBehavior: DEFAULT_FORM_STATE_BEHAVIOR,
} as const;

/** The root object's title is the schema's name ("PageHeaderBlock"); the editor's heading names it instead. */
const ROOT_UI = { 'ui:title': '', 'ui:submitButtonOptions': { norender: true } };

export const DocumentForm = memo(function DocumentForm({ schema, uiSchema, value, pointer, problems, onChange, onDraft, label }: DocumentFormProps) {
  const extraErrors = useMemo(() => errorSchemaFor(problems, pointer), [problems, pointer]);
  // The form keeps its data in its own state after the first render: handing each committed change back
  // as a new formData would make rjsf compute the whole form's state a second time (its defaults and
  // conditions), doubling what a commit costs. The editor gives the form a new key when the value is
  // changed from outside (an outline edit, a reload from disk), which opens it again. A new schema (the
  // schemas changed on disk) opens it again too, on the value as it is now, unsaved edits included.
  const [opened, setOpened] = useState({ schema, value });
  // What the form holds now: its last change, or the value it opened on.
  const held = useRef(value);
  if (opened.schema !== schema) {
    held.current = value;
    setOpened({ schema, value });
  }
  const formContext = useMemo<EditorFormContext>(
    () => ({ previewDraft: onDraft ? (path, draft) => onDraft(pointerOfField(pointer, path), draft) : undefined }),
    [onDraft, pointer],
  );
  // rjsf computes its whole state again from its `formData` prop whenever any other prop changes (the
  // build's problems arriving as `extraErrors` after a language is emptied, say). Were that prop still
  // the value the form opened on, every edit since would vanish from the form and be overwritten by the
  // next one, so it is what the form holds whenever those props change, and stays put between them.
  const formData = useMemo(() => held.current, [opened, extraErrors, formContext]); // eslint-disable-line react-hooks/exhaustive-deps
  const latest = useRef(value);
  latest.current = value;
  const handleChange = useCallback(
    (event: IChangeEvent) => {
      held.current = event.formData;
      const next = withoutUndefined(event.formData);
      // rjsf also reports changes it makes itself; only the maintainer's edits change the document.
      if (!deepEqual(next, latest.current)) onChange(next);
    },
    [onChange],
  );
  return (
    <Form
      schema={schema}
      {...FORM_CONFIG}
      uiSchema={{ ...uiSchema, ...ROOT_UI }}
      formData={formData}
      onChange={handleChange}
      extraErrors={extraErrors}
      formContext={formContext}
      aria-label={label}
      onSubmit={() => undefined}
    />
  );
});
