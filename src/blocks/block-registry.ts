// The registry as the roots give it to the renderer (src/renderer/block-registry-context.ts). Named
// members rather than the module's namespace object, which would carry every export of registry.ts
// into the islands' chunk.
import type { BlockRegistry } from '../renderer/block-registry-context.ts';
import { blockModules, isBlockType, isInteractiveBlock, loadBlocks } from './registry.ts';

export const blockRegistry: BlockRegistry = { blockModules, isBlockType, isInteractiveBlock, loadBlocks };
