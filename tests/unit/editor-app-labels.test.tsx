// Issue 48 §3: the editor's forms speak in plain labels, not in the schemas' own names. A brand colour's
// two kinds, a post's category chosen from the categories by their labels, an import's provenance never
// asked of a new record (and shown read-only on an imported one), a real file not asked for a download
// count, and no "Option 2" for a rule that only says which of two fields must be there.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentForm } from '../../editor/app/form/DocumentForm.tsx';
import { categoriesOf, EditorLookupsContext, listPlaces, type EditorLookups } from '../../editor/app/form/editor-lookups.tsx';
import { humanize } from '../../editor/app/form/schemas.ts';
import { formSpecFor } from '../../editor/app/SelectionForm.tsx';
import { project, schemas } from './editor-app-support.ts';

afterEach(cleanup);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const dataOf = (file: string) => [project.site, ...project.pages, ...project.collections, ...project.locales].find((f) => f.file === file)!.data as Json;

const lookups: EditorLookups = {
  collection: undefined,
  categories: categoriesOf(dataOf('pages-data/collections/news.json'), dataOf('locales/en.json')),
  placesFor: () => [],
  place: () => undefined,
};

function renderForm(path: string, kind: string, document: unknown, pointer: string, context: EditorLookups = lookups, wrap = (node: ReactNode) => node) {
  const spec = formSpecFor(schemas, path, kind, document, pointer)!;
  const onChange = vi.fn();
  const value = pointer.split('/').slice(1).reduce<any>((node, token) => node?.[token], document); // eslint-disable-line @typescript-eslint/no-explicit-any
  render(
    <MantineProvider>
      <EditorLookupsContext.Provider value={context}>
        {wrap(<DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={value} pointer={pointer} problems={[]} onChange={onChange} label="form" />)}
      </EditorLookupsContext.Provider>
    </MantineProvider>,
  );
  return onChange;
}

/** No rjsf default option title and no generated type's name anywhere in the form. */
function expectNoSchemaNames() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/\boption \d\b|\bOption \d\b/);
  expect(text).not.toMatch(/PostCategory|LocalizedText|ImportedProvenance|CollectionCount/);
  for (const input of document.querySelectorAll('input')) expect(input.value).not.toMatch(/\boption \d\b|^Option \d$/);
}

describe('plain labels in the forms', () => {
  it("names a brand colour's two kinds, not \"Primary option 1 / 2\"", () => {
    const site = dataOf('pages-data/site.json');
    renderForm('pages-data/site.json', 'site', site, '/brand');
    expect(screen.getByDisplayValue('A palette colour')).toBeTruthy();
    expect(screen.getByText('A palette colour', { selector: 'label, label *' })).toBeTruthy();
    expectNoSchemaNames();
    // Each option says what it is.
    const primary = (schemas.definitions['common/brand'] as Json).properties.primary.anyOf.map((option: Json) => option.title);
    expect(primary).toEqual(['A palette colour', 'Your own ten shades (#rrggbb, lightest first)']);
  });

  it("chooses a post's category from the news view's categories, by their labels", () => {
    const blog = dataOf('pages-data/collections/blog.json');
    const onChange = renderForm('pages-data/collections/blog.json', 'collection', blog, '/items/0');
    const category = screen.getAllByLabelText(/^Category/).find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;
    expect(category).toHaveValue(lookups.categories.find((entry) => entry.key === blog.items[0].category)!.label);
    expect(screen.queryByText(/Category key/)).toBeNull();
    fireEvent.click(category);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Innovation', 'Industry', 'Research', 'Sustainability', 'Education', 'Collaboration', 'Mentoring']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Research' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...blog.items[0], category: 'research' });
    expectNoSchemaNames();
  });

  it("asks nothing of an import's provenance on a new record, and shows it read-only on an imported one", () => {
    const people = dataOf('pages-data/collections/people.json');
    const fresh = { ...people, items: [...people.items, { id: 'new-record' }] };
    renderForm('pages-data/collections/people.json', 'collection', fresh, `/items/${people.items.length}`);
    expect(screen.queryByText(/^Imported/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Source/ })).toBeNull();
    expectNoSchemaNames();
    cleanup();

    const imported = { ...people, items: [{ ...people.items[0], imported: { source: 'lattes:orientacao:7', from: 'lattes', fields: { 'name': '01234567', 'project.pt': '89abcdef' } } }] };
    renderForm('pages-data/collections/people.json', 'collection', imported, '/items/0');
    const summary = screen.getByRole('group', { name: 'Imported (written by the import, read-only)' });
    expect(summary).toHaveTextContent('Brought in by the Lattes import, as lattes:orientacao:7; it follows 2 fields.');
    expect(within(summary).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('textbox', { name: /^Source/ })).toBeNull();
  });

  it('asks a real file for no download count, and a downloads entry for its "Download count"', () => {
    const files = dataOf('pages-data/collections/files.json');
    const real = files.items.findIndex((item: Json) => item.file);
    const entry = files.items.findIndex((item: Json) => !item.file);
    const { downloads: _count, ...realWithout } = files.items[real];
    renderForm('pages-data/collections/files.json', 'collection', { ...files, items: files.items.map((item: Json, index: number) => (index === real ? realWithout : item)) }, `/items/${real}`);
    expect(screen.queryByLabelText(/Download count/)).toBeNull();
    expect(screen.queryByLabelText(/^Size/)).toBeNull();
    expectNoSchemaNames();
    cleanup();

    renderForm('pages-data/collections/files.json', 'collection', files, `/items/${entry}`);
    expect(screen.getByLabelText(/^Download count/)).toHaveValue(String(files.items[entry].downloads));
    expect(screen.queryByText('Downloads', { exact: true })).toBeNull();
    // Its format, size and download entry, which the if/then/else hid from the form before, are there too.
    expect(screen.getByLabelText(/^Size/)).toHaveValue(files.items[entry].size);
  });

  it('shows no "Option 2" for a rule that only says which of two fields a text block needs', () => {
    renderForm('pages-data/about.json', 'page', { blocks: [{ type: 'richText', text: 'biography' }] }, '/blocks/0');
    expect(screen.queryByRole('textbox', { name: /richText__oneof_select|Option/ })).toBeNull();
    expectNoSchemaNames();
  });

  it('writes the words of an address in capitals, and names one value or several for a filter', () => {
    expect(humanize('url')).toBe('URL');
    expect(humanize('lattesId')).toBe('Lattes ID');
    expect(humanize('featuredHeading')).toBe('Featured heading');
    const where = (schemas.definitions['blocks/record-list'] as Json).properties.where.additionalProperties.oneOf.map((option: Json) => option.title);
    expect(where).toEqual(['One value', 'Any of several values']);
  });
});

describe("the pages' lists of records, for placing a new file", () => {
  it('are the blocks that list the collection by id, named by page, address and heading', () => {
    const pages = project.pages.map((file) => ({ path: file.file, data: file.data }));
    const places = listPlaces(pages, dataOf('pages-data/site.json'), 'files');
    expect(places.map((place) => place.label)).toEqual(expect.arrayContaining(['Materiais educacionais (/material) › Notas de aula', expect.stringMatching(/ \(\/student-resources\) › Apostilas e Material Didático$/)]));
    expect(places.find((place) => place.label.endsWith('› Notas de aula'))).toMatchObject({ file: 'pages-data/material.json', pointer: '/blocks/1' });
    for (const place of places) expect(place.ids.length).toBeGreaterThan(0);
  });
});
