// A page made by the editor is a page of the site: created through the editor's new-page path in a
// temporary copy of the project, it passes the project's validation, and its document renders on its
// route in pt, en and es with its title, its sidebar entry in each language, while the other routes
// still render. No second build: the document and site.json are read from the copy and rendered the
// way the prerender renders a page (the app's providers, the shell's sidebar from site.json).
import { cleanup, screen, within } from '@testing-library/react';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { createPage } from '../../editor/server/new-page.ts';
import { createEditorProject, versionOf } from '../../editor/server/project.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import type { PageDocument, SiteDocument } from '../../src/generated/schemas.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { loadDocument } from '../../src/renderer/documents.ts';
import { blockRegistry } from '../../src/blocks/block-registry.ts';
import { site } from '../../src/site.ts';
import { h1Of } from '../support/sample-data.ts';
import { loadCodeFor, renderApp, renderWithProviders } from './render.tsx';

const LOCALES = { pt, en, es } as const;
const TITLE = { pt: 'Seminários', en: 'Seminars', es: 'Seminarios' };
const original = { sidebar: site.sidebar, routes: site.routes };
const projectRoot = join(import.meta.dirname, '../..');
let data: { root: string; remove(): void };

/** A copy of what validation reads, so the test never writes into the project's own files. */
function copyDataRoot() {
  const root = mkdtempSync(join(tmpdir(), 'new-page-'));
  for (const folder of ['pages-data', 'locales', 'schemas', 'public']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
let made: { document: PageDocument; site: SiteDocument };

beforeAll(() => {
  data = copyDataRoot();
  const project = createEditorProject({ root: data.root });
  const { document } = createPage(project, { title: TITLE, description: { pt: 'Os seminários do grupo.', en: 'The group’s seminars.', es: 'Los seminarios del grupo.' }, path: '/seminars', icon: 'microphone', sidebar: { position: 2 }, siteVersion: versionOf(readFileSync(join(data.root, 'pages-data/site.json'), 'utf8')) });
  const read = (file: string) => JSON.parse(readFileSync(join(data.root, file), 'utf8'));
  made = { document: read(document), site: read('pages-data/site.json') };
});
afterAll(() => data?.remove());
afterEach(() => {
  cleanup();
  Object.assign(site, original);
});

describe('a page made by the editor', () => {
  it('passes the project validation', () => {
    expect(validateProject({ root: data.root }).map(formatProblem)).toEqual([]);
  });

  it.each(['pt', 'en', 'es'] as Language[])('renders its title on /seminars in %s, with its sidebar entry, and the other routes still render', async (language) => {
    Object.assign(site, { sidebar: made.site.sidebar, routes: made.site.routes });
    // The page itself, as its language's chunk holds it.
    await loadCodeFor(made.document.blocks);
    renderWithProviders(<PageRenderer document={onlyLanguage(made.document, language) as PageDocument} />, { language, path: '/seminars' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TITLE[language]);
    cleanup();
    // Another route, in the shell whose sidebar now lists the new page at the place chosen.
    await loadDocument('about', language, blockRegistry);
    await renderApp('/about', language);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(h1Of('/about', language));
    const links = within(screen.getByRole('navigation', { name: LOCALES[language]['shell.mainNavigation'] })).getAllByRole('link');
    const entry = links.find((link) => link.getAttribute('href') === localizePath('/seminars', language));
    expect(entry).toHaveTextContent(TITLE[language]);
    expect(links.indexOf(entry!)).toBe(2);
  });

  // Every route's render is the page snapshot's (tests/unit/pages.test.tsx); here the sidebar's first
  // routes, whose shell now holds the new entry, are enough to show the routes around it are whole.
  it('with it in site.json, the sidebar\'s first routes still render their h1 (in Portuguese)', async () => {
    Object.assign(site, { sidebar: made.site.sidebar, routes: made.site.routes });
    const sidebarRoutes = made.site.sidebar.map((entry) => made.site.routes.find((route) => route.path === entry.path)!).filter((route) => route && route.path !== '/seminars');
    for (const route of sidebarRoutes.slice(0, 4)) {
      await loadDocument(route.document, 'pt', blockRegistry);
      await renderApp(route.path, 'pt');
      expect((await screen.findByRole('heading', { level: 1 })).textContent, route.path).toContain(h1Of(route.path, 'pt'));
      cleanup();
    }
  });
});
