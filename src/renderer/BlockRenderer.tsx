import { createElement, type ComponentType } from 'react';
import type { Block } from '../generated/schemas.ts';
import { HEADING_ORDER_ATTRIBUTE, useIslandCollector, type AddIsland } from '../islands/island-marks.ts';
import { useBlockRegistry } from './block-registry-context.ts';
import { useHeadingOrder } from './heading-level.tsx';
import { reportUnknownBlock } from '../services/report.ts';
import { useLazyModule, type LazyModule } from '../lib/lazy-module.ts';

function KnownBlock({ block }: { block: Block }) {
  // The registry's mapped type pairs each type with its own props; here any block meets its own component.
  const { blockModules } = useBlockRegistry();
  const Component = useLazyModule(blockModules[block.type] as LazyModule<ComponentType<{ block: Block }>>);
  return <Component block={block} />;
}

/**
 * Where a page is rendered on the server, an interactive block is an island: an element that names the
 * block and carries it as data, filled with the block's own render (src/islands/render-islands.tsx),
 * which the browser hydrates by itself. It adds no box to the layout.
 */
function IslandMarker({ block, addIsland }: { block: Block; addIsland: AddIsland }) {
  const headingOrder = useHeadingOrder();
  const id = addIsland(block, headingOrder);
  return (
    <div data-island={id} data-block={JSON.stringify(block)} {...{ [HEADING_ORDER_ATTRIBUTE]: headingOrder }} style={{ display: 'contents' }}>
      {createElement('island-mark', { 'data-id': id })}
    </div>
  );
}

/**
 * Renders one block through the registry it is given. Its code is normally loaded with the page's document (see
 * documents.ts); otherwise it suspends until it is. Validation rejects unknown types; this guards stale or hand-fed data.
 */
export function BlockRenderer({ block }: { block: Block }) {
  const addIsland = useIslandCollector();
  const registry = useBlockRegistry();
  if (!registry.isBlockType(block.type)) {
    reportUnknownBlock(block.type);
    return null;
  }
  if (addIsland && registry.isInteractiveBlock(block.type)) return <IslandMarker block={block} addIsland={addIsland} />;
  return <KnownBlock block={block} />;
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockRenderer key={index} block={block} />);
}
