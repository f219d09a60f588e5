// What the server's page render and the islands share (see render-islands.tsx and hydrate-island.tsx).
import { createContext, useContext } from 'react';
import type { Block } from '../generated/schemas.ts';
import type { HeadingOrder } from '../renderer/heading-level.tsx';

/** Records an interactive block met in the page, with its heading level; answers the island's id. */
export type AddIsland = (block: Block, headingOrder: HeadingOrder) => string;

/**
 * Given only around the server's render of a whole page: there an interactive block becomes an island's
 * mark, rendered on its own afterwards. Everywhere else (an island's own render, the editor's preview,
 * unit tests) there is none, and every block renders as itself.
 */
export const IslandCollectorContext = createContext<AddIsland | null>(null);

export function useIslandCollector(): AddIsland | null {
  return useContext(IslandCollectorContext);
}

/**
 * React context does not cross into an island (its own root): the one value blocks read from their
 * place in the page, the heading level, goes with them (`data-heading-order`).
 */
export const HEADING_ORDER_ATTRIBUTE = 'data-heading-order';

/** An island's React ids start with its own prefix, the same on the server and in the browser. */
export const islandIdPrefix = (islandId: string) => `${islandId}-`;
