// GET translations: the whole site's waiting and stale texts, grouped by file, as the editor's
// Translations view lists them. A temporary copy of the data with the fixture's news collection
// (a pt-only record and a stale one, tests/fixtures/translations/) stands in for a project with drafts.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import type { SiteTranslations } from '../../editor/shared/protocol.ts';
import { pendingTranslations } from '../../src/i18n/translation-report.ts';
import { copyDataRoot, projectRoot } from './editor-support.ts';

const NEWS = 'pages-data/collections/news.json';
let editor: RunningEditor;
let data: ReturnType<typeof copyDataRoot>;

beforeAll(async () => {
  data = copyDataRoot();
  copyFileSync(join(projectRoot, 'tests/fixtures/translations', NEWS), join(data.root, NEWS));
  editor = await startEditor({ port: 0, dataRoot: data.root });
});
afterAll(async () => {
  await editor?.close();
  data?.remove();
});

const list = async () => {
  const response = await fetch(`${editor.url}api/editor/translations`, { headers: { 'x-site-editor': '1' } });
  expect(response.status).toBe(200);
  return (await response.json()) as SiteTranslations;
};

describe('GET translations', () => {
  it('lists every waiting and stale text of the site, by file: here only the fixture news collection', async () => {
    const expected = pendingTranslations(NEWS, JSON.parse(readFileSync(join(data.root, NEWS), 'utf8')));
    expect(expected.some((item) => item.state === 'missing')).toBe(true);
    expect(expected.some((item) => item.state === 'stale')).toBe(true);
    expect(await list()).toEqual({ files: [{ path: NEWS, items: expected }] });
  });

  it('without the editor header it is refused', async () => {
    expect((await fetch(`${editor.url}api/editor/translations`)).status).toBe(403);
  });
});
