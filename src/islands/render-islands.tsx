// The server's half of the islands (the browser's is hydrate-island.tsx). A page renders once as static
// HTML in which each interactive block is a placeholder; each island is then rendered by itself, inside
// the same providers and with the same React id prefix the browser will hydrate it with, so the two
// always agree.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Block } from '../generated/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import type { BlockRegistry } from '../renderer/block-registry-context.ts';
import { BlockRenderer } from '../renderer/BlockRenderer.tsx';
import type { HeadingOrder } from '../renderer/heading-level.tsx';
import { ServerAddressProvider } from '../renderer/page-address.ts';
import { IslandModeContext, islandIdPrefix, type IslandMode } from './island-mode.ts';
import { IslandProviders } from './IslandProviders.tsx';

const ISLAND_MARK = /<island-mark data-id="([^"]+)"><\/island-mark>/g;

export interface RenderedIslands {
  html: string;
  /** The page's islands, in document order, each as its element carries it. */
  islands: Block[];
}

/** An island's block and the heading level where it stands. */
interface Placed {
  block: Block;
  headingOrder: HeadingOrder;
}

/**
 * `page` renders the whole page (shell included) from whatever providers it needs; `language` is the
 * page's and `registry` the page's block registry, for the islands' providers.
 */
export function renderWithIslands(page: ReactElement, { language, url, registry }: { language: Language; url: string; registry: BlockRegistry }): RenderedIslands {
  const found = new Map<string, Placed>();
  const known = new Map<Block, string>();
  const addIsland = (block: Block, headingOrder: HeadingOrder) => {
    let id = known.get(block);
    if (id === undefined) {
      id = `i${known.size}`;
      known.set(block, id);
      found.set(id, { block, headingOrder });
    }
    return id;
  };
  const mode: IslandMode = { kind: 'page', addIsland };
  const html = renderToString(<IslandModeContext.Provider value={mode}>{page}</IslandModeContext.Provider>);
  const islands: Block[] = [];
  const renderIsland = ({ block, headingOrder }: Placed, id: string): string => {
    islands.push(block);
    return renderToString(
      <ServerAddressProvider url={url}>
        <IslandProviders language={language} mode={{ kind: 'island' }} registry={registry} headingOrder={headingOrder}>
          <BlockRenderer block={block} />
        </IslandProviders>
      </ServerAddressProvider>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  };
  return { html: html.replace(ISLAND_MARK, (_, id: string) => renderIsland(found.get(id)!, id)), islands };
}
