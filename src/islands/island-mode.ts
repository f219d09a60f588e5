// How blocks render depends on where they are rendered (see render-islands.tsx and hydrate-island.tsx):
// - 'page': the server's render of a page: an interactive block becomes an island (a marked element the
//   browser hydrates on its own), everything else is static HTML;
// - 'island': an island's own render, on the server or in the browser: its block renders as itself,
//   with whatever it holds;
// - 'plain' (no provider: unit tests, the editor): everything renders in one React tree.
import { createContext, useContext } from 'react';
import type { Block } from '../generated/schemas.ts';
import type { HeadingOrder } from '../renderer/heading-level.tsx';

export type IslandMode =
  | { kind: 'plain' }
  | { kind: 'page'; addIsland(block: Block, headingOrder: HeadingOrder): string }
  | { kind: 'island' };

export const IslandModeContext = createContext<IslandMode>({ kind: 'plain' });

export function useIslandMode(): IslandMode {
  return useContext(IslandModeContext);
}

/**
 * React context does not cross into an island (its own root): the one value blocks read from their
 * place in the page, the heading level, goes with them (`data-heading-order`).
 */
export const HEADING_ORDER_ATTRIBUTE = 'data-heading-order';

/** An island's React ids start with its own prefix, the same on the server and in the browser. */
export const islandIdPrefix = (islandId: string) => `${islandId}-`;
