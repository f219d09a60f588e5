// Removing a page (scripts/lib/remove-page.ts, `npm run remove:page`), on the sample's files and on
// copies of them: what goes with a page (its document, route, sidebar entry, aliases, and every link to it:
// a call to action whose buttons all led there goes whole, a card keeps its text and loses its link, a
// course loses its syllabus link, a view loses its contact button), what is refused (the home page, the
// not-found page, another page's alias or translation), and the command's dry run and --write.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { describePlan, planPageRemoval, RemovalRefused, type RemovalPlan } from '../../scripts/lib/remove-page.ts';
import { createSchemaRegistry, type SchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { diffLines } from './editor-support.ts';
import { copyProjectData, projectRoot } from '../support/project-copy.ts';

type Node = Record<string, unknown>;
const files = readProjectFiles({ root: projectRoot });
let registry: SchemaRegistry;
beforeAll(() => {
  registry = createSchemaRegistry(files.schemas);
});
const plan = (path: string) => planPageRemoval(files, path, registry);
const dataOf = (file: string) => [files.site, ...files.pages, ...files.collections].find((entry) => entry.file === file)!.data as Node;
const at = (data: unknown, pointer: string) => pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Node)[key], data);
/** Every link object (label and href) in a file that leads to the path. */
const linksTo = (file: string, path: string) => {
  const found: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      if (typeof (node as Node).href === 'string' && ((node as Node).href as string).split(/[#?]/)[0] === path) found.push(pointer);
      for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${key}`);
    }
  };
  walk(dataOf(file), '');
  return found;
};
const changesIn = (removal: RemovalPlan, file: string) => removal.changes.filter((change) => change.file === file);

describe('the plan of a removal', () => {
  it('takes the document, the route, its sidebar entry and every link to the page, and leaves a valid project', () => {
    const removal = plan('/hobbies');
    expect(removal.deleted).toEqual(['pages-data/hobbies.json']);
    expect(removal.problems).toEqual([]);
    const site = removal.files['pages-data/site.json'] as { routes: { path: string }[]; sidebar: { path: string }[] };
    expect(site.routes.map((route) => route.path)).not.toContain('/hobbies');
    expect(site.sidebar.map((entry) => entry.path)).not.toContain('/hobbies');
    expect(changesIn(removal, 'pages-data/site.json').map((change) => change.pointer)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/routes\/\d+$/), expect.stringMatching(/^\/sidebar\/\d+$/)]));
    // site.json keeps its other keys, in their order.
    expect(Object.keys(site)).toEqual(Object.keys(dataOf('pages-data/site.json')));
  });

  it('drops a call to action whose buttons all led to the page, and only the button from one that keeps others', () => {
    const removal = plan('/contact');
    expect(removal.problems).toEqual([]);
    for (const page of files.pages) {
      if (page.file === 'pages-data/contact.json') continue;
      for (const pointer of linksTo(page.file, '/contact')) {
        const [, ...steps] = pointer.split('/');
        const ownerPointer = `/${steps.slice(0, -2).join('/')}`;
        const owner = at(page.data, ownerPointer) as Node;
        const listed = changesIn(removal, page.file).map((change) => change.pointer);
        const others = (owner.actions as Node[] | undefined)?.filter((action) => (action.href as string).split(/[#?]/)[0] !== '/contact') ?? [];
        // A call to action left without buttons is listed whole; any other link (a card's too) by itself.
        expect(listed, page.file).toContain(owner.type === 'callToAction' && others.length === 0 ? ownerPointer : pointer);
      }
      // Nothing left in the planned file leads to /contact.
      if (removal.files[page.file]) expect(JSON.stringify(removal.files[page.file])).not.toMatch(/"href":"\/contact[#?"]/);
    }
    expect(describePlan(removal).join('\n')).toMatch(/the call to action “[^”]+”, none of its buttons left/);
  });

  it("keeps a card and its words, without the link", () => {
    const removal = plan('/research');
    const cardLinks = removal.changes.filter((change) => change.pointer.endsWith('/link'));
    expect(cardLinks.length).toBeGreaterThan(0);
    for (const change of cardLinks) {
      const card = at(removal.files[change.file], change.pointer.replace(/\/link$/, '')) as Node;
      expect(card.title).toEqual((at(dataOf(change.file), change.pointer.replace(/\/link$/, '')) as Node).title);
      expect(card.link).toBeUndefined();
      expect(change.what).toMatch(/^the card loses its link “.+” \(\/research\)$/);
    }
  });

  it("drops a course's syllabus link with its syllabus page, and keeps the course", () => {
    const removal = plan('/syllabus/cpq2');
    expect(removal.problems).toEqual([]);
    const courses = removal.files['pages-data/collections/courses.json'] as { items: { id: string; syllabusPath?: string }[] };
    expect(courses.items.map((course) => course.id)).toEqual((dataOf('pages-data/collections/courses.json').items as { id: string }[]).map((course) => course.id));
    expect(courses.items.find((course) => course.id === 'cpq2')!.syllabusPath).toBeUndefined();
    expect(changesIn(removal, 'pages-data/collections/courses.json').map((change) => change.what)).toEqual(['the record “cpq2” loses its syllabusPath (/syllabus/cpq2)']);
  });

  it('takes the views\' contact buttons with /contact, never a record', () => {
    const removal = plan('/contact');
    for (const file of Object.keys(removal.files).filter((file) => file.startsWith('pages-data/collections/'))) {
      const before = dataOf(file);
      const after = removal.files[file] as Node;
      expect((after.items as unknown[]).length).toBe((before.items as unknown[]).length);
      expect(JSON.stringify((after.view as Node).actions ?? [])).not.toContain('"kind":"contact"');
    }
  });

  it('takes the aliases of the page and the links to them, and gives tabs left with one tab their blocks', () => {
    // A site with an alias of /podcast, a link to the alias, and tabs one of whose two tabs only leads there.
    const site = structuredClone(files.site.data) as Node & { aliases: { path: string; target: string }[] };
    site.aliases = [...site.aliases, { path: '/episodes', target: '/podcast' }];
    const cta = (href: string) => ({ type: 'callToAction', heading: { pt: 'Ouça', en: 'Listen', es: 'Escuche' }, text: { pt: 'O podcast.', en: 'The podcast.', es: 'El pódcast.' }, actions: [{ label: { pt: 'Ouvir', en: 'Listen', es: 'Escuchar' }, href }] });
    const about = structuredClone(dataOf('pages-data/about.json')) as { blocks: unknown[] };
    const kept = { type: 'richText', paragraphs: [{ pt: 'Fica.', en: 'Stays.', es: 'Queda.' }] };
    about.blocks.push({ type: 'tabs', label: { pt: 'Mais', en: 'More', es: 'Más' }, tabs: [
      { id: 'ouvir', label: { pt: 'Ouvir', en: 'Listen', es: 'Escuchar' }, blocks: [cta('/episodes#latest')] },
      { id: 'ler', label: { pt: 'Ler', en: 'Read', es: 'Leer' }, blocks: [kept] },
    ] });
    const variant = { ...files, site: { ...files.site, data: site }, pages: files.pages.map((page) => (page.file === 'pages-data/about.json' ? { ...page, data: about } : page)) };
    const removal = planPageRemoval(variant, '/podcast', registry);
    expect(removal.paths).toEqual(['/podcast', '/episodes']);
    expect((removal.files['pages-data/site.json'] as typeof site).aliases.map((alias) => alias.path)).not.toContain('/episodes');
    expect((removal.files['pages-data/about.json'] as typeof about).blocks.at(-1)).toEqual(kept);
    expect(describePlan(removal).join('\n')).toMatch(/the tabs “Mais” give way to the blocks of their one tab left “Ler”/);
    expect(removal.problems).toEqual([]);
  });

  it('notes a collection no page shows any more, and a feed no longer written', () => {
    const site = structuredClone(files.site.data) as { routes: { path: string }[] };
    site.routes = site.routes.filter((route) => route.path !== '/media-podcast');
    const variant = { ...files, site: { ...files.site, data: site }, pages: files.pages.filter((page) => page.file !== 'pages-data/media-podcast.json') };
    const removal = planPageRemoval(variant, '/podcast', registry);
    expect(removal.notes).toEqual(expect.arrayContaining([expect.stringContaining('pages-data/collections/podcast.json stays'), expect.stringContaining('The podcast feed (/feeds/podcast-pt.xml')]));
  });

  it.each([
    ['/', /The home page \(\/\) cannot be removed/],
    ['*', /The not-found page cannot be removed/],
    ['/404', /The not-found page cannot be removed/],
    ['/en/podcast', /the English address of \/podcast/],
    ['/nowhere', /\/nowhere is not a page of the site\. Its pages are: \/, /],
  ])('refuses %s with a sentence', (path, sentence) => {
    expect(() => plan(path)).toThrow(RemovalRefused);
    expect(() => plan(path)).toThrow(sentence);
  });

  it('reads "podcast" and "/podcast/" as /podcast', () => {
    expect(plan('podcast/').path).toBe('/podcast');
  });
});

describe('npm run remove:page', () => {
  let copy: ReturnType<typeof copyProjectData> | undefined;
  afterEach(() => copy?.remove());
  const run = (root: string, ...args: string[]) => spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'scripts/remove-page.ts'), ...args, '--root', root], { encoding: 'utf8' });

  it('lists what would go and writes nothing, then with --write removes it, keeping each file\'s formatting', () => {
    copy = copyProjectData('remove-page-cli-');
    const siteBefore = readFileSync(join(copy.root, 'pages-data/site.json'), 'utf8');
    const mediaBefore = readFileSync(join(copy.root, 'pages-data/media.json'), 'utf8');
    const dry = run(copy.root, '/podcast');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Removing /podcast would change');
    expect(dry.stdout).toContain("pages-data/podcast.json: the page's document, deleted");
    expect(dry.stdout).toMatch(/A dry run: nothing was written/);
    expect(readFileSync(join(copy.root, 'pages-data/site.json'), 'utf8')).toBe(siteBefore);
    expect(existsSync(join(copy.root, 'pages-data/podcast.json'))).toBe(true);

    const write = run(copy.root, '/podcast', '--write');
    expect(write.status, write.stderr).toBe(0);
    expect(write.stdout).toContain('/podcast is removed.');
    expect(existsSync(join(copy.root, 'pages-data/podcast.json'))).toBe(false);
    // Only what went changed: the route's lines in site.json, the button's in media.json.
    expect(diffLines(siteBefore, readFileSync(join(copy.root, 'pages-data/site.json'), 'utf8'))).toEqual({ added: 0, removed: 4 });
    expect(diffLines(mediaBefore, readFileSync(join(copy.root, 'pages-data/media.json'), 'utf8')).added).toBeLessThanOrEqual(1);
    expect(validateProject({ root: copy.root })).toEqual([]);
  }, 60_000);

  it('refuses the home page with a sentence and exit status 1', () => {
    copy = copyProjectData('remove-page-cli-');
    const refused = run(copy.root, '/', '--write');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The home page (/) cannot be removed');
    expect(existsSync(join(copy.root, 'pages-data/home.json'))).toBe(true);
  }, 60_000);

  it('refuses a removal that would leave the project invalid, and writes nothing', () => {
    copy = copyProjectData('remove-page-cli-');
    // A conference whose website is a page of this site: the record would lose a field it must have.
    const file = join(copy.root, 'pages-data/collections/conferences.json');
    const conferences = JSON.parse(readFileSync(file, 'utf8')) as { items: Node[] };
    conferences.items[0]!.website = '/meeting';
    writeFileSync(file, JSON.stringify(conferences, null, 2));
    const before = readFileSync(file, 'utf8');
    const refused = run(copy.root, '/meeting', '--write');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`the record “${String(conferences.items[0]!.id)}” loses its website (/meeting)`);
    expect(refused.stderr).toContain('The page was not removed');
    expect(refused.stderr).toContain('pages-data/collections/conferences.json /items/0: missing required property "website"');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(join(copy.root, 'pages-data/meeting.json'))).toBe(true);
  }, 60_000);

  it('is an npm script', () => {
    expect(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts['remove:page']).toBe('tsx scripts/remove-page.ts');
  });
});

