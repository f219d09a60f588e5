// The editor's Translations view of the whole site, driven as a translator drives it: in a temporary
// copy of the project with the fixture's news collection (a pt-only record, a stale title), one text is
// translated and marked, the count drops, and the file on disk holds the translation and its fingerprint.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsCollection } from '../../src/generated/schemas.ts';
import { pendingTranslations } from '../../src/i18n/translation-report.ts';
import { fingerprint } from '../../src/i18n/translation-status.ts';
import { EDITOR_TEST_TIMEOUT, form, languageInput, openEditor, openFile, outline, saveAndWait, startEditorSession, type EditorSession } from './editor-page.ts';

const NEWS = 'pages-data/collections/news.json';
let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession();
  copyFileSync(join(import.meta.dirname, '../fixtures/translations', NEWS), join(session.data.root, NEWS));
});
afterAll(async () => {
  await session?.close();
});

describe('Translations', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('translating one text of the site there saves it and the count drops', async () => {
    const waiting = pendingTranslations(NEWS, session.fileData(NEWS)).length;
    const ptOnly = (session.fileData(NEWS) as NewsCollection).items.findIndex((item) => item.title.en === undefined);
    const { page, errors } = await openEditor(session);
    await page.getByRole('button', { name: `Translations (${waiting} to translate)` }).click();
    await page.getByText(`${waiting} to translate in 1 file`).waitFor();
    const list = page.getByRole('list', { name: `Texts to translate in ${NEWS}` });
    await list.getByRole('textbox', { name: `English translation of ${NEWS} /items/${ptOnly}/title` }).fill('Predictive control seminar');
    await list.getByRole('button', { name: `Mark the English of ${NEWS} /items/${ptOnly}/title as translated` }).click();
    await page.getByText(`${waiting - 1} to translate in 1 file`).waitFor();
    await page.getByRole('button', { name: `Translations (${waiting - 1} to translate)` }).waitFor();
    // The count follows the editor's copy at once; the save reaches the disk a moment later.
    const title = () => (session.fileData(NEWS) as NewsCollection).items[ptOnly]!.title;
    await expect.poll(() => [title().en, title().translatedFrom?.en], { timeout: 30_000 }).toEqual(['Predictive control seminar', fingerprint(title().pt)]);
    expect(errors).toEqual([]);
  });

  it('all three languages typed in one edit leave 0 to translate; a translation left as it was under a changed Portuguese is stale', async () => {
    const path = 'pages-data/about.json';
    expect(pendingTranslations(path, session.fileData(path))).toEqual([]);
    const { page, errors } = await openEditor(session);
    await openFile(page, 'about', path);
    await outline(page).getByRole('button', { name: 'Title and description' }).click();
    const toTranslate = form(page).getByRole('heading', { name: /to translate$/ });
    const type = async (field: RegExp, language: string, text: string) => {
      const input = languageInput(page, field, language);
      await input.fill(text);
      await input.press('Tab');
    };
    // The Portuguese alone changed: its two translations are older than it.
    await type(/^Description/, 'Português (pt)', 'Quem é o professor, em poucas linhas.');
    await expect.poll(() => toTranslate.textContent()).toBe('2 to translate');
    // Each translation written after it is current.
    await type(/^Description/, 'English (en)', 'Who the professor is, in a few lines.');
    await expect.poll(() => toTranslate.textContent()).toBe('1 to translate');
    await type(/^Description/, 'Español (es)', 'Quién es el profesor, en pocas líneas.');
    await expect.poll(() => toTranslate.count()).toBe(0);
    // And in any order: the translations first, then the Portuguese.
    await type(/^Title/, 'English (en)', 'About the professor');
    await type(/^Title/, 'Español (es)', 'Sobre el profesor');
    await type(/^Title/, 'Português (pt)', 'Sobre o professor');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    expect(await toTranslate.count()).toBe(0);
    await saveAndWait(page);
    const saved = session.fileData(path);
    expect(pendingTranslations(path, saved)).toEqual([]);
    expect(saved.meta.description.translatedFrom).toEqual({ en: fingerprint(saved.meta.description.pt), es: fingerprint(saved.meta.description.pt) });
    expect(saved.meta.title.translatedFrom).toEqual({ en: fingerprint('Sobre o professor'), es: fingerprint('Sobre o professor') });
    expect(await toTranslate.count()).toBe(0);

    // The next edit changes the Portuguese only: both translations, untouched, are stale.
    await type(/^Title/, 'Português (pt)', 'Sobre mim');
    await expect.poll(() => toTranslate.textContent()).toBe('2 to translate');
    await saveAndWait(page);
    expect(pendingTranslations(path, session.fileData(path)).map((item) => [item.pointer, item.language, item.state])).toEqual([
      ['/meta/title', 'en', 'stale'],
      ['/meta/title', 'es', 'stale'],
    ]);
    expect(errors).toEqual([]);
  });
});
