import type { ComponentType } from 'react';
import { blockModules, isBlockType } from '../blocks/registry.ts';
import type { Block } from '../generated/schemas.ts';
import { reportUnknownBlock } from '../services/report.ts';
import { useLazyModule, type LazyModule } from './lazy-module.ts';

function KnownBlock({ block }: { block: Block }) {
  // The registry's mapped type pairs each type with its own props; here any block meets its own component.
  const Component = useLazyModule(blockModules[block.type] as LazyModule<ComponentType<{ block: Block }>>);
  return <Component block={block} />;
}

/**
 * Renders one block through the registry. Its code is normally loaded with the page's document (see documents.ts);
 * otherwise it suspends until it is. Validation rejects unknown types; this guards stale or hand-fed data.
 */
export function BlockRenderer({ block }: { block: Block }) {
  if (!isBlockType(block.type)) {
    reportUnknownBlock(block.type);
    return null;
  }
  return <KnownBlock block={block} />;
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockRenderer key={index} block={block} />);
}
