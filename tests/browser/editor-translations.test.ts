// The editor's Translations view of the whole site, driven as a translator drives it: in a temporary
// copy of the project with the fixture's news collection (a pt-only record, a stale title), one text is
// translated and marked, the count drops, and the file on disk holds the translation and its fingerprint.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsCollection } from '../../src/generated/schemas.ts';
import { pendingTranslations } from '../../src/i18n/translation-report.ts';
import { fingerprint } from '../../src/i18n/translation-status.ts';
import { EDITOR_TEST_TIMEOUT, openEditor, startEditorSession, type EditorSession } from './editor-page.ts';

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
    const title = (session.fileData(NEWS) as NewsCollection).items[ptOnly]!.title;
    expect([title.en, title.translatedFrom?.en]).toEqual(['Predictive control seminar', fingerprint(title.pt)]);
    expect(errors).toEqual([]);
  });
});
