// Renders app pieces the way the server does: Mantine, the language provider and a router, at a URL
// in the language asked for (the URL decides the language), as one React tree (no islands).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, matchPage } from '../../src/App.tsx';
import { AppProviders } from '../../src/AppProviders.tsx';
import { FORM_MODULES } from '../../src/blocks/Form/form-modules.ts';
import { blockRegistry } from '../../src/blocks/block-registry.ts';
import { loadCollections } from '../../src/renderer/collections.ts';
import { loadDocument } from '../../src/renderer/documents.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { ServerAddressProvider } from '../../src/renderer/page-address.ts';
import type { Language } from '../../src/i18n/languages.ts';

export function renderWithProviders(ui: ReactElement, options: { language?: Language; path?: string } = {}) {
  const language = options.language ?? 'pt';
  const url = localizePath(options.path ?? '/', language);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ServerAddressProvider url={url}>
        <AppProviders language={language} registry={blockRegistry}>{ui}</AppProviders>
      </ServerAddressProvider>
    </MemoryRouter>,
  );
}

/** Renders the page at `path`, once its document is loaded, as the prerender and the dev server do. */
export async function renderApp(path: string, language: Language = 'pt') {
  const name = matchPage(localizePath(path, language));
  if (name !== undefined) await loadDocument(name, language, blockRegistry);
  return renderWithProviders(<AppRoutes />, { path, language });
}

/**
 * Loads the code a page's blocks need, as the browser does before hydrating; forms included, whose
 * code the browser only fetches on the first interaction.
 */
export async function loadCodeFor(blocks: unknown): Promise<void> {
  await Promise.all([blockRegistry.loadBlocks(blocks), loadCollections(blocks), ...Object.values(FORM_MODULES).map((module) => module.load())]);
}
