// Heading levels follow nesting: the page's h1 comes from its header block, top-level block
// headings are h2, and each section moves the blocks inside it one level down.
import { createContext, useContext, type ReactNode } from 'react';

export type HeadingOrder = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingOrder>(2);

export function useHeadingOrder(): HeadingOrder {
  return useContext(HeadingLevelContext);
}

/** Sets the level for what is inside: an island takes on the level where the page placed it. */
export function HeadingOrderProvider({ order, children }: { order: HeadingOrder; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={order}>{children}</HeadingLevelContext.Provider>;
}

export function NestedHeadings({ children }: { children: ReactNode }) {
  const order = useHeadingOrder();
  return <HeadingLevelContext.Provider value={Math.min(order + 1, 6) as HeadingOrder}>{children}</HeadingLevelContext.Provider>;
}

/**
 * The tag for the titles of a block's items (cards, awards, positions): one level below the block's
 * own heading, or at its level when the block has none.
 */
export function useItemTitleTag(blockHasHeading: boolean): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const order = useHeadingOrder();
  return `h${blockHasHeading ? Math.min(order + 1, 6) : order}` as 'h2';
}
