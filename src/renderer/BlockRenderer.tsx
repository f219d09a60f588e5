import type { ComponentType } from 'react';
import { blockRegistry } from '../blocks/registry.ts';
import type { Block } from '../generated/schemas.ts';
import { reportUnknownBlock } from '../services/report.ts';

/** Renders one block through the registry. Validation rejects unknown types; this guards stale or hand-fed data. */
export function BlockRenderer({ block }: { block: Block }) {
  const Component = (blockRegistry as Record<string, ComponentType<{ block: Block }> | undefined>)[block.type];
  if (!Component) {
    reportUnknownBlock(block.type);
    return null;
  }
  return <Component block={block} />;
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockRenderer key={index} block={block} />);
}
