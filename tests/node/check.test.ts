// npm run check's findings, on small fixtures: a built folder with broken links and anchors (with and
// without a sub-path), forms that would post to 127.0.0.1 from a public address or claim an e-mail
// that is not set, and the sample professor's data left behind once the identity has changed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../scripts/lib/check/internal-links.ts';
import { checkFormsBackend, isPublicAddress } from '../../scripts/lib/check/forms-backend.ts';
import { findSampleLeftovers, isSampleIdentity, SAMPLE_IDENTITY } from '../../scripts/lib/check/sample-leftovers.ts';
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
  const problems = (siteUrl: string, env: Record<string, string>, strings = locales) => checkFormsBackend(siteUrl, env, strings).filter((finding) => !finding.ok).map((finding) => finding.message);

  it('tells a public address from this computer', () => {
    expect(isPublicAddress('https://prof.github.io/site')).toBe(true);
    expect(isPublicAddress('http://127.0.0.1:4173')).toBe(false);
    expect(isPublicAddress('http://localhost:4173')).toBe(false);
  });

  it('names a public build whose forms would post to 127.0.0.1', () => {
    const [backend] = problems('https://prof.github.io/site', emailjs);
    expect(backend).toMatch(/127\.0\.0\.1/);
    expect(backend).toMatch(/VITE_SUPABASE_URL/);
    expect(problems('https://prof.github.io/site', { ...supabase, ...emailjs })).toEqual([]);
    expect(problems('http://127.0.0.1:4173', emailjs)).toEqual([]);
  });

  it('says where the notification e-mail comes from, and which success messages promise one', () => {
    const [, email] = checkFormsBackend('https://prof.github.io/site', supabase, locales);
    expect(email).toEqual({ ok: true, message: expect.stringContaining('The submit-forms function e-mails each stored message once its EMAILJS_* secrets are set') });
    expect(email!.message).toMatch(/toast\.contact\.successDescription \(pt\)/);
    const [, browser] = checkFormsBackend('https://prof.github.io/site', { ...supabase, ...emailjs }, locales);
    expect(browser!.message).toMatch(/from the visitor's browser after it is stored/);
  });
});

describe('sample data left in place', () => {
  const identity = (name: string) => JSON.stringify({ identity: { name, email: 'ana.souza@unb.example' }, routes: [] });

  it('knows the sample professor when the identity is still theirs', () => {
    expect(isSampleIdentity(root)).toBe(true);
  });

  it('lists each file that still holds the sample identity once the owner has put theirs', () => {
    const project = folder('owner', {
      'pages-data/site.json': identity('Ana Beatriz Souza'),
      'pages-data/collections/news.json': JSON.stringify({ items: [{ title: { pt: `Visita à ${SAMPLE_IDENTITY[1]!.value}` } }, { author: 'Ricardo Menezes Tavares' }] }),
      'pages-data/about.json': JSON.stringify({ blocks: [{ text: { pt: 'Minha pesquisa.' } }] }),
      'locales/pt.json': JSON.stringify({ 'footer.note': 'Escreva para ricardo.tavares@ufvc.example' }),
      'public/images/drawing.svg': '<svg><text>Ana Beatriz Souza</text></svg>',
    });
    expect(isSampleIdentity(project)).toBe(false);
    expect(findSampleLeftovers(project).sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'locales/pt.json', found: ["the sample university's addresses (e-mail, web) (1×)"] },
      { file: 'pages-data/collections/news.json', found: ['the sample professor\'s name (1×)', 'the sample university (1×)'] },
    ]);
  });

  it('finds the shipped sample everywhere it lives, so a real owner is told of every file', () => {
    const copy = join(scratch, 'sample-copy');
    for (const part of ['pages-data', 'locales', 'public']) cpSync(join(root, part), join(copy, part), { recursive: true });
    writeFileSync(join(copy, 'pages-data/site.json'), identity('Ana Beatriz Souza'));
    const files = findSampleLeftovers(copy).map((leftover) => leftover.file);
    expect(files).toContain('pages-data/media/academic-genealogy.svg');
    expect(files.some((file) => file.startsWith('pages-data/collections/'))).toBe(true);
  });
});
