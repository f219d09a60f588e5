import { MantineProvider } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { BlockRegistryContext, type BlockRegistry } from '../renderer/block-registry-context.ts';
import { HeadingOrderProvider, type HeadingOrder } from '../renderer/heading-level.tsx';
import type { Language } from '../i18n/languages.ts';
import { DEFAULT_COLOR_SCHEME } from '../shell/color-scheme.ts';
import { createColorSchemeManager } from '../shell/color-scheme-manager.ts';
import { cssVariablesResolver, theme } from '../theme.ts';
import { IslandModeContext, type IslandMode } from './island-mode.ts';

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * What every island renders inside, on the server and in the browser alike (so hydration finds what the
 * server wrote). The page's render already wrote Mantine's CSS variables and classes, once, in the
 * page's HTML; an island adds none. All islands share one colour scheme, kept in storage.
 */
interface IslandProvidersProps {
  language: Language;
  mode: IslandMode;
  /** The block registry, for roots that render blocks (an island; not the search or the toasts). */
  registry?: BlockRegistry;
  /** The heading level where the page placed the island; the default is a top-level block's. */
  headingOrder?: HeadingOrder;
  onCommit?: () => void;
  children: ReactNode;
}

export function IslandProviders({ language, mode, registry, headingOrder = 2, onCommit, children }: IslandProvidersProps) {
  const [colorSchemeManager] = useState(createColorSchemeManager);
  return (
    <BlockRegistryContext.Provider value={registry ?? null}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
        colorSchemeManager={colorSchemeManager}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <LanguageProvider language={language}>
          <IslandModeContext.Provider value={mode}>
            <HeadingOrderProvider order={headingOrder}>{children}</HeadingOrderProvider>
          </IslandModeContext.Provider>
          {onCommit && <Committed onCommit={onCommit} />}
        </LanguageProvider>
      </MantineProvider>
    </BlockRegistryContext.Provider>
  );
}
