// The renderer is given the block registry rather than importing it: which blocks exist and how their code
// loads is the blocks' business (src/blocks/registry.ts), and only the roots that render blocks (the
// prerender, islands, the dev server, tests) bring it in, so nothing in the first load can reach it.
import { createContext, useContext, type ComponentType } from 'react';
import type { Block } from '../generated/schemas.ts';
import type { LazyModule } from '../lib/lazy-module.ts';

/** What the renderer asks of a block registry. */
export interface BlockRegistry {
  /** One loader for every block type, each giving a component for its own block's props. */
  readonly blockModules: { readonly [B in Block as B['type']]: LazyModule<ComponentType<{ block: B }>> };
  isBlockType(type: unknown): type is Block['type'];
  /** Whether a block is an island: rendered and hydrated on its own (see src/islands/). */
  isInteractiveBlock(type: Block['type']): boolean;
  /** Loads the code of every block inside `blocks`, so they render without suspending. */
  loadBlocks(blocks: unknown): Promise<unknown>;
}

export const BlockRegistryContext = createContext<BlockRegistry | null>(null);

export function useBlockRegistry(): BlockRegistry {
  const registry = useContext(BlockRegistryContext);
  if (!registry) throw new Error('Blocks render inside a BlockRegistryContext provider (AppProviders given a `registry`).');
  return registry;
}
