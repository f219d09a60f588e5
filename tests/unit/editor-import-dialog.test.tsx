// The editor's Import dialog: a chosen file is planned by the server and its report shown; Apply sends
// it again to be written and tells the editor which files to read again.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportButton } from '../../editor/app/import/ImportDialog.tsx';

const REPORT = 'BibTeX import from more.bib\n\npublications (pages-data/collections/publications.json)\n  added (1):\n    + "Controle de colunas" (2023)';

function stubServer() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const apply = url.includes('apply=1');
    return new Response(JSON.stringify({ report: REPORT, changes: true, writable: true, ...(apply ? { written: ['pages-data/collections/publications.json'] } : {}) }), { status: 200 });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the editor's Import dialog", () => {
  it('shows the report of the chosen file, and Apply writes it', async () => {
    const urls = stubServer();
    const onWritten = vi.fn();
    render(
      <MantineProvider>
        <ImportButton onWritten={onWritten} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import records' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['@inproceedings{x, title = {T}}'], 'more.bib')] } });
    expect(await screen.findByText(/\+ "Controle de colunas" \(2023\)/)).toBeInTheDocument();
    expect(urls).toEqual(['/api/editor/import?name=more.bib']);
    expect(onWritten).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onWritten).toHaveBeenCalledWith(['pages-data/collections/publications.json']));
    expect(urls[1]).toBe('/api/editor/import?name=more.bib&apply=1');
    expect(screen.getByRole('status')).toHaveTextContent('Written: pages-data/collections/publications.json.');
  });
});
