// "Content that validates always builds", with the real build: a copy of the whole project (its tests
// included) with several pages removed by `npm run remove:page`'s plan (the podcast's two pages, the
// blog, the hobbies, the teaching page and the contact page) and every collection emptied
// (tests/support/empty-collection.ts) runs `npm run build` as the deploy workflow does, type-check
// included. Before, both broke it: the podcast feed read pages-data/podcast.json by name (ENOENT) and the
// build type-checked a test against the sample's book chapters (TS2698). The built site then has no page,
// sitemap entry, feed or link for what went, every link inside it leads somewhere (npm run check's own
// link check), and the empty lists say so. remove-and-empty.test.ts takes each change alone, in-process.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../scripts/lib/check/internal-links.ts';
import { formatProblems } from '../../scripts/lib/problems.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { planPageRemoval, writeRemoval } from '../../scripts/lib/remove-page.ts';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { validateFiles } from '../../scripts/lib/validate-project.ts';
import { emptyCollection } from '../support/empty-collection.ts';

const root = join(import.meta.dirname, '../..');
const REMOVED = ['/podcast', '/media-podcast', '/blog', '/hobbies', '/teaching', '/contact'];
const locale = (language: string) => JSON.parse(readFileSync(join(root, `locales/${language}.json`), 'utf8')) as Record<string, string>;

describe('a site with pages removed and every collection empty', () => {
  let copy: string;
  let dist: string;
  const removedRoutes: string[] = [];

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'any-content-'));
    dist = join(copy, 'dist');
    const skip = new Set(['node_modules', '.git', '.scratch', 'test-results', 'screenshots', 'perf-reports', '.local-backend', '.env', '.env.local']);
    cpSync(root, copy, { recursive: true, filter: (source) => { const top = relative(root, source).split('/')[0]!; return !skip.has(top) && !/^dist(-|$)/.test(top); } });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const registry = createSchemaRegistry(readProjectFiles({ root: copy }).schemas);
    for (const path of REMOVED) {
      const plan = planPageRemoval(readProjectFiles({ root: copy }), path, registry);
      expect(plan.problems, formatProblems(plan.problems)).toEqual([]);
      writeRemoval(copy, plan, Object.fromEntries(Object.keys(plan.files).map((file) => [file, readFileSync(join(copy, file), 'utf8')])));
      removedRoutes.push(path);
    }
    for (const file of readdirSync(join(copy, 'pages-data/collections'))) removedRoutes.push(...emptyCollection(copy, file.replace(/\.json$/, ''), registry).removedRoutes);
    const problems = validateFiles(readProjectFiles({ root: copy }), registry);
    expect(problems, formatProblems(problems)).toEqual([]);
    try {
      // The project's own build, type-check included; only the brotli and gzip copies are left out.
      execFileSync('npm', ['run', 'build', '--', '--no-compress'], { cwd: copy, stdio: 'pipe', env: { ...process.env, SITE_URL: '', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' } });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`the build failed in the copy with pages removed and every collection empty:\n${`${stdout ?? ''}\n${stderr ?? ''}`.replace(/npm warn.*\n/g, '').slice(-4000)}`);
    }
  }, 900_000);

  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('removed the pages asked for, and the syllabi of the courses that are gone', () => {
    expect(removedRoutes).toEqual(expect.arrayContaining([...REMOVED, '/syllabus/ppiq', '/syllabus/cpq2', '/syllabus/peq003']));
  });

  it('builds no page, sitemap entry or feed for what went', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    for (const path of removedRoutes) {
      for (const file of [`${path.slice(1)}.html`, `en${path}.html`, `es${path}.html`]) expect(existsSync(join(dist, file)), file).toBe(false);
      expect(sitemap).not.toMatch(new RegExp(`${path}<`));
    }
    const feeds = readdirSync(join(dist, 'feeds'));
    // No page shows the podcast or the blog any more; /news still shows the news, now none.
    expect(feeds.filter((file) => /^(podcast|blog)-/.test(file))).toEqual([]);
    expect(feeds).toEqual(expect.arrayContaining(['news-pt.xml', 'news-en.xml', 'news-es.xml']));
    expect(readFileSync(join(dist, 'feeds/news-pt.xml'), 'utf8')).not.toContain('<item>');
  });

  it('has every link inside the site lead somewhere', () => {
    expect(findBrokenLinks(dist, '')).toEqual([]);
  });

  it('names what went nowhere: not in the search index, not in any page\'s structured data', () => {
    const gone = (text: string, path: string) => new RegExp(`"(https://site\\.example)?(/en|/es)?${path}([#?][^"]*)?"`).test(text);
    for (const language of ['pt', 'en', 'es']) {
      const index = readFileSync(join(dist, `search/${language}.json`), 'utf8');
      for (const path of removedRoutes) expect(gone(index, path), `search/${language}.json names ${path}`).toBe(false);
    }
    const pages = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : []));
    for (const file of pages(dist)) {
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      for (const path of removedRoutes) expect(gone(jsonLd, path), `${relative(dist, file)}'s JSON-LD names ${path}`).toBe(false);
    }
  });

  it.each(['pt', 'en', 'es'])('says in %s that the empty lists have nothing yet', (language) => {
    const words = locale(language);
    const page = (path: string) => readFileSync(join(dist, language === 'pt' ? `${path}.html` : `${language}/${path}.html`), 'utf8');
    expect(page('news')).toContain(words['records.none']);
    expect(page('publications')).toContain(words['publication.none']);
    expect(page('alumni')).toContain(words['flowchart.none']);
  });
});
