// Renders one page document to HTML as the prerender does (src/entry-server.tsx: the same providers,
// the islands rendered apart by renderWithIslands), in one language, with collections given as data
// standing in for their files (as the editor's preview does, editor/preview/prepare.ts). For tests that
// render a project other than the one on disk (a page removed, a collection emptied) without a build.
import { StaticRouter } from 'react-router-dom';
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import { AppProviders } from '../../src/AppProviders.tsx';
import { FORM_MODULES } from '../../src/blocks/Form/form-modules.ts';
import { blockRegistry } from '../../src/blocks/block-registry.ts';
import type { PageDocument } from '../../src/generated/schemas.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { loadLocale } from '../../src/i18n/locales.ts';
import { renderWithIslands } from '../../src/islands/render-islands.tsx';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { loadCollections, provideCollection } from '../../src/renderer/collections.ts';
import { migrateDocument } from '../../src/renderer/migrations.ts';
import { ServerAddressProvider } from '../../src/renderer/page-address.ts';

/**
 * The page's HTML at `path` in `language`. `collections` (by name, every language) stand in for their
 * files during this render only: the files' own records come back afterwards, whatever happens.
 */
export async function renderDocument(data: unknown, { path, language, collections = {} }: { path: string; language: Language; collections?: Record<string, unknown> }): Promise<string> {
  const document = migrateDocument(onlyLanguage(data, language)) as PageDocument;
  const provided = Object.keys(collections);
  try {
    for (const name of provided) provideCollection(name, language, onlyLanguage(collections[name], language));
    await Promise.all([blockRegistry.loadBlocks(document.blocks), loadCollections(document.blocks, [language]), loadLocale(language), ...Object.values(FORM_MODULES).map((module) => module.load())]);
    const url = localizePath(path, language);
    return renderWithIslands(
      <StaticRouter location={url}>
        <ServerAddressProvider url={url}>
          <AppProviders language={language} registry={blockRegistry}>
            <PageRenderer document={document} />
          </AppProviders>
        </ServerAddressProvider>
      </StaticRouter>,
      { language, url, registry: blockRegistry },
    ).html;
  } finally {
    for (const name of provided) provideCollection(name, language, undefined);
  }
}
