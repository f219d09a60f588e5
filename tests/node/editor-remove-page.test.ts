// "Remove page" from the editor (editor/server/remove-page.ts), over a temporary copy of the data: the
// plan lists what will go with the versions of the files it touches; the removal with those versions
// writes them (site.json through save.ts, formatting kept) and the project validates; with a file changed
// since the plan, nothing is written; the home page is refused with a sentence.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEditorProject, type EditorProject } from '../../editor/server/project.ts';
import { startEditor } from '../../editor/server/start-editor.ts';
import type { RemovePagePlan } from '../../editor/shared/protocol.ts';
import { planRemoval, removePage } from '../../editor/server/remove-page.ts';
import { MAX_PAGE_PATH_LENGTH } from '../../editor/server/new-page.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyDataRoot, diffLines, postJson } from './editor-support.ts';

let data: ReturnType<typeof copyDataRoot>;
let project: EditorProject;
beforeEach(() => {
  data = copyDataRoot();
  project = createEditorProject({ root: data.root });
});
afterEach(() => data.remove());

const text = (path: string) => readFileSync(join(data.root, path), 'utf8');

describe('removing a page from the editor', () => {
  it('plans from the document the file list names, then removes what it listed, and the project validates', () => {
    const siteBefore = text('pages-data/site.json');
    const plan = planRemoval(project, { document: 'pages-data/podcast.json' });
    expect(plan.path).toBe('/podcast');
    expect(plan.document).toBe('pages-data/podcast.json');
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual(expect.arrayContaining([
      { file: 'pages-data/podcast.json', pointer: '', what: "the page's document, deleted" },
      expect.objectContaining({ file: 'pages-data/site.json', what: 'the route /podcast' }),
      expect.objectContaining({ file: 'pages-data/media.json', what: expect.stringContaining('(/podcast)') }),
    ]));
    expect(Object.keys(plan.versions).sort()).toEqual(['pages-data/media.json', 'pages-data/podcast.json', 'pages-data/site.json']);

    const removed = removePage(project, { path: plan.path, versions: plan.versions });
    expect(removed).toEqual({ path: '/podcast', written: ['pages-data/media.json', 'pages-data/site.json'], deleted: ['pages-data/podcast.json'] });
    expect(existsSync(join(data.root, 'pages-data/podcast.json'))).toBe(false);
    expect(diffLines(siteBefore, text('pages-data/site.json'))).toEqual({ added: 0, removed: 4 });
    expect(text('pages-data/media.json')).not.toContain('"/podcast"');
    expect(validateProject({ root: data.root })).toEqual([]);
  });

  it('writes nothing when a file it lists changed since the plan was read', () => {
    const plan = planRemoval(project, { path: '/podcast' });
    const media = join(data.root, 'pages-data/media.json');
    writeFileSync(media, text('pages-data/media.json').replace('\n', '\n\n'));
    const before = { site: text('pages-data/site.json'), media: text('pages-data/media.json') };
    expect(() => removePage(project, { path: plan.path, versions: plan.versions })).toThrow(expect.objectContaining({ status: 409, body: { message: expect.stringContaining('pages-data/media.json changed since the list was shown') } }));
    expect(text('pages-data/site.json')).toBe(before.site);
    expect(text('pages-data/media.json')).toBe(before.media);
    expect(existsSync(join(data.root, 'pages-data/podcast.json'))).toBe(true);
  });

  it.each([
    ['the home page', { document: 'pages-data/home.json' }, 'The home page (/) cannot be removed'],
    ['the not-found page', { path: '/404' }, 'The not-found page cannot be removed'],
    ['a file no route shows', { document: 'pages-data/collections/news.json' }, 'is not a page of the site'],
    ['no page at all', {}, 'Say which page to remove'],
  ])('refuses %s with a sentence', (_, body, sentence) => {
    expect(() => planRemoval(project, body)).toThrow(expect.objectContaining({ status: 400, body: { message: expect.stringContaining(sentence) } }));
    expect(() => removePage(project, { ...body, versions: {} })).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('refuses an address past its length at once, 40,000 slashes included', () => {
    // Slashes before a name: the trailing-slash trim by regular expression took seconds over them.
    const slashes = `/${'/'.repeat(40_000)}podcast`;
    const started = performance.now();
    expect(() => planRemoval(project, { path: slashes })).toThrow(expect.objectContaining({ status: 400, body: { message: `The address has ${slashes.length} characters; a page's address has at most ${MAX_PAGE_PATH_LENGTH}.` } }));
    expect(() => removePage(project, { path: slashes, versions: {} })).toThrow(expect.objectContaining({ status: 400 }));
    expect(performance.now() - started).toBeLessThan(100);
    // Within the length, trailing slashes still go: "/podcast///" is the podcast's page.
    expect(planRemoval(project, { path: `/podcast${'/'.repeat(100)}` }).path).toBe('/podcast');
  });
});

describe('over HTTP', () => {
  /** A POST to the editor's API as its page sends it, or with another Origin. */
  const post = postJson;

  it('plans and removes through the API, and refuses another site', async () => {
    const editor = await startEditor({ port: 0, dataRoot: data.root });
    try {
      const plan = await post(editor.url, 'remove-page/plan', { document: 'pages-data/hobbies.json' });
      expect(plan.status).toBe(200);
      const { path, versions } = plan.body as unknown as RemovePagePlan;
      expect((await post(editor.url, 'remove-page', { path, versions }, 'http://elsewhere.example')).status).toBe(403);
      expect(existsSync(join(data.root, 'pages-data/hobbies.json'))).toBe(true);
      const removed = await post(editor.url, 'remove-page', { path, versions });
      expect(removed).toMatchObject({ status: 200, body: { path: '/hobbies', deleted: ['pages-data/hobbies.json'] } });
      expect(existsSync(join(data.root, 'pages-data/hobbies.json'))).toBe(false);
      expect(validateProject({ root: data.root })).toEqual([]);
    } finally {
      await editor.close();
    }
  }, 60_000);
});
