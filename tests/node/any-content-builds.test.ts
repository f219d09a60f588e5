// "Content that validates always builds", with the real build: a copy of the whole project (its tests
// included) with several pages removed by `npm run remove:page`'s plan (the podcast's two pages, the
// blog, the hobbies, the teaching page and the meeting form) and every collection emptied
// (tests/support/empty-collection.ts) runs `npm run build` as the deploy workflow does, type-check
// included. Before, both broke it: the podcast feed read pages-data/podcast.json by name (ENOENT) and the
// build type-checked a test against the sample's book chapters (TS2698). The built site then has no page,
// sitemap entry, feed or link for what went, every link inside it leads somewhere (npm run check's own
// link check), and the empty lists say so. remove-and-empty.test.ts takes each change alone, in-process.
// The same build has a new kind of content added (tests/support/built-content-copy.ts), which
// new-content-type.test.ts reads.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../scripts/lib/check/internal-links.ts';
import { builtContentCopy, REMOVED } from '../support/built-content-copy.ts';

const root = join(import.meta.dirname, '../..');
const locale = (language: string) => JSON.parse(readFileSync(join(root, `locales/${language}.json`), 'utf8')) as Record<string, string>;

describe('a site with pages removed and every collection empty', () => {
  let dist: string;
  let removedRoutes: string[];

  beforeAll(() => {
    ({ dist, removedRoutes } = builtContentCopy());
  }, 900_000);

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
