// Issue 48 §3: a file chosen (or added) in the editor's file dialog can be placed on a page's list of
// files in the same step: the page gets the record's id as an unsaved edit, the record's form stays as it
// is, and once both are saved the project is valid and the page lists the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { EDITOR_TEST_TIMEOUT, form, openEditor, openFile, outline, saveAndWait, startEditorSession, type EditorSession } from './editor-page.ts';

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession();
});
afterAll(async () => {
  await session?.close();
});

const FILES = 'pages-data/collections/files.json';
const MATERIAL = 'pages-data/material.json';

describe('a file placed on a page from the file dialog', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it("adds the record's id to the chosen list of files, as an unsaved edit of that page, and both save valid", async () => {
    const files = session.fileData(FILES);
    const record = files.items.find((item: { file?: string }) => item.file);
    const { page, errors } = await openEditor(session);
    await openFile(page, 'files', FILES);
    await outline(page).getByRole('region', { name: 'Records: items' }).getByRole('button', { name: record.title.pt, exact: true }).click();
    // Listed on the course's syllabus page only, so far.
    const id = form(page).getByRole('textbox', { name: 'ID' });
    expect(await id.inputValue()).toBe(record.id);

    await form(page).getByRole('button', { name: 'Choose or add a file…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add or choose a file' });
    await dialog.getByRole('combobox', { name: 'Or one already in pages-data/media/' }).click();
    await page.getByRole('option', { name: record.file, exact: true }).click();
    await dialog.getByText(`The record's id, ${record.id}, is added to the list you choose`, { exact: false }).waitFor();
    await dialog.getByRole('combobox', { name: /^Show it on a page/ }).click();
    await page.getByRole('option', { name: 'Materiais educacionais (/material) › Notas de aula', exact: true }).click();
    await dialog.getByRole('button', { name: 'Use file' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The record's form is as it was; the page holds the id, unsaved.
    expect(await id.inputValue()).toBe(record.id);
    const material = page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: /^material \(/ });
    await expect.poll(() => material.textContent()).toContain('unsaved');
    const listed = session.fileData(MATERIAL).blocks[1].ids;
    await openFile(page, 'material', MATERIAL);
    await saveAndWait(page);
    expect(session.fileData(MATERIAL).blocks[1].ids).toEqual([...listed, record.id]);
    expect(validateProject({ root: session.data.root })).toEqual([]);
    expect(errors).toEqual([]);
  });
});
