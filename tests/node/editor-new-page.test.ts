// "New page" from the editor (editor/server/new-page.ts), over a temporary copy of the data: one
// request writes the page, its route and its sidebar entry, and the project still validates; a request
// the site cannot take is refused with its reason, and writes nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage } from '../../editor/server/new-page.ts';
import { createEditorProject, type EditorProject } from '../../editor/server/project.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyDataRoot, diffLines } from './editor-support.ts';

let data: ReturnType<typeof copyDataRoot>;
let project: EditorProject;
beforeEach(() => {
  data = copyDataRoot();
  project = createEditorProject({ root: data.root });
});
afterEach(() => data.remove());

const text = (path: string) => readFileSync(join(data.root, path), 'utf8');
const seminars = {
  title: { pt: 'Seminários', en: 'Seminars', es: 'Seminarios' },
  description: { pt: 'Seminários do grupo de pesquisa.', en: 'The research group’s seminars.', es: 'Seminarios del grupo de investigación.' },
  path: '/seminars',
  icon: 'microphone',
};

describe('a new page from the editor', () => {
  it('writes the page, its route and its sidebar entry at the chosen place, and the project validates', () => {
    const siteBefore = text('pages-data/site.json');
    const sidebarBefore = JSON.parse(siteBefore).sidebar as unknown[];
    expect(createPage(project, { ...seminars, sidebar: { position: 2 } })).toEqual({ document: 'pages-data/seminars.json', path: '/seminars' });
    const page = JSON.parse(text('pages-data/seminars.json'));
    expect(page.meta).toEqual({ title: seminars.title, description: seminars.description });
    expect(page.blocks[0]).toMatchObject({ type: 'pageHeader', title: seminars.title });
    const site = JSON.parse(text('pages-data/site.json'));
    expect(site.routes.at(-1)).toEqual({ path: '/seminars', document: 'seminars' });
    expect(site.sidebar).toEqual([...sidebarBefore.slice(0, 2), { path: '/seminars', label: seminars.title, icon: 'microphone' }, ...sidebarBefore.slice(2)]);
    // site.json keeps its formatting: only the route and the entry are added.
    expect(diffLines(siteBefore, text('pages-data/site.json')).removed).toBeLessThanOrEqual(2);
    expect(validateProject({ root: data.root })).toEqual([]);
  });

  it('adds a page with no sidebar entry', () => {
    const sidebarBefore = JSON.parse(text('pages-data/site.json')).sidebar;
    createPage(project, { ...seminars, path: '/research/lab', icon: 'flask' });
    expect(existsSync(join(data.root, 'pages-data/research-lab.json'))).toBe(true);
    expect(JSON.parse(text('pages-data/site.json')).sidebar).toEqual(sidebarBefore);
    expect(validateProject({ root: data.root })).toEqual([]);
  });

  it.each([
    ['a path that clashes', { path: '/about' }, '/about is already a page of the site.'],
    ['a malformed path', { path: '/Sobre Mim' }, '"/Sobre Mim" is not a page address'],
    ["a language's prefix", { path: '/en/seminars' }, 'starts with a language\'s prefix (/en)'],
    ['no icon', { icon: '' }, 'Choose an icon for the page.'],
    ['an icon the site lacks', { icon: 'rocket' }, '"rocket" is not one of the site\'s icons.'],
    ['no Portuguese title', { title: { pt: ' ', en: 'Seminars' } }, 'The page needs its title in Portuguese'],
    ['a sidebar place past its end', { sidebar: { position: 99 } }, 'goes at a position from 1 to'],
    // pages-data/metrics.json is the citation counts' file, even before a refresh has written it.
    ['the name of the citation counts\' file', { path: '/metrics' }, 'pages-data/metrics.json already exists'],
  ])('refuses %s with the reason, and writes nothing', (_, change, reason) => {
    const siteBefore = text('pages-data/site.json');
    expect(() => createPage(project, { ...seminars, ...change })).toThrow(expect.objectContaining({ status: 400, body: { message: expect.stringContaining(reason) } }));
    expect(text('pages-data/site.json')).toBe(siteBefore);
    expect(existsSync(join(data.root, 'pages-data/seminars.json'))).toBe(false);
  });
});
