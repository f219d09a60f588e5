// The editor's "Start from your record" dialog, as the owner walks it: her Lattes export and her answers
// go to the server, which plans first (nothing written), names what the export did not say (the field
// shows "Needed"), plans again once she answers, and writes only on Apply; then the editor reads the
// written files again, except an open file with unsaved edits. The server's side is
// tests/node/editor-fresh-start.test.ts; here a stand-in answers as it does.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshStartButton } from '../../editor/app/fresh-start/FreshStartButton.tsx';
import type { FreshStartRequest } from '../../editor/shared/fresh-start-protocol.ts';
import type { Editor, OpenFile } from '../../editor/app/use-editor.ts';

const WRITTEN = ['pages-data/site.json', 'pages-data/about.json', 'pages-data/collections/publications.json'];

/** Answers as the editor's server does: the e-mail is missing until given; apply writes. */
function stubServer() {
  const requests: FreshStartRequest[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const request = JSON.parse(String(init.body)) as FreshStartRequest;
    requests.push(request);
    const missing = request.answers.email ? [] : ['email'];
    const report = `Start fresh${request.lattes ? ` from ${request.lattes.name}` : ''}\n  - 14 sample articles go\n${missing.length ? '  needed: email' : '  ready to write'}`;
    const body = { report, missing, writable: missing.length === 0, ...(request.apply ? { written: WRITTEN, deleted: ['pages-data/media/sample-portrait.jpg'] } : {}) };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return requests;
}

function fakeEditor(open: Record<string, Partial<OpenFile>>) {
  const refreshFiles = vi.fn(async () => {});
  const reloadFromDisk = vi.fn(async () => {});
  const editor = { open, refreshFiles, reloadFromDisk } as unknown as Editor;
  return { editor, refreshFiles, reloadFromDisk };
}

afterEach(() => vi.unstubAllGlobals());

describe('the editor\'s "Start from your record" dialog', () => {
  it('plans with her export and answers, asks for what is missing, and writes only on Apply', async () => {
    const requests = stubServer();
    const unsaved = { data: { v: 2 }, saved: { v: 1 } };
    const clean = { data: { v: 1 }, saved: { v: 1 } };
    const { editor, refreshFiles, reloadFromDisk } = fakeEditor({ 'pages-data/site.json': unsaved, 'pages-data/about.json': clean });
    render(
      <MantineProvider>
        <FreshStartButton editor={editor} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start from your record' }));
    const dialog = await screen.findByRole('dialog', { name: "Start from your record, not the sample's" });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    const file = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(file, { target: { files: [new File(['<CURRICULO-VITAE/>'], 'curriculo.xml')] } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'a professora (feminine)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Full name' }), { target: { value: 'Ana Exemplo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'See what would change' }));

    // The export did not say her e-mail: the field asks for it, and nothing can be written yet.
    await within(dialog).findByText('Needed: your export does not say it');
    expect(within(dialog).getByRole('textbox', { name: 'Public e-mail' })).toHaveAccessibleDescription('Needed: your export does not say it');
    expect(within(dialog).getByLabelText('Start fresh report')).toHaveTextContent('Start fresh from curriculo.xml');
    expect(apply).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ apply: false, answers: { gender: 'feminine', name: 'Ana Exemplo' }, lattes: { name: 'curriculo.xml', base64: btoa('<CURRICULO-VITAE/>') } });

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Public e-mail' }), { target: { value: 'ana@ufvc.example' } });
    // An answer changed after the plan: Apply waits for a new plan, so what is written is what she saw.
    expect(apply).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'See what would change' }));
    await waitFor(() => expect(apply).toBeEnabled());
    expect(within(dialog).queryByText('Needed: your export does not say it')).toBeNull();
    expect(refreshFiles).not.toHaveBeenCalled();

    fireEvent.click(apply);
    await within(dialog).findByText(/^Written: 3 file\(s\); deleted: pages-data\/media\/sample-portrait\.jpg\./);
    expect(requests.map((request) => request.apply)).toEqual([false, false, true]);
    expect(requests[2]!.answers).toMatchObject({ email: 'ana@ufvc.example', name: 'Ana Exemplo', gender: 'feminine' });
    expect(refreshFiles).toHaveBeenCalledTimes(1);
    // The open file without unsaved edits follows the disk; the one with unsaved edits keeps them.
    expect(reloadFromDisk.mock.calls).toEqual([['pages-data/about.json']]);
    expect(apply).toBeDisabled();
  });

  it("shows the server's refusal in its own words", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'The Lattes file could not be read: it is not XML.' }), { status: 400 }));
    const { editor } = fakeEditor({});
    render(
      <MantineProvider>
        <FreshStartButton editor={editor} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start from your record' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'See what would change' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The Lattes file could not be read: it is not XML.');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
