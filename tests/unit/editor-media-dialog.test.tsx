// The editor's image picker on an image block's form: a chosen photo is sent to the server and written
// into the block with its alt text in one change; a file that is not an image is refused before sending.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentForm } from '../../editor/app/form/DocumentForm.tsx';
import { formSpecFor } from '../../editor/app/SelectionForm.tsx';
import { EditorLookupsContext, type EditorLookups, type ListPlace } from '../../editor/app/form/editor-lookups.tsx';
import { schemas } from './editor-app-support.ts';

const block = { type: 'image', src: 'academic-genealogy.svg', alt: { pt: 'a', en: 'b', es: 'c' } };
const page = { $schema: '../schemas/page.schema.json', version: 1, meta: {}, blocks: [block] };
const alt = { pt: 'Bancada do laboratório', en: 'The laboratory bench', es: 'El banco del laboratorio' };

function renderImageBlock() {
  const spec = formSpecFor(schemas, 'pages-data/about.json', 'page', page, '/blocks/0')!;
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={block} pointer="/blocks/0" problems={[]} onChange={onChange} label="block" />
    </MantineProvider>,
  );
  return onChange;
}

function stubServer() {
  const requests: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body, headers: init.headers as Record<string, string> });
    if (!init.method) return new Response(JSON.stringify({ files: [{ name: 'academic-genealogy.svg', kind: 'image', bytes: 2955 }, { name: 'notes.pdf', kind: 'file', bytes: 9 }] }), { status: 200 });
    return new Response(JSON.stringify({ name: 'bancada.jpg', kind: 'image', bytes: 4 }), { status: 200 });
  });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe("the editor's image picker", () => {
  it('sends the chosen photo and writes its name and alt text into the block at once', async () => {
    const requests = stubServer();
    const onChange = renderImageBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Choose or add an image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or choose an image' });
    // Only images are offered from the folder.
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/media'))).toBe(true));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'Bancada.JPG', { type: 'image/jpeg' });
    act(() => void fireEvent.change(within(dialog).getByLabelText('New image'), { target: { files: [photo] } }));
    const add = within(dialog).getByRole('button', { name: 'Add image' });
    expect(add).toBeDisabled();
    for (const [language, text] of [['Português', alt.pt], ['English', alt.en], ['Español', alt.es]] as const)
      fireEvent.change(within(dialog).getByLabelText(`Alt text (${language})`), { target: { value: text } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ type: 'image', src: 'bancada.jpg', alt }));
    const upload = requests.find((r) => r.method === 'POST')!;
    expect(upload.url).toBe('/api/editor/media?name=Bancada.JPG');
    expect(upload.body).toBe(photo);
    expect(upload.headers).toMatchObject({ 'x-site-editor': '1', 'content-type': 'image/jpeg' });
  });

  it('marks the image decorative instead, dropping its alt text', async () => {
    stubServer();
    const onChange = renderImageBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Choose or add an image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or choose an image' });
    act(() => void fireEvent.change(within(dialog).getByLabelText('New image'), { target: { files: [new File(['<svg></svg>'], 'ornament.svg', { type: 'image/svg+xml' })] } }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Decorative/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add image' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ type: 'image', src: 'bancada.jpg', decorative: true }));
  });

  it('refuses a file that is not an image before sending it, and says why', async () => {
    const requests = stubServer();
    renderImageBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Choose or add an image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or choose an image' });
    act(() => void fireEvent.change(within(dialog).getByLabelText('New image'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('notes.txt is not an image (JPEG, PNG, WebP, AVIF, GIF or SVG).');
    expect(within(dialog).getByRole('button', { name: 'Use image' })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe("the editor's file picker on a file record", () => {
  it('places the added file on a page\'s list of files in the same step, as an unsaved edit of that page', async () => {
    const requests: { url: string; method: string }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      requests.push({ url, method: init.method ?? 'GET' });
      if (!init.method) return new Response(JSON.stringify({ files: [] }), { status: 200 });
      return new Response(JSON.stringify({ name: 'tank-notes-2026.pdf', kind: 'file', bytes: 9 }), { status: 200 });
    });
    const record = { id: 'tank-notes-2026', title: { pt: 'Notas' }, description: { pt: 'Notas de aula.' } };
    const files = { $schema: '../../schemas/collections/files.schema.json', version: 1, view: {}, items: [record] };
    const places: ListPlace[] = [
      { file: 'pages-data/material.json', pointer: '/blocks/1', label: 'Materiais educacionais (/material) › Notas de aula', ids: ['material-course-notes-1'] },
      { file: 'pages-data/student-resources.json', pointer: '/blocks/1', label: 'Recursos (/student-resources) › Apostilas', ids: ['tank-notes-2026'] },
    ];
    const place = vi.fn();
    const lookups: EditorLookups = { collection: 'files', categories: [], placesFor: (collection) => (collection === 'files' ? places : []), place };
    const spec = formSpecFor(schemas, 'pages-data/collections/files.json', 'collection', files, '/items/0')!;
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <EditorLookupsContext.Provider value={lookups}>
          <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={record} pointer="/items/0" problems={[]} onChange={onChange} label="record" />
        </EditorLookupsContext.Provider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose or add a file…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or choose a file' });
    const pdf = new File(['%PDF-1.4'], 'Tank notes 2026.pdf', { type: 'application/pdf' });
    act(() => void fireEvent.change(within(dialog).getByLabelText('New file'), { target: { files: [pdf] } }));
    // The pages' lists of files are offered; the one that lists the record already is not.
    const where = within(dialog).getAllByLabelText(/^Show it on a page/).find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;
    expect(within(dialog).getByText(/The record's id, tank-notes-2026, is added to the list you choose/)).toBeTruthy();
    fireEvent.click(where);
    // (Inside the dialog, the list of options is outside its focus trap: hidden to the accessibility tree in happy-dom.)
    expect(await screen.findByRole('option', { hidden: true, name: 'Recursos (/student-resources) › Apostilas (already there)' })).toHaveAttribute('data-combobox-disabled', 'true');
    fireEvent.click(screen.getByRole('option', { hidden: true, name: 'Materiais educacionais (/material) › Notas de aula' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add file' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...record, file: 'tank-notes-2026.pdf' }));
    expect(place).toHaveBeenCalledWith(places[0], 'tank-notes-2026');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/editor/media?name=Tank+notes+2026.pdf']);
  });

  it("finds the pages' lists of the collection by id, each named by its page, address and heading", async () => {
    const { listPlaces } = await import('../../editor/app/form/editor-lookups.tsx');
    const material = { meta: { title: { pt: 'Materiais' } }, blocks: [{ type: 'pageHeader' }, { type: 'recordList', collection: 'files', ids: ['a'], heading: { pt: 'Notas' } }] };
    expect(listPlaces([{ path: 'pages-data/material.json', data: material }], { routes: [{ path: '/material', document: 'material' }] }, 'files')).toEqual([
      { file: 'pages-data/material.json', pointer: '/blocks/1', label: 'Materiais (/material) › Notas', ids: ['a'] },
    ]);
  });
});

