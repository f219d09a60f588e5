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
import { AppProviders } from '../AppProviders.tsx';
import { IslandCollectorContext, islandIdPrefix, type AddIsland } from './island-marks.ts';

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
  const addIsland: AddIsland = (block, headingOrder) => {
    let id = known.get(block);
    if (id === undefined) {
      id = `i${known.size}`;
      known.set(block, id);
      found.set(id, { block, headingOrder });
    }
    return id;
  };
  const html = renderToString(<IslandCollectorContext.Provider value={addIsland}>{page}</IslandCollectorContext.Provider>);
  const islands: Block[] = [];
  const renderIsland = ({ block, headingOrder }: Placed, id: string): string => {
    islands.push(block);
    return renderToString(
      <ServerAddressProvider url={url}>
        <AppProviders language={language} scope="root" registry={registry} headingOrder={headingOrder}>
          <BlockRenderer block={block} />
        </AppProviders>
      </ServerAddressProvider>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  };
  return { html: html.replace(ISLAND_MARK, (_, id: string) => renderIsland(found.get(id)!, id)), islands };
}
