// npm run check's findings, on small fixtures: a built folder with broken links and anchors (with and
// without a sub-path), forms that would post to 127.0.0.1 from a public address (and the README step that
// fixes it) or claim an e-mail that is not set, the address a build recorded, and the sample professor's
// data left behind once the identity has changed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../scripts/lib/check/internal-links.ts';
import { checkFormsBackend, filesNaming, isPublicAddress } from '../../scripts/lib/check/forms-backend.ts';
import { BUILD_RECORD_FILE, builtSiteUrl, readBuildRecord } from '../../scripts/lib/check/build-record.ts';
import { formsBuild, formsConnectOrigins, isForPublishing } from '../../src/services/forms-availability.ts';
import { findBuiltLeftovers, findSampleLeftovers, isSampleIdentity, SAMPLE_IDENTITY } from '../../scripts/lib/check/sample-leftovers.ts';
import { sampleFinder } from '../../scripts/lib/check/sample-parts.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'site-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const page = (body: string) => `<!doctype html><html><head><link rel="stylesheet" href="{base}/assets/page.css"></head><body><main id="main">${body}</main></body></html>`;

describe('broken links in a built site', () => {
  const built = (base: string) =>
    folder(`dist${base.replace('/', '-')}`, {
      'index.html': page('<a href="{base}/about">About</a> <a href="{base}/about#team">Team</a> <a href="{base}/about#nobody">?</a> <a href="#main">Top</a> <a href="{base}/gone">Gone</a> <a href="https://elsewhere.example/x">Out</a> <a href="mailto:a@b.example">Mail</a> <img src="{base}/images/missing.png" alt="">').replaceAll('{base}', base),
      'about.html': page('<section id="team"></section><a href="{base}/en/">English</a> <a href="{base}/docs/map.pdf">Map</a>').replaceAll('{base}', base),
      'about/index.html': page('<section id="team"></section>').replaceAll('{base}', base),
      'en/index.html': page('<a href="/about">Leaves the sub-path</a>').replaceAll('{base}', base),
      'assets/page.css': 'body{}',
      'docs/map.pdf': '%PDF-1.4',
    });

  it('names each broken link and anchor with its page, and passes the rest', () => {
    const broken = findBrokenLinks(built(''), '');
    expect(broken).toEqual(expect.arrayContaining([
      { page: '/', href: '/about#nobody', problem: '/about has no element with id "nobody"' },
      { page: '/', href: '/gone', problem: 'no such page or file in the build' },
      { page: '/', href: '/images/missing.png', problem: 'no such page or file in the build' },
    ]));
    expect(broken).toHaveLength(3);
  });

  it('under a sub-path, also names a link that leaves it', () => {
    const broken = findBrokenLinks(built('/site'), '/site');
    expect(broken.map(({ page, href }) => `${page} ${href}`).sort()).toEqual(['/site/ /site/about#nobody', '/site/ /site/gone', '/site/ /site/images/missing.png', '/site/en/ /about'].sort());
    expect(broken.find((link) => link.href === '/about')!.problem).toBe("it leaves the site's address /site/");
  });
});

describe("the forms' backend", () => {
  const locales = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(root, `locales/${language}.json`), 'utf8')) as Record<string, string>]));
  const supabase = { VITE_SUPABASE_URL: 'https://abc.supabase.example', VITE_SUPABASE_ANON_KEY: 'key' };
  const emailjs = { VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_PUBLIC_KEY: 'p', VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'c', VITE_EMAILJS_MEETING_TEMPLATE_ID: 'm', VITE_CONTACT_RECIPIENT: 'group@ufvc.example' };
  const published = { SITE_URL: 'https://prof.github.io/site' };
  const showEmail = { forms: { whenNoBackend: 'showEmail' as const } };
  /** The build's forms with `env` (the address of `siteUrl`), for a site.json with `site`. */
  const forms = (siteUrl: string, env: Record<string, string>, site = {}) => formsBuild({ SITE_URL: siteUrl, ...env }, site);
  const problems = (siteUrl: string, env: Record<string, string>, site = {}) => checkFormsBackend(siteUrl, forms(siteUrl, env, site), locales).filter((finding) => !finding.ok).map((finding) => finding.message);

  it('tells a public address from this computer', () => {
    expect(isPublicAddress('https://prof.github.io/site')).toBe(true);
    expect(isPublicAddress('http://127.0.0.1:4173')).toBe(false);
    expect(isPublicAddress('http://localhost:4173')).toBe(false);
  });

  it('names a public build whose forms would post to 127.0.0.1', () => {
    const [backend] = problems('https://prof.github.io/site', emailjs);
    expect(backend).toMatch(/127\.0\.0\.1/);
    expect(backend).toMatch(/VITE_SUPABASE_URL/);
    // The README step that gives the site its backend, and the setting that shows the e-mail meanwhile.
    expect(backend).toContain('README, "Make it yours", step 7');
    expect(backend).toContain('"forms": { "whenNoBackend": "showEmail" } in pages-data/site.json');
    expect(problems('https://prof.github.io/site', { ...supabase, ...emailjs })).toEqual([]);
    expect(problems('http://127.0.0.1:4173', emailjs)).toEqual([]);
  });

  it('tells a build for publishing from one for this computer', () => {
    expect(isForPublishing({})).toBe(false);
    expect(isForPublishing({ SITE_URL: '' })).toBe(false);
    expect(isForPublishing(published)).toBe(true);
    expect(isForPublishing({ SITE_URL: 'http://127.0.0.1:4173', CI: 'true' })).toBe(false);
    expect(isForPublishing({ CI: 'true' })).toBe(true);
    expect(isForPublishing({ PUBLISH: '1' })).toBe(true);
    expect(isForPublishing({ CI: 'false', PUBLISH: '0' })).toBe(false);
  });

  it('with "showEmail", a build for publishing without a backend has no form and calls no backend; one for this computer keeps its forms', () => {
    const shown = formsBuild(published, showEmail);
    expect(shown).toMatchObject({ backend: 'none', whenNoBackend: 'showEmail', forPublishing: true });
    expect(formsConnectOrigins(shown)).toEqual([]);
    expect(checkFormsBackend(published.SITE_URL, shown, locales)).toEqual([{ ok: true, message: expect.stringContaining('README, "Make it yours", step 7') }]);
    // npm start's build: the local backend, as today; the check then says how to build for publishing.
    expect(formsBuild({}, showEmail)).toMatchObject({ backend: 'local', origin: 'http://127.0.0.1:54321' });
    const [local] = checkFormsBackend('https://tavares.ufvc.example', formsBuild({}, showEmail), locales).filter((finding) => !finding.ok);
    expect(local!.message).toMatch(/made for this computer/);
    // A backend opens the forms, whatever the setting.
    expect(formsBuild({ ...published, ...supabase }, showEmail)).toMatchObject({ backend: 'supabase', origin: 'https://abc.supabase.example' });
    expect(formsConnectOrigins(formsBuild({ ...published, ...supabase, ...emailjs }, showEmail))).toEqual(['https://abc.supabase.example', 'https://api.emailjs.com']);
  });

  it('names the built files that still name the local backend, in a public build that should have none', () => {
    const dist = folder('dist-loopback', {
      'contact.html': '<form></form>',
      'assets/send.js': 'const url="http://127.0.0.1:54321";',
      'assets/lib.js': 'const hosts=["localhost","127.0.0.1"];',
      '_headers': "/*\n  Content-Security-Policy: connect-src 'self' http://127.0.0.1:54321",
      '.vite/build-info.json': '{"origin":"http://127.0.0.1:54321"}',
    });
    const files = filesNaming(dist, ['http://127.0.0.1:54321']);
    expect(files).toEqual(['_headers', 'assets/send.js']);
    const [, stale] = checkFormsBackend(published.SITE_URL, formsBuild(published, showEmail), locales, { namingLocalBackend: files });
    expect(stale).toEqual({ ok: false, message: expect.stringContaining('_headers, assets/send.js') });
  });

  it('says where the notification e-mail comes from, and which success messages promise one', () => {
    const [, email] = checkFormsBackend('https://prof.github.io/site', forms('https://prof.github.io/site', supabase), locales);
    expect(email).toEqual({ ok: true, message: expect.stringContaining('The submit-forms function e-mails each stored message once its EMAILJS_* secrets are set') });
    expect(email!.message).toMatch(/toast\.contact\.successDescription \(pt\)/);
    const [, browser] = checkFormsBackend('https://prof.github.io/site', forms('https://prof.github.io/site', { ...supabase, ...emailjs }), locales);
    expect(browser!.message).toMatch(/from the visitor's browser after it is stored/);
  });
});

describe('the address a build was made for', () => {
  it("reads it from the build's record, else from the home page's canonical link, never from the environment", () => {
    const record = { siteUrl: 'https://prof.github.io/site', forms: formsBuild({ SITE_URL: 'https://prof.github.io/site' }, {}) };
    const recorded = folder('dist-recorded', { 'index.html': page(''), [BUILD_RECORD_FILE]: JSON.stringify(record) });
    expect(builtSiteUrl(recorded)).toBe('https://prof.github.io/site');
    expect(readBuildRecord(recorded)).toEqual(record);
    const older = folder('dist-older', { 'index.html': '<!doctype html><html><head><link rel="canonical" href="https://prof.github.io/site/"></head><body></body></html>' });
    expect(builtSiteUrl(older)).toBe('https://prof.github.io/site');
    expect(readBuildRecord(older)).toBeUndefined();
    expect(builtSiteUrl(folder('dist-none', { 'index.html': page('') }))).toBeUndefined();
  });
});

describe('sample data left in place', () => {
  const identity = (name: string, more: object = {}) => JSON.stringify({ identity: { name, email: 'ana.souza@unb.example', ...more }, routes: [] });

  it('knows the sample professor when the identity is still theirs', () => {
    expect(isSampleIdentity(root)).toBe(true);
  });

  it('lists each file that still holds the sample identity once the owner has put theirs', () => {
    const project = folder('owner', {
      'pages-data/site.json': identity('Ana Beatriz Souza'),
      'pages-data/collections/news.json': JSON.stringify({ items: [{ title: { pt: `Visita à ${SAMPLE_IDENTITY.university.names[0]}` } }, { author: 'Ricardo Menezes Tavares' }] }),
      'pages-data/about.json': JSON.stringify({ blocks: [{ text: { pt: 'Minha pesquisa.' } }] }),
      'locales/pt.json': JSON.stringify({ 'footer.note': 'Escreva para ricardo.tavares@ufvc.example' }),
      'public/images/drawing.svg': '<svg><text>Ana Beatriz Souza</text></svg>',
    });
    expect(isSampleIdentity(project)).toBe(false);
    expect(findSampleLeftovers(project).sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'locales/pt.json', found: ["the sample's addresses (e-mail, web) (2×)"] },
      { file: 'pages-data/collections/news.json', found: ['the sample university (1×)', "the sample professor's name (1×)"] },
    ]);
  });

  it('finds the sample by its parts: the name in any citation form, initials with the family name, the acronym, the map, the default address', () => {
    const find = sampleFinder({ name: 'Ana Beatriz Souza' });
    const kinds = (text: string) => [...find(text).keys()];
    for (const cited of [...SAMPLE_IDENTITY.citationForms, 'R. Tavares', 'Ricardo Tavares', 'Menezes Tavares', 'Ricardo Menezes', 'cv.example/ricardo-tavares'])
      expect(kinds(cited), cited).toEqual(["the sample professor's name"]);
    expect(kinds('Seminário na UFVC, com a ufvc-feq')).toEqual(["the sample university's acronym (UFVC)"]);
    expect(kinds('UNIVERSIDADE FEDERAL DO VALE CENTRAL')).toEqual(['the sample university']);
    expect(kinds('https://www.openstreetmap.org/export/embed.html?bbox=-48.2620%2C-18.9230%2C-48.2480%2C-18.9130')).toEqual(["the sample's map coordinates"]);
    expect(kinds('<link rel="canonical" href="https://tavares.ufvc.example/about">')).toEqual(["the sample's default site address (SITE_URL)"]);
    expect(find('Tavares, Ricardo M. e R. M. Tavares').get("the sample professor's name")).toBe(2);
  });

  it('does not take a word the owner shares with the sample for the sample: one part of a name is never a match', () => {
    // A professor named Ricardo, a co-author called Tavares, a Menezes in the bibliography: none is the sample.
    const find = sampleFinder({ name: 'Ricardo Alves Pereira', citationNames: ['PEREIRA, R. A.'] });
    for (const text of ['Ricardo Alves Pereira', 'Prof. Ricardo', 'J. Tavares', 'TAVARES, J. P.', 'Ricardo M. Silva', 'Menezes', 'Escola Tavares Bastos'])
      expect([...find(text).keys()], text).toEqual([]);
    // A professor whose own name has two of the sample's words: her name is hers; the sample's full name is still found.
    const ricardaTavares = sampleFinder({ name: 'Ricardo Tavares Lima' });
    expect(ricardaTavares('Ricardo Tavares Lima').size).toBe(0);
    expect(ricardaTavares('Ricardo Menezes Tavares').size).toBe(1);
  });

  it('reads a JSON file by its texts, an author written { family, given } as a name', () => {
    const project = folder('authors', {
      'pages-data/site.json': identity('Ana Beatriz Souza'),
      'pages-data/collections/publications.json': JSON.stringify({ articles: [{ authors: [{ family: 'Souza', given: 'Ana B.' }, { family: 'Tavares', given: 'R. M.' }] }] }),
      'pages-data/collections/people.json': JSON.stringify({ items: [{ name: 'Paula Tavares', advisor: { family: 'Tavares', given: 'Paula' } }] }),
    });
    expect(findSampleLeftovers(project)).toEqual([{ file: 'pages-data/collections/publications.json', found: ["the sample professor's name (1×)"] }]);
  });

  it('looks at the built site too: a page with the default site address or an author object in a script', () => {
    const project = folder('built', { 'pages-data/site.json': identity('Ana Beatriz Souza') });
    const dist = folder('built/dist', {
      'index.html': page('<link rel="canonical" href="https://tavares.ufvc.example/">'),
      'assets/publications.js': 'export default{articles:[{authors:[{family:"Tavares",given:"R. M."}]}]}',
      'en/index.html': page('<h1>Ana Beatriz Souza</h1>'),
    });
    expect(findBuiltLeftovers(project, dist).map((leftover) => leftover.file).sort()).toEqual(['dist/assets/publications.js', 'dist/index.html']);
  });

  it('finds the shipped sample everywhere it lives, so a real owner is told of every file', () => {
    const copy = join(scratch, 'sample-copy');
    for (const part of ['pages-data', 'locales', 'public']) cpSync(join(root, part), join(copy, part), { recursive: true });
    writeFileSync(join(copy, 'pages-data/site.json'), identity('Ana Beatriz Souza'));
    const files = findSampleLeftovers(copy).map((leftover) => leftover.file);
    expect(files).toContain('pages-data/media/academic-genealogy.svg');
    expect(files).toContain('pages-data/contact.json');
    expect(files.some((file) => file.startsWith('pages-data/collections/'))).toBe(true);
  });
});
