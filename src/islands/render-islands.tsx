// The server's half of the islands (the browser's is hydrate-island.tsx). A page renders once as static
// HTML in which each interactive block is a placeholder; each island is then rendered by itself, inside
// the same providers and with the same React id prefix the browser will hydrate it with, so the two
// always agree. Static content inside an island (a tab's panels) is rendered as a page again, so the
// islands inside it become islands of their own.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Block } from '../generated/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import type { BlockRegistry } from '../renderer/block-registry-context.ts';
import { BlockList, BlockRenderer } from '../renderer/BlockRenderer.tsx';
import type { HeadingOrder } from '../renderer/heading-level.tsx';
import { ServerAddressProvider } from '../renderer/page-address.ts';
import { IslandModeContext, islandBlock, islandIdPrefix, type IslandMode } from './island-mode.ts';
import { IslandProviders } from './IslandProviders.tsx';

const ISLAND_MARK = /<island-mark data-id="([^"]+)"><\/island-mark>/g;
const SLOT_MARK = /<slot-mark data-n="(\d+)"><\/slot-mark>/g;

export interface RenderedIslands {
  html: string;
  /** The page's islands, in document order (nested ones included), each as its element carries it. */
  islands: Block[];
}

/**
 * `page` renders the whole page (shell included) from whatever providers it needs; `language` is the
 * page's and `registry` the page's block registry, for the islands' providers.
 */
export function renderWithIslands(page: ReactElement, { language, url, registry }: { language: Language; url: string; registry: BlockRegistry }): RenderedIslands {
  return renderPageWithIslands(() => page, language, url, registry);
}

type PageMode = Extract<IslandMode, { kind: 'page' }>;
/** Blocks rendered apart from the page (an island's, a slot's) and the heading level where they stand. */
interface Placed {
  blocks: Block[];
  headingOrder: HeadingOrder;
}

function renderPageWithIslands(page: (mode: PageMode) => ReactElement, language: Language, url: string, registry: BlockRegistry): RenderedIslands {
  let next = 0;
  let staticRenders = 0;
  const islands: Block[] = [];

  const renderStatic = (tree: (mode: PageMode) => ReactElement): string => {
    const found = new Map<string, Placed>();
    const known = new Map<Block, string>();
    const addIsland = (block: Block, headingOrder: HeadingOrder) => {
      let id = known.get(block);
      if (id === undefined) {
        id = `i${next++}`;
        known.set(block, id);
        found.set(id, { blocks: [block], headingOrder });
      }
      return id;
    };
    const mode: PageMode = { kind: 'page', addIsland };
    // Every render numbers its React ids from the start: its own prefix keeps them unique in the page.
    const identifierPrefix = staticRenders++ === 0 ? undefined : `s${staticRenders}-`;
    const html = renderToString(<IslandModeContext.Provider value={mode}>{tree(mode)}</IslandModeContext.Provider>, { identifierPrefix });
    return html.replace(ISLAND_MARK, (_, id: string) => renderIsland(found.get(id)!, id));
  };

  const renderIsland = ({ blocks: [block], headingOrder }: Placed, id: string): string => {
    islands.push(islandBlock(block!));
    const slots: Placed[] = [];
    const addSlot = (blocks: Block[], order: HeadingOrder) => slots.push({ blocks, headingOrder: order }) - 1;
    const html = renderToString(
      <ServerAddressProvider url={url}>
        <IslandProviders language={language} mode={{ kind: 'island-server', addSlot }} registry={registry} headingOrder={headingOrder}>
          <BlockRenderer block={block!} />
        </IslandProviders>
      </ServerAddressProvider>,
      { identifierPrefix: islandIdPrefix(id) },
    );
    return html.replace(SLOT_MARK, (_, n: string) => {
      const slot = slots[Number(n)]!;
      return renderStatic((mode) => (
        <ServerAddressProvider url={url}>
          <IslandProviders language={language} mode={mode} registry={registry} headingOrder={slot.headingOrder}>
            <BlockList blocks={slot.blocks} />
          </IslandProviders>
        </ServerAddressProvider>
      ));
    });
  };

  return { html: renderStatic(page), islands };
}
