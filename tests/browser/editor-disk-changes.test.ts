// Issue 48 §3, "the editor keeps every edit", as the owner meets it: files change on disk (a page's file
// deleted, site.json written by another program) while site.json holds four unsaved edits; a file with no
// unsaved edits follows the disk; a file deleted with unsaved edits keeps them and can be written again.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TEST_TIMEOUT, form, languageInput, openEditor, openFile, outline, saveAndWait, startEditorSession, type EditorSession } from './editor-page.ts';

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession();
});
afterAll(async () => {
  await session?.close();
});

const SITE = 'pages-data/site.json';
const write = (path: string, data: unknown) => writeFileSync(join(session.data.root, path), `${JSON.stringify(data, null, 2)}\n`);

describe('a change on disk never reloads over unsaved edits', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it("keeps four unsaved edits to site.json while a page's file is deleted and site.json changes on disk, and saves both", async () => {
    const before = session.fileData(SITE);
    const { page, errors } = await openEditor(session);
    await openFile(page, 'site', SITE);
    await outline(page).getByRole('button', { name: 'Identity', exact: true }).click();
    const edits: [ReturnType<typeof form>, string][] = [
      [form(page).getByRole('textbox', { name: 'Phone' }), '+55 (34) 3200-0000'],
      [form(page).getByRole('textbox', { name: 'City' }), 'Campo Verde – MG (editado)'],
      [form(page).getByRole('textbox', { name: 'Postal code' }), '38400-000'],
      [languageInput(page, /^Title/, 'English (en)'), 'Professor (edited here)'],
    ];
    for (const [input, value] of edits) {
      await input.fill(value);
      await input.press('Tab');
    }
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    // A page's file deleted on disk (Remove page, another program): the file list follows, the page does not reload.
    rmSync(join(session.data.root, 'pages-data/community.json'));
    const files = page.getByRole('navigation', { name: 'Files' });
    await expect.poll(() => files.getByRole('button', { name: /^community \(/ }).count(), { timeout: 30_000 }).toBe(0);
    for (const [input, value] of edits) expect(await input.inputValue()).toBe(value);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    // site.json itself written by another program meanwhile: the edits stay, the disk's change is shown beside them.
    const onDisk = structuredClone(before);
    onDisk.identity.email = 'secretaria@ufvc.example';
    write(SITE, onDisk);
    const notice = page.getByRole('alert').filter({ hasText: 'The file changed on disk' });
    await notice.waitFor({ timeout: 30_000 });
    await notice.getByRole('list', { name: 'Changed on disk' }).getByText('identity › email: “secretaria@ufvc.example”').waitFor();
    for (const [input, value] of edits) expect(await input.inputValue()).toBe(value);

    await notice.getByRole('button', { name: "Keep both: my edits and the disk's changes" }).click();
    await expect.poll(() => form(page).getByRole('textbox', { name: 'Email' }).inputValue()).toBe('secretaria@ufvc.example');
    for (const [input, value] of edits) expect(await input.inputValue()).toBe(value);
    await saveAndWait(page);
    const saved = session.fileData(SITE);
    expect(saved.identity).toEqual({
      ...before.identity,
      email: 'secretaria@ufvc.example',
      phone: '+55 (34) 3200-0000',
      city: 'Campo Verde – MG (editado)',
      postalCode: '38400-000',
      title: { ...before.identity.title, en: 'Professor (edited here)' },
    });
    expect(errors).toEqual([]);
  });

  it('reads a file without unsaved edits again when it changes on disk, with nothing to choose', async () => {
    const path = 'pages-data/about.json';
    const { page, errors } = await openEditor(session);
    await openFile(page, 'about', path);
    await outline(page).getByRole('button', { name: 'Title and description' }).click();
    const onDisk = session.fileData(path);
    onDisk.meta.title.es = 'Acerca de (cambiado en el disco)';
    write(path, onDisk);
    await expect.poll(() => languageInput(page, /^Title/, 'Español (es)').inputValue(), { timeout: 30_000 }).toBe('Acerca de (cambiado en el disco)');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByText('No unsaved changes', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the edits of a file deleted on disk while open, and writes it again with them on request', async () => {
    const path = 'pages-data/teaching.json';
    const { page, errors } = await openEditor(session);
    await openFile(page, 'teaching', path);
    await outline(page).getByRole('button', { name: 'Title and description' }).click();
    const english = languageInput(page, /^Title/, 'English (en)');
    await english.fill('Teaching (kept)');
    await english.press('Tab');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    const before = session.fileData(path);
    rmSync(join(session.data.root, path));
    const notice = page.getByRole('alert').filter({ hasText: 'The file was deleted on disk' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await english.inputValue()).toBe('Teaching (kept)');
    // The owner looks at another file meanwhile: the deleted one stays in the list, marked, and opens
    // again with its edits (the list reads the disk, where the file is gone).
    await openFile(page, 'about', 'pages-data/about.json');
    const row = page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: /^teaching \(pages-data\/teaching\.json\)/ });
    await expect.poll(() => row.textContent()).toContain('deleted on disk');
    await openFile(page, 'teaching', path);
    await notice.waitFor();
    expect(await english.inputValue()).toBe('Teaching (kept)');
    await notice.getByRole('button', { name: 'Write it again with my edits' }).click();
    await page.getByRole('status').filter({ hasText: /^Saved at/ }).waitFor({ timeout: 60_000 });
    expect(existsSync(join(session.data.root, path))).toBe(true);
    expect(session.fileData(path)).toEqual({ ...before, meta: { ...before.meta, title: { ...before.meta.title, en: 'Teaching (kept)' } } });
    await expect.poll(() => row.textContent()).not.toContain('deleted on disk');
    expect(errors).toEqual([]);
  });
});
