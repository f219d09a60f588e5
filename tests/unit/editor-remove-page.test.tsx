// The editor's "Remove page": a page's row in the file list offers it; the dialog lists, file by file,
// what the server's plan says will go, and only the confirmation sends the removal, with the plan's
// versions. The home page is refused with the server's sentence; unsaved edits in a file the removal
// changes hold it back, so none is lost.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileList } from '../../editor/app/files/FileList.tsx';
import { useRemovePage } from '../../editor/app/files/RemovePageDialog.tsx';
import type { Editor } from '../../editor/app/use-editor.ts';
import type { FileSummary, RemovePagePlan } from '../../editor/shared/protocol.ts';

const FILES: FileSummary[] = [
  { path: 'pages-data/home.json', kind: 'page', problems: 0 },
  { path: 'pages-data/podcast.json', kind: 'page', problems: 0 },
  { path: 'pages-data/collections/podcast.json', kind: 'collection', problems: 0 },
  { path: 'pages-data/site.json', kind: 'site', problems: 0 },
];
const PLAN: RemovePagePlan = {
  path: '/podcast',
  document: 'pages-data/podcast.json',
  changes: [
    { file: 'pages-data/podcast.json', pointer: '', what: "the page's document, deleted" },
    { file: 'pages-data/site.json', pointer: '/routes/31', what: 'the route /podcast' },
    { file: 'pages-data/media.json', pointer: '/blocks/3/actions/1', what: 'the button “Ouvir o podcast” (/podcast)' },
  ],
  notes: [],
  problems: [],
  versions: { 'pages-data/podcast.json': 'v1', 'pages-data/site.json': 'v2', 'pages-data/media.json': 'v3' },
};

function stubServer() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { document?: string };
    sent.push({ url, body });
    if (url.endsWith('/remove-page/plan'))
      return body.document === 'pages-data/home.json'
        ? new Response(JSON.stringify({ message: 'The home page (/) cannot be removed: every visit and every way back starts there.' }), { status: 400 })
        : new Response(JSON.stringify(PLAN), { status: 200 });
    return new Response(JSON.stringify({ path: '/podcast', written: ['pages-data/media.json', 'pages-data/site.json'], deleted: ['pages-data/podcast.json'] }), { status: 200 });
  });
  return sent;
}

function fakeEditor(current?: string) {
  return {
    current,
    open: {},
    refreshFiles: vi.fn(async () => undefined),
    reloadFromDisk: vi.fn(async () => undefined),
    openFile: vi.fn(async () => undefined),
  } as unknown as Editor & { refreshFiles: ReturnType<typeof vi.fn>; openFile: ReturnType<typeof vi.fn> };
}

function Harness({ editor, dirtyPaths = '' }: { editor: Editor; dirtyPaths?: string }) {
  const removal = useRemovePage(editor, dirtyPaths);
  return (
    <>
      <FileList files={FILES} dirtyPaths={dirtyPaths} onOpen={() => undefined} onRemovePage={removal.ask} />
      {removal.dialog}
    </>
  );
}

const renderList = (editor: Editor, dirtyPaths?: string) =>
  render(
    <MantineProvider>
      <Harness editor={editor} dirtyPaths={dirtyPaths} />
    </MantineProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("the editor's Remove page", () => {
  it('is offered on pages only', () => {
    stubServer();
    renderList(fakeEditor());
    expect(screen.getByRole('button', { name: 'Remove page podcast…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove page home…' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove page/ })).toHaveLength(2);
  });

  it('lists what will go, and removes the page only once confirmed, with the plan\'s versions', async () => {
    const sent = stubServer();
    const editor = fakeEditor('pages-data/podcast.json');
    renderList(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Remove page podcast…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove /podcast?' });
    const list = within(dialog).getByRole('list', { name: 'What will go' });
    expect(list).toHaveTextContent('pages-data/media.json');
    expect(list).toHaveTextContent('/blocks/3/actions/1 the button “Ouvir o podcast” (/podcast)');
    expect(list).toHaveTextContent("the page's document, deleted");
    expect(sent.map(({ url }) => url)).toEqual(['/api/editor/remove-page/plan']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the page' }));
    await waitFor(() => expect(editor.openFile).toHaveBeenCalledWith('pages-data/home.json'));
    expect(sent[1]).toEqual({ url: '/api/editor/remove-page', body: { path: '/podcast', versions: PLAN.versions } });
    expect(editor.refreshFiles).toHaveBeenCalled();
  });

  it("refuses the home page with the server's sentence", async () => {
    const sent = stubServer();
    renderList(fakeEditor());
    fireEvent.click(screen.getByRole('button', { name: 'Remove page home…' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The home page (/) cannot be removed');
    expect(screen.queryByRole('button', { name: 'Remove the page' })).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('holds back while a file it changes has unsaved edits', async () => {
    stubServer();
    renderList(fakeEditor(), 'pages-data/media.json');
    fireEvent.click(screen.getByRole('button', { name: 'Remove page podcast…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove /podcast?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('pages-data/media.json has unsaved edits');
    expect(within(dialog).getByRole('button', { name: 'Remove the page' })).toBeDisabled();
  });
});
