// Part 4 of issue 34, "an editor that never loses or leaks an edit", as a maintainer meets it: an
// emptied language then another field, a new record, and a file whose JSON is broken.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelOf } from '../../editor/app/outline/outline.ts';
import { diffLines } from '../node/editor-support.ts';
import { EDITOR_TEST_TIMEOUT, form, languageInput, openEditor, openFile, outline, saveAndWait, startEditorSession, type EditorSession } from './editor-page.ts';

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession();
});
afterAll(async () => {
  await session?.close();
});

describe('the editor keeps every edit', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('empties a language, then edits other fields, and saves every edit', async () => {
    const path = 'pages-data/collections/news.json';
    const before = session.fileData(path);
    const record = before.items[1];
    const { page, errors } = await openEditor(session);
    await openFile(page, 'news', path);
    await outline(page).getByRole('region', { name: 'Records: items' }).getByRole('button', { name: labelOf(record), exact: true }).click();
    const spanish = languageInput(page, /^Title/, 'Español (es)');
    await spanish.fill('Título en español, corregido');
    await spanish.press('Tab');
    const english = languageInput(page, /^Title/, 'English (en)');
    await english.fill('');
    await english.press('Tab');
    // The build's verdict on the emptied English arrives; the form still shows what was typed.
    await page.waitForTimeout(1500);
    expect(await spanish.inputValue()).toBe('Título en español, corregido');
    expect(await english.inputValue()).toBe('');
    const author = form(page).getByRole('textbox', { name: 'Author' });
    await author.fill('Assessoria de Imprensa');
    await author.press('Tab');
    await english.fill('English title, written again');
    await english.press('Tab');
    await saveAndWait(page);
    const expected = structuredClone(before);
    expected.items[1] = { ...record, title: { ...record.title, en: 'English title, written again', es: 'Título en español, corregido' }, author: 'Assessoria de Imprensa' };
    expect(session.fileData(path)).toEqual(expected);
    expect(errors).toEqual([]);
  });

  it("adds a record built from the schema, with no other record's values, refused until filled in", async () => {
    const path = 'pages-data/collections/graduates.json';
    const beforeText = session.fileText(path);
    const before = JSON.parse(beforeText);
    const { page, errors } = await openEditor(session);
    await openFile(page, 'graduates', path);
    await outline(page).getByRole('button', { name: /^Add a record to items/ }).click();
    expect(await form(page).getByRole('textbox', { name: 'ID' }).inputValue()).toBe('new-record');
    expect(await form(page).getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    // Nothing of the first graduate: her position, area and funding stay empty.
    for (const field of [/^Current position/, /^Area/]) for (const input of await form(page).getByRole('group', { name: field }).getByRole('textbox').all()) expect(await input.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Not saved: the file would be invalid' }).waitFor();
    await form(page).getByText('missing required property "name"').first().waitFor();
    expect(session.fileText(path)).toBe(beforeText);

    await form(page).getByRole('textbox', { name: 'Name' }).fill('Ana Exemplo');
    const choose = async (name: string, option: string) => {
      await form(page).getByRole('combobox', { name }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Level', 'masters');
    await choose('Role', 'supervisor');
    await form(page).getByRole('textbox', { name: 'Thesis' }).fill('Uma dissertação de exemplo');
    await form(page).getByRole('textbox', { name: 'Year' }).fill('2026');
    await form(page).getByRole('textbox', { name: 'Year' }).press('Tab');
    await saveAndWait(page);
    const after = session.fileData(path);
    expect(after.items.slice(0, -1)).toEqual(before.items);
    expect(after.items.at(-1)).toEqual({ id: 'new-record', name: 'Ana Exemplo', level: 'masters', role: 'supervisor', thesis: 'Uma dissertação de exemplo', year: 2026 });
    // The diff is the new record and the comma before it.
    expect(diffLines(beforeText, session.fileText(path)).removed).toBeLessThanOrEqual(1);
    // The refused save is the server's 400, which the browser logs; nothing else.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('opens a file with broken JSON as text, with the line and column of the mistake, and saves it fixed', async () => {
    const path = 'pages-data/about.json';
    const good = session.fileText(path);
    // A comma forgotten at the end of the fourth line.
    const lines = good.split('\n');
    const at = lines.findIndex((line, index) => index > 1 && line.trimEnd().endsWith(','));
    lines[at] = lines[at]!.trimEnd().slice(0, -1);
    writeFileSync(join(session.data.root, path), lines.join('\n'));
    const { page, errors } = await openEditor(session);
    await openFile(page, 'about', path);
    const text = page.getByRole('textbox', { name: `${path} as JSON` });
    await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(new RegExp(`^Not valid JSON: line ${at + 2}, column \\d+: a comma is missing`)).waitFor();
    await text.fill(good);
    await text.press('Tab');
    await expect.poll(() => text.getAttribute('aria-invalid')).not.toBe('true');
    await saveAndWait(page);
    expect(session.fileData(path)).toEqual(JSON.parse(good));
    // Saved, the file opens in its forms again.
    await outline(page).getByRole('button', { name: /^pageHeader/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
