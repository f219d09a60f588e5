import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { localizePath } from './i18n/language-paths.ts';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import { LANGUAGES, PREFIXED_LANGUAGES, type Language } from './i18n/languages.ts';
import { BlockRegistryContext, type BlockRegistry } from './renderer/block-registry-context.ts';
import { DocumentPage } from './shell/DocumentPage.tsx';
import { NotFound } from './shell/NotFound.tsx';
import { DEFAULT_COLOR_SCHEME } from './shell/color-scheme.ts';
import { Shell } from './shell/Shell.tsx';
import { sitePages } from './site.ts';
import { cssVariablesResolver, theme } from './theme.ts';

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

interface AppProvidersProps {
  language: Language;
  /** The block registry the page's blocks render through (src/blocks/block-registry.ts). */
  registry: BlockRegistry;
  onCommit?: () => void;
  children: ReactNode;
}

/** Everything a whole page renders inside (the prerender, the dev server, tests); the URL decides the language. */
export function AppProviders({ language, registry, children, onCommit }: AppProvidersProps) {
  return (
    <BlockRegistryContext.Provider value={registry}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
        <LanguageProvider language={language}>
          {children}
          {onCommit && <Committed onCommit={onCommit} />}
        </LanguageProvider>
      </MantineProvider>
    </BlockRegistryContext.Provider>
  );
}

/**
 * Routes come from site.json: each registered path and alias renders its document, in each language
 * (unprefixed for Portuguese, under /en and /es otherwise); anything else is that language's not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {LANGUAGES.flatMap((language) =>
          sitePages().map(({ path, document }) => (
            <Route key={`${language}${path}`} path={localizePath(path, language)} element={<DocumentPage name={document} />} />
          )),
        )}
        {PREFIXED_LANGUAGES.map((language) => (
          <Route key={language} path={`/${language}/*`} element={<NotFound />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
