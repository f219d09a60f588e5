// The editor's Translations view of the whole site, with the editor's own state (useEditor) over a fake
// server holding the fixture's news collection (tests/fixtures/translations/): it lists the site's
// waiting and stale texts by file, "Mark as translated" saves through the editor's save (the translation
// and its fingerprint reach the disk, the count drops), and a file changed on disk meanwhile is reported.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteTranslationView } from '../../editor/app/translations/SiteTranslationView.tsx';
import { useEditor } from '../../editor/app/use-editor.ts';
import type { NewsCollection } from '../../src/generated/schemas.ts';
import { pendingTranslations } from '../../src/i18n/translation-report.ts';
import { fingerprint } from '../../src/i18n/translation-status.ts';
import './editor-app-support.ts';

const NEWS = 'pages-data/collections/news.json';
const fixture = readFileSync(join(import.meta.dirname, '../fixtures/translations', NEWS), 'utf8');
const ptOnly = (JSON.parse(fixture) as NewsCollection).items.findIndex((item) => item.title.en === undefined);

/** The server's disk: one file, its version, and what each request did. */
let disk: { data: NewsCollection; version: string };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  disk = { data: JSON.parse(fixture) as NewsCollection, version: 'v1' };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://editor.invalid');
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/editor/', '')}`;
    const schemas = { version: 's1' };
    if (route === 'GET files') return json({ files: [{ path: NEWS, kind: 'collection', problems: 0, toTranslate: pendingTranslations(NEWS, disk.data).length }], schemas });
    if (route === 'GET file') return json({ path: NEWS, data: disk.data, version: disk.version });
    if (route === 'GET translations') return json({ files: [{ path: NEWS, items: pendingTranslations(NEWS, disk.data) }] });
    if (route === 'POST validate') return json({ problems: [], schemas });
    if (route === 'POST save') {
      const body = JSON.parse(String(init!.body)) as { data: NewsCollection; version: string };
      if (body.version !== disk.version) return json({ message: 'The file changed on disk since it was opened.' }, 409);
      disk = { data: body.data, version: `${disk.version}+` };
      return json({ version: disk.version });
    }
    return json({ message: `no ${route}` }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  return <SiteTranslationView editor={useEditor()} />;
}

const renderView = () => render(<MantineProvider><Harness /></MantineProvider>);

async function translateTitle(text: string) {
  const list = await screen.findByRole('list', { name: `Texts to translate in ${NEWS}` });
  fireEvent.change(within(list).getByRole('textbox', { name: `English translation of ${NEWS} /items/${ptOnly}/title` }), { target: { value: text } });
  fireEvent.click(within(list).getByRole('button', { name: `Mark the English of ${NEWS} /items/${ptOnly}/title as translated` }));
}

describe("the editor's Translations view of the whole site", () => {
  it('lists every waiting and stale text by file, the Portuguese beside each; marking one saves it and the count drops', async () => {
    renderView();
    const expected = pendingTranslations(NEWS, disk.data);
    await screen.findByText(`${expected.length} to translate in 1 file`);
    const list = screen.getByRole('list', { name: `Texts to translate in ${NEWS}` });
    expect(within(list).getAllByRole('textbox')).toHaveLength(expected.length);
    expect(within(list).getAllByText(disk.data.items[ptOnly]!.title.pt).length).toBeGreaterThan(0);

    await translateTitle('Predictive control seminar');
    await screen.findByText(`${expected.length - 1} to translate in 1 file`);
    const title = disk.data.items[ptOnly]!.title;
    expect(title.en).toBe('Predictive control seminar');
    expect(title.translatedFrom?.en).toBe(fingerprint(title.pt));
    expect(disk.version).toBe('v1+');
  });

  it('a file changed on disk since it was read is not overwritten, and the view says so', async () => {
    renderView();
    await screen.findByRole('list', { name: `Texts to translate in ${NEWS}` });
    // Someone saves the file by hand after the editor read it.
    await translateTitle('First');
    await waitFor(() => expect(disk.version).toBe('v1+'));
    disk = { ...disk, version: 'by-hand' };
    const before = JSON.stringify(disk.data);
    const list = screen.getByRole('list', { name: `Texts to translate in ${NEWS}` });
    const excerpt = `English translation of ${NEWS} /items/${ptOnly}/excerpt`;
    fireEvent.change(within(list).getByRole('textbox', { name: excerpt }), { target: { value: 'An excerpt' } });
    fireEvent.click(within(list).getByRole('button', { name: `Mark the English of ${NEWS} /items/${ptOnly}/excerpt as translated` }));
    expect((await screen.findByRole('alert')).textContent).toContain('changed on disk');
    expect(JSON.stringify(disk.data)).toBe(before);
  });
});
