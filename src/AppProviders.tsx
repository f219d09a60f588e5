// The one provider stack every React render of the site sits in: a whole page (the prerender, the dev
// server, the editor's preview, unit tests) and each root the browser adds to a prerendered page (a
// form's island, the search dialog, the toast region). Its own module, apart from App.tsx's routes, so
// an island's code does not carry the shell and every page.
import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import type { Language } from './i18n/languages.ts';
import { BlockRegistryContext, type BlockRegistry } from './renderer/block-registry-context.ts';
import { HeadingOrderProvider, type HeadingOrder } from './renderer/heading-level.tsx';
import { DEFAULT_COLOR_SCHEME } from './shell/color-scheme.ts';
import { createColorSchemeManager } from './shell/color-scheme-manager.ts';
import { cssVariablesResolver, theme } from './theme.ts';

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

interface AppProvidersProps {
  language: Language;
  /** The block registry blocks render through (src/blocks/block-registry.ts); a root with no block (the search, the toasts) needs none. */
  registry?: BlockRegistry;
  /**
   * 'page' (the default): a whole page, whose HTML gets Mantine's CSS variables and global classes.
   * 'root': a root inside a prerendered page, which has them already: it writes none, and follows the
   * colour scheme the page's control sets (color-scheme-manager.ts), as every other root on the page does.
   */
  scope?: 'page' | 'root';
  /** Where a root's blocks stand in the page's headings (an island carries it); a page's blocks start at 2. */
  headingOrder?: HeadingOrder;
  /** Called once React has committed the tree (its effects have run). */
  onCommit?: () => void;
  children: ReactNode;
}

export function AppProviders({ language, registry, scope = 'page', headingOrder = 2, onCommit, children }: AppProvidersProps) {
  const [colorSchemeManager] = useState(() => (scope === 'root' ? createColorSchemeManager() : undefined));
  return (
    <BlockRegistryContext.Provider value={registry ?? null}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
        colorSchemeManager={colorSchemeManager}
        withCssVariables={scope === 'page'}
        withGlobalClasses={scope === 'page'}
      >
        <LanguageProvider language={language}>
          <HeadingOrderProvider order={headingOrder}>{children}</HeadingOrderProvider>
          {onCommit && <Committed onCommit={onCommit} />}
        </LanguageProvider>
      </MantineProvider>
    </BlockRegistryContext.Provider>
  );
}
