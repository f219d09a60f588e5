// The form of the selected entry of the open file, with the schema its place in the file calls for.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import type { Problem } from '../shared/protocol.ts';
import { DocumentForm } from './form/DocumentForm.tsx';
import { BLOCK_UI_SCHEMA } from './form/form-options.ts';
import { formRoot, humanize, schemaAt, singularOf, type EditorSchemas } from './form/schemas.ts';
import { collectionNameOf } from './files/file-paths.ts';
import { getAt, parsePointer, setAt } from './json-pointer.ts';
import { labelOf } from './outline/outline.ts';
import { META_POINTER } from './selection.ts';

interface FormSpec {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  title: string;
  detail?: string;
}

/** A sidebar entry's label is one of two kinds, named for what they are rather than "Option 1" and "Option 2". */
const SIDEBAR_ENTRY_UI: UiSchema = { label: { oneOf: [{ 'ui:title': 'A key of the interface text (locales/*.json)' }, { 'ui:title': 'Its own text in each language' }] } };

/** The schema and heading of the form for `pointer` in a file of `kind`, or undefined when it has none. */
export function formSpecFor(schemas: EditorSchemas, path: string, kind: string, document: unknown, pointer: string): FormSpec | undefined {
  if (kind === 'page') {
    if (pointer === META_POINTER) {
      const meta = schemaAt(schemas, schemas.roots.page, META_POINTER);
      return meta ? { schema: formRoot(schemas, meta), title: 'Page title and description' } : undefined;
    }
    const type = (getAt(document, pointer) as { type?: unknown } | undefined)?.type;
    const ref = typeof type === 'string' ? schemas.blockRefs[type] : undefined;
    if (!ref || typeof type !== 'string') return undefined;
    return { schema: formRoot(schemas, { $ref: ref }), uiSchema: BLOCK_UI_SCHEMA, title: labelOf(getAt(document, pointer)) || 'Block', detail: type };
  }
  // site.json: each part (identity, routes, sidebar…) and each entry of its lists has its own form.
  if (kind === 'site') {
    const schema = schemaAt(schemas, schemas.roots.site, pointer);
    if (!schema) return undefined;
    const tokens = parsePointer(pointer);
    const title = tokens.length === 1 ? humanize(tokens[0]!) : `${singularOf(humanize(tokens[0]!))} ${Number(tokens[1]) + 1}`;
    const uiSchema = tokens[0] === 'sidebar' ? (tokens.length === 1 ? { items: SIDEBAR_ENTRY_UI } : SIDEBAR_ENTRY_UI) : undefined;
    return { schema: formRoot(schemas, schema), uiSchema, title, detail: tokens.length === 1 ? undefined : humanize(tokens[0]!) };
  }
  const name = collectionNameOf(path);
  const root = name ? schemas.roots.collections[name] : undefined;
  if (kind !== 'collection' || !root) return undefined;
  const schema = schemaAt(schemas, root, pointer);
  if (!schema) return undefined;
  const tokens = parsePointer(pointer);
  const title = tokens.length === 1 ? humanize(tokens[0]!) : `Record ${Number(tokens[1]) + 1} of ${tokens[0]}`;
  return { schema: formRoot(schemas, schema), title, detail: tokens.length === 1 ? undefined : humanize(tokens[0]!) };
}

export function SelectionForm({ schemas, path, kind, document, pointer, problems, onChange, onDraft }: {
  schemas: EditorSchemas;
  path: string;
  kind: string;
  document: unknown;
  pointer: string;
  problems: Problem[];
  onChange: (update: (data: unknown) => unknown) => void;
  onDraft?: (pointer: string, value: unknown) => void;
}) {
  // The form's schema depends only on where the selection is and what type it has, not on each keystroke.
  const type = (getAt(document, pointer) as { type?: unknown } | undefined)?.type;
  const spec = useMemo(() => formSpecFor(schemas, path, kind, document, pointer), [schemas, path, kind, pointer, type]); // eslint-disable-line react-hooks/exhaustive-deps
  const value = getAt(document, pointer);
  const change = useCallback((next: unknown) => onChange((data) => setAt(data, pointer, next)), [onChange, pointer]);
  if (!spec) return <Text size="sm">This part of the file has no form.</Text>;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={2} size="h4">
          {spec.title}
        </Title>
        {spec.detail ? <Badge variant="light" color="blue" radius="sm" tt="none">{spec.detail}</Badge> : null}
      </Group>
      <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={value} pointer={pointer} problems={problems} onChange={change} onDraft={onDraft} label={spec.detail ? `${spec.title}: ${spec.detail}` : spec.title} />
    </Stack>
  );
}
