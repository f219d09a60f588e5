// "New page" from the editor (editor/server/new-page.ts), over a temporary copy of the data: one
// request writes the page, its route and its sidebar entry, and the project still validates; a request
// the site cannot take (an address the build writes itself, an over-long one, a site.json changed since
// the dialog read it) is refused with its reason, and writes nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage, MAX_PAGE_PATH_LENGTH } from '../../editor/server/new-page.ts';
import { createEditorProject, versionOf, type EditorProject } from '../../editor/server/project.ts';
import { feedPath } from '../../src/feeds/feed-paths.ts';
import { searchIndexPath } from '../../src/search/search-options.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyDataRoot, diffLines, projectRoot } from './editor-support.ts';

let data: ReturnType<typeof copyDataRoot>;
let project: EditorProject;
beforeEach(() => {
  data = copyDataRoot();
  project = createEditorProject({ root: data.root });
});
afterEach(() => data.remove());

const text = (path: string) => readFileSync(join(data.root, path), 'utf8');
const SITE = 'pages-data/site.json';
const seminarsPage = {
  title: { pt: 'Seminários', en: 'Seminars', es: 'Seminarios' },
  description: { pt: 'Seminários do grupo de pesquisa.', en: 'The research group’s seminars.', es: 'Seminarios del grupo de investigación.' },
  path: '/seminars',
  icon: 'microphone',
};
/** The dialog's request: the page, and the version of site.json it read the sidebar from (the disk's now). */
const seminars = () => ({ ...seminarsPage, siteVersion: versionOf(text(SITE)) });
/** Nothing was written: site.json as it was, and no page file. */
function expectNothingWritten(siteBefore: string) {
  expect(text(SITE)).toBe(siteBefore);
  expect(readdirSync(join(data.root, 'pages-data')).filter((name) => name.startsWith('seminars'))).toEqual([]);
}

describe('a new page from the editor', () => {
  it('writes the page, its route and its sidebar entry at the chosen place, and the project validates', () => {
    const siteBefore = text('pages-data/site.json');
    const sidebarBefore = JSON.parse(siteBefore).sidebar as unknown[];
    expect(createPage(project, { ...seminars(), sidebar: { position: 2 } })).toEqual({ document: 'pages-data/seminars.json', path: '/seminars' });
    const page = JSON.parse(text('pages-data/seminars.json'));
    expect(page.meta).toEqual({ title: seminarsPage.title, description: seminarsPage.description });
    expect(page.blocks[0]).toMatchObject({ type: 'pageHeader', title: seminarsPage.title });
    const site = JSON.parse(text('pages-data/site.json'));
    expect(site.routes.at(-1)).toEqual({ path: '/seminars', document: 'seminars' });
    expect(site.sidebar).toEqual([...sidebarBefore.slice(0, 2), { path: '/seminars', label: seminarsPage.title, icon: 'microphone' }, ...sidebarBefore.slice(2)]);
    // site.json keeps its formatting: only the route and the entry are added.
    expect(diffLines(siteBefore, text('pages-data/site.json')).removed).toBeLessThanOrEqual(2);
    expect(validateProject({ root: data.root })).toEqual([]);
  });

  it('adds a page with no sidebar entry', () => {
    const sidebarBefore = JSON.parse(text('pages-data/site.json')).sidebar;
    createPage(project, { ...seminars(), path: '/research/lab', icon: 'flask' });
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
    ['a request that does not say which site.json it read', { siteVersion: undefined }, 'Say which version of pages-data/site.json'],
    // pages-data/metrics.json is the citation counts' file, even before a refresh has written it.
    ['the name of the citation counts\' file', { path: '/metrics' }, 'pages-data/metrics.json already exists'],
  ])('refuses %s with the reason, and writes nothing', (_, change, reason) => {
    const siteBefore = text(SITE);
    expect(() => createPage(project, { ...seminars(), ...change })).toThrow(expect.objectContaining({ status: 400, body: { message: expect.stringContaining(reason) } }));
    expectNothingWritten(siteBefore);
  });

  // Each folder from the address its writer gives (the feeds', the search index's), or the one a test
  // can see: /assets is Vite's, where the host's year-long cache rule applies; /docs is public/'s.
  const folderOf = (address: string) => `/${address.split('/')[1]}`;
  const publicFolder = readdirSync(join(projectRoot, 'public'))[0];
  it.each([
    ['/assets', 'the folder where the build writes its scripts, styles and media files'],
    ['/assets/x', 'inside /assets/, which is the folder where the build writes'],
    ['/og', 'the folder where the build writes the link-preview images'],
    [folderOf(feedPath('news', 'pt')), 'the folder where the build writes the news, blog and podcast feeds'],
    [folderOf(searchIndexPath('pt')), 'the folder where the build writes the search index'],
    ['/404', 'would be written over the not-found page (404.html)'],
    ['/404-not-found', 'would be written over the address the build renders the not-found page from'],
    ['/index', 'would be written over the home page (index.html)'],
    ['/collections', "beside pages-data/collections/, the folder of the site's records"],
    ['/en', 'starts with a language\'s prefix (/en)'],
    ['/es/x', 'starts with a language\'s prefix (/es)'],
    [`/${publicFolder}`, `would mix with public/${publicFolder}`],
  ])('refuses %s, where the build writes its own files, with the reason', (path, reason) => {
    const siteBefore = text(SITE);
    expect(() => createPage(project, { ...seminars(), path })).toThrow(expect.objectContaining({ status: 400, body: { message: expect.stringContaining(reason) } }));
    expectNothingWritten(siteBefore);
  });

  it('refuses an address past its length at once, 40,000 slashes included', () => {
    const siteBefore = text(SITE);
    const long = `/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`;
    expect(() => createPage(project, { ...seminars(), path: long })).toThrow(expect.objectContaining({ status: 400, body: { message: `The address has ${long.length} characters; a page's address has at most ${MAX_PAGE_PATH_LENGTH}.` } }));
    // Slashes before a name: the trim by regular expression tried every run from each start (5 s here).
    const slashes = `/${'/'.repeat(40_000)}seminars`;
    const started = performance.now();
    expect(() => createPage(project, { ...seminars(), path: slashes })).toThrow(expect.objectContaining({ status: 400, body: { message: expect.stringContaining(`The address has ${slashes.length} characters`) } }));
    expect(performance.now() - started).toBeLessThan(100);
    // Trailing slashes within the length still go: "/seminars///" is /seminars.
    expect(createPage(project, { ...seminars(), path: `/seminars${'/'.repeat(100)}` }).path).toBe('/seminars');
    expect(JSON.parse(text(SITE)).routes).toHaveLength(JSON.parse(siteBefore).routes.length + 1);
  });
});

describe('a new page over a site.json changed on disk', () => {
  // Another program's edit of site.json (a text editor, a second npm run edit): a sidebar entry removed.
  const editSite = () => {
    const site = JSON.parse(text(SITE));
    site.sidebar.pop();
    writeFileSync(join(data.root, SITE), `${JSON.stringify(site, null, 2)}\n`);
    return text(SITE);
  };
  const conflict = expect.objectContaining({ status: 409, body: expect.objectContaining({ message: expect.stringContaining('pages-data/site.json changed on disk since it was opened; reload it') }) });

  it('is refused with a save\'s 409 when site.json changed after the dialog read it, and the edit stays', () => {
    const request = { ...seminars(), sidebar: { position: 2 } };
    const edited = editSite();
    expect(() => createPage(project, request)).toThrow(conflict);
    expectNothingWritten(edited);
  });

  it('is refused when site.json changes while the page is being checked, and the edit stays', () => {
    const validate = project.validateForSave;
    let edited = '';
    // The validation with the new files laid over the disk is the slow part: the edit lands during it.
    project.validateForSave = (documents) => {
      const problems = validate(documents);
      if (documents) edited = editSite();
      return problems;
    };
    expect(() => createPage(project, { ...seminars(), sidebar: { position: 2 } })).toThrow(conflict);
    expectNothingWritten(edited);
  });
});
