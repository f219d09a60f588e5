// rjsf fills defaults into a form's data when it loads (ids: [null], points: [{}], a const "type"); the
// editor's options turn that off. Proof: every block of every page, the page's title and description,
// and every record and setting of every collection come back from their form unchanged. Equal as JSON
// values: rjsf puts keys in the schema's order, which the server's format-keeping writer ignores (it
// compares values and edits only what changed, so the file's own key order stays).
import type CoreForm from '@rjsf/core';
import Form from '@rjsf/mantine';
import { createSchemaUtils } from '@rjsf/utils';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { FORM_CONFIG } from '../../editor/app/form/DocumentForm.tsx';
import { collectionParts, blockPointers, pageOutline } from '../../editor/app/outline/outline.ts';
import { deepEqual } from '../../editor/app/deep-equal.ts';
import { getAt } from '../../editor/app/json-pointer.ts';
import { formSpecFor } from '../../editor/app/SelectionForm.tsx';
import { META_POINTER } from '../../editor/app/selection.ts';
import { project, schemas } from './editor-app-support.ts';

interface Entry { file: string; kind: string; data: unknown; pointer: string }

const pageEntries: Entry[] = project.pages
  .filter((page) => page.file.endsWith('.json') && page.file !== 'pages-data/site.json')
  .flatMap((page) => [META_POINTER, ...blockPointers(pageOutline(page.data))].map((pointer) => ({ file: page.file, kind: 'page', data: page.data, pointer })));
const collectionEntries: Entry[] = project.collections.flatMap((collection) =>
  collectionParts(collection.data).flatMap((part) =>
    (part.records ? part.records.map((record) => record.pointer) : [part.pointer]).map((pointer) => ({ file: collection.file, kind: 'collection', data: collection.data, pointer })),
  ),
);
// site.json's parts and the entries of its lists (routes, sidebar…), each in its own form.
const siteEntries: Entry[] = collectionParts(project.site.data).flatMap((part) =>
  (part.records ? part.records.map((record) => record.pointer) : [part.pointer]).map((pointer) => ({ file: project.site.file, kind: 'site', data: project.site.data, pointer })),
);
const entries = [...pageEntries, ...collectionEntries, ...siteEntries];

function specOf(entry: Entry) {
  const spec = formSpecFor(schemas, entry.file, entry.kind, entry.data, entry.pointer);
  if (!spec) throw new Error(`${entry.file} ${entry.pointer}: no form`);
  return spec;
}

describe('a form gives back the data it was opened with', () => {
  it('covers every block, record and setting of the project', () => {
    expect(pageEntries.length).toBeGreaterThan(150);
    expect(collectionEntries.length).toBeGreaterThan(250);
    expect(siteEntries.map((entry) => entry.pointer)).toEqual(expect.arrayContaining(['/identity', '/routes/0', '/sidebar/0']));
  });

  it('computes no defaults into any of them (the state each form starts from)', () => {
    const changed: string[] = [];
    for (const entry of entries) {
      const { schema } = specOf(entry);
      const value = getAt(entry.data, entry.pointer);
      const utils = createSchemaUtils(FORM_CONFIG.validator, schema, FORM_CONFIG.experimental_defaultFormStateBehavior);
      const state = utils.getDefaultFormState(schema, value);
      if (!deepEqual(state, value)) changed.push(`${entry.file} ${entry.pointer}`);
    }
    expect(changed).toEqual([]);
  });

  // Rendering is slower: one form of each block type and one of each collection's parts.
  const oneOfEach = new Map<string, Entry>();
  // A collection's view settings are left out here: their form (the view schema's, the largest) took
  // 30 s a render on a busy machine, and what rjsf would change in them is its default state, checked
  // for every entry above.
  for (const entry of entries.filter((candidate) => !candidate.pointer.startsWith('/view'))) {
    const value = getAt(entry.data, entry.pointer) as { type?: string };
    const key = entry.kind === 'page' ? (entry.pointer === META_POINTER ? 'meta' : `block ${value.type}`) : `${entry.file} ${entry.pointer.replace(/\/\d+$/, '')}`;
    if (!oneOfEach.has(key)) oneOfEach.set(key, entry);
  }

  it.each([...oneOfEach].map(([key, entry]) => [key, entry] as const))('renders %s and keeps its data', (_key, entry) => {
    const { schema, uiSchema } = specOf(entry);
    const value = getAt(entry.data, entry.pointer);
    const form = createRef<CoreForm>();
    render(
      <MantineProvider>
        <Form ref={form} {...FORM_CONFIG} schema={schema} uiSchema={uiSchema} formData={value} />
      </MantineProvider>,
    );
    expect(JSON.parse(JSON.stringify(form.current!.state.formData))).toEqual(value);
  });
});
