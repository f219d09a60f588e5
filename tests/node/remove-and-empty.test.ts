// "Any content that validates builds", one change at a time, without building thirty times: in a copy
// of the project's data, each optional page is removed in turn (with `npm run remove:page`'s own plan,
// written as the command writes it) and each collection emptied in turn (tests/support/empty-collection.ts).
// Each time the copy must validate, and every build step that reads the data runs on it as the
// prerender runs it, by the same functions: the feeds (a feed no page shows is not written, and every
// feed a page announces is), the search index, the sitemap, each route's JSON-LD and its head's feed
// links, the view chunks. The pages the change touched (a page that lost a link, a page that shows the
// emptied collection) are rendered in three languages by the prerender's renderer with the changed
// data, with no error, and every link they hold leads to a page, alias, feed or file that exists.
// What a single change cannot show, the bundles and the type-check, is any-content-builds.test.ts's one
// real build of a copy with several pages gone and every collection empty.
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteDocument } from '../../src/generated/schemas.ts';
import { feedPath, feedsOfBlocks } from '../../src/feeds/feed-paths.ts';
import { stripLanguagePrefix } from '../../src/i18n/language-paths.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { feedFiles } from '../../scripts/lib/feeds/feed-files.ts';
import { feedTitle } from '../../scripts/lib/feeds/feeds.ts';
import { startTags } from '../../scripts/lib/html-tags.ts';
import { formatProblems } from '../../scripts/lib/problems.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { planPageRemoval, writeRemoval } from '../../scripts/lib/remove-page.ts';
import { createSchemaRegistry, type SchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { searchIndex } from '../../scripts/lib/search/search-index.ts';
import { sitemapXml } from '../../scripts/lib/seo/sitemap.ts';
import { jsonLdScript, readPageDocument, structuredData } from '../../scripts/lib/seo/structured-data.ts';
import { validateFiles } from '../../scripts/lib/validate-project.ts';
import { viewChunks } from '../../scripts/lib/view-chunks.ts';
import { collectionNamesIn } from '../../src/renderer/collection-names.ts';
import { emptyCollection } from '../support/empty-collection.ts';
import { copyProjectData, projectRoot } from '../support/project-copy.ts';
import { renderDocument } from '../support/render-document.tsx';

const SITE_URL = 'https://prof.example.org';
const readJson = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
const sample = readJson(projectRoot, 'pages-data/site.json') as unknown as SiteDocument;
/** Every route but the home page, which cannot be removed. */
const OPTIONAL_PAGES = sample.routes.map((route) => route.path).filter((path) => path !== '/');
const COLLECTIONS = readdirSync(join(projectRoot, 'pages-data/collections')).map((file) => file.replace(/\.json$/, ''));

let copy: ReturnType<typeof copyProjectData>;
let registry: SchemaRegistry;
const originals = new Map<string, string>();

beforeAll(() => {
  copy = copyProjectData('remove-and-empty-');
  registry = createSchemaRegistry(readProjectFiles({ root: copy.root }).schemas);
  const files = readProjectFiles({ root: projectRoot });
  for (const file of [files.site, ...files.pages, ...files.collections]) originals.set(file.file, readFileSync(join(projectRoot, file.file), 'utf8'));
});
afterAll(() => copy?.remove());

/** The copy's pages-data/ as the project's again. */
function reset() {
  rmSync(join(copy.root, 'pages-data'), { recursive: true, force: true });
  cpSync(join(projectRoot, 'pages-data'), join(copy.root, 'pages-data'), { recursive: true });
}

/** Every file of the copy that differs from the project's (the changed ones; a deleted one is not listed). */
function changedFiles(): string[] {
  const files = readProjectFiles({ root: copy.root });
  return [files.site, ...files.pages, ...files.collections].map((file) => file.file).filter((file) => readFileSync(join(copy.root, file), 'utf8') !== originals.get(file));
}

/**
 * The build's steps that read the data, on the copy, as scripts/prerender.ts calls them. Returns the
 * files the feeds write, by path, for the link check.
 */
async function buildSteps(site: SiteDocument): Promise<Set<string>> {
  const root = copy.root;
  const written = new Set<string>();
  for (const language of LANGUAGES) {
    for (const { file } of await feedFiles({ root, siteUrl: SITE_URL, site, language })) written.add(`/${file}`);
    expect(JSON.parse(searchIndex(root, site, language).json)).toBeTruthy();
  }
  const sitemap = sitemapXml(SITE_URL, site.routes.map((route) => route.path));
  for (const route of site.routes) expect(sitemap).toContain(`<loc>${SITE_URL}${route.path === '/' ? '/' : route.path}</loc>`);
  for (const route of site.routes) {
    const page = readPageDocument(root, route.document);
    viewChunks(root, page);
    for (const language of LANGUAGES) {
      jsonLdScript(structuredData({ root, siteUrl: SITE_URL, site, path: route.path, language, page }));
      // A page announces in its head the feeds it shows; each one is written.
      for (const feed of feedsOfBlocks(page.blocks)) {
        expect(written, `${route.path} announces the ${feed} feed`).toContain(feedPath(feed, language));
        expect(feedTitle(feed, { root, site, language })).toBeTruthy();
      }
    }
  }
  return written;
}

/** Renders the pages whose document changed or that show a changed collection, in every language; their links must lead somewhere. */
async function renderTouched(site: SiteDocument, changed: string[], feeds: Set<string>) {
  const collections = Object.fromEntries(changed.filter((file) => file.startsWith('pages-data/collections/')).map((file) => [file.slice(23, -5), readJson(copy.root, file)]));
  const { publicFiles, mediaFiles } = readProjectFiles({ root: copy.root });
  // Pages, aliases, feeds, files under public/, and the media files as the renderer names them outside a build.
  const targets = new Set([...site.routes.map((route) => route.path), ...site.aliases.map((alias) => alias.path), ...feeds, ...publicFiles, ...[...mediaFiles].map((name) => `/@media/${name}`)]);
  const touched = site.routes.filter((route) => {
    const file = `pages-data/${route.document}.json`;
    return changed.includes(file) || collectionNamesIn(readJson(copy.root, file).blocks).some((name) => Object.hasOwn(collections, name));
  });
  const errors = vi.spyOn(console, 'error');
  try {
    for (const route of touched) {
      const document = readJson(copy.root, `pages-data/${route.document}.json`);
      for (const language of LANGUAGES) {
        const html = await renderDocument(document, { path: route.path, language, collections });
        expect(html.length, `${route.path} in ${language}`).toBeGreaterThan(0);
        for (const { name, attributes } of startTags(html)) {
          const href = attributes.href;
          if (name !== 'a' || !href?.startsWith('/')) continue;
          const path = stripLanguagePrefix(href.split(/[?#]/)[0]!).replace(/(.)\/$/, '$1');
          expect(targets, `${route.path} (${language}) links to ${href}`).toContain(path);
        }
      }
    }
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
}

async function checkCopy() {
  const problems = validateFiles(readProjectFiles({ root: copy.root }), registry);
  expect(problems, formatProblems(problems)).toEqual([]);
  const site = readJson(copy.root, 'pages-data/site.json') as unknown as SiteDocument;
  const feeds = await buildSteps(site);
  await renderTouched(site, changedFiles(), feeds);
  return { site, feeds };
}

describe('each optional page removed in turn', () => {
  it.each(OPTIONAL_PAGES)('without %s, the copy validates, its build steps run and the pages that linked to it render', async (path) => {
    reset();
    const files = readProjectFiles({ root: copy.root });
    const plan = planPageRemoval(files, path, registry);
    expect(plan.problems, formatProblems(plan.problems)).toEqual([]);
    writeRemoval(copy.root, plan, Object.fromEntries(Object.keys(plan.files).map((file) => [file, readFileSync(join(copy.root, file), 'utf8')])));
    const { site } = await checkCopy();
    expect(site.routes.map((route) => route.path)).not.toContain(path);
    // Nothing left names the page: not a document, not site.json, not a collection.
    const left = readProjectFiles({ root: copy.root });
    for (const file of [left.site, ...left.pages, ...left.collections]) {
      const text = readFileSync(join(copy.root, file.file), 'utf8');
      for (const gone of plan.paths) expect(text, `${file.file} still names ${gone}`).not.toMatch(new RegExp(`"${gone}(?:[#?][^"]*)?"`));
    }
  }, 60_000);
});

describe('each collection emptied in turn', () => {
  it.each(COLLECTIONS)('with no %s records, the copy validates, its build steps run and the pages showing them render', async (name) => {
    reset();
    emptyCollection(copy.root, name, registry);
    await checkCopy();
  }, 60_000);
});
