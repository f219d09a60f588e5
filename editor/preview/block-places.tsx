// Where each rendered block is in the edited document. The preview's registry wraps every block
// component so its output carries the block's JSON pointer (a click names the block to the editor, the
// selected one is outlined). The pointer is found by the block object's identity: the frame records
// every object of each document it receives (placeBlocks), and the renderer passes those same objects
// down to the blocks. A wrapped block is memoized on its block object: one the frame kept from the
// previous message (share.ts) is unchanged, so React skips it.
import { createContext, memo, useContext, type ComponentType } from 'react';
import { blockRegistry } from '../../src/blocks/block-registry.ts';
import { blockTypesIn } from '../../src/blocks/registry.ts';
import type { Block } from '../../src/generated/schemas.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';
import { lazyModule } from '../../src/lib/lazy-module.ts';
import { ProblemLine, ResetBoundary } from './reset-boundary.tsx';
import type { BlockRegistry } from '../../src/renderer/block-registry-context.ts';

export const BLOCK_ATTRIBUTE = 'data-editor-block';
export const SELECTED_ATTRIBUTE = 'data-editor-selected';

// Never replaced, only added to: an object kept from an earlier message is at the same place (share.ts
// keeps objects only there), so its pointer stays right, and a block that renders again between two
// messages still finds its own.
const pointers = new WeakMap<object, string>();

/** Records where every object of the document is, before it renders. */
export function placeBlocks(document: unknown): void {
  walkObjects(document, (node, pointer) => pointers.set(node, pointer));
}

/** False where blocks render without their places (the last good page under a problem: its pointers may be stale). */
export const PlacingContext = createContext(true);

/** Marks the selected block for the stylesheet; done after each render, so React never undoes it. */
export function markSelected(container: HTMLElement, pointer: string | undefined): Element | undefined {
  for (const element of container.querySelectorAll(`[${SELECTED_ATTRIBUTE}]`)) element.removeAttribute(SELECTED_ATTRIBUTE);
  if (pointer === undefined) return undefined;
  const selected = [...container.querySelectorAll(`[${BLOCK_ATTRIBUTE}]`)].find((element) => element.getAttribute(BLOCK_ATTRIBUTE) === pointer);
  selected?.setAttribute(SELECTED_ATTRIBUTE, '');
  return selected;
}

type BlockComponent = ComponentType<{ block: Block }>;

/** The block's component, inside a box-less element that says where the block is in the document. */
function placed(Block: BlockComponent): BlockComponent {
  function PlacedBlock({ block }: { block: Block }) {
    const pointer = useContext(PlacingContext) ? pointers.get(block) : undefined;
    return (
      <div {...{ [BLOCK_ATTRIBUTE]: pointer }} style={{ display: 'contents' }}>
        {/* A block that throws (a field emptied while typing) shows a line in its place and the rest of the
            page keeps up with the edits; its next version (a changed block is a new object) tries again. */}
        <ResetBoundary resetKey={block} fallback={(problem) => <ProblemLine>{`This ${String(block?.type ?? 'block')} block cannot be shown yet: ${problem}`}</ProblemLine>}>
          <Block block={block} />
        </ResetBoundary>
      </div>
    );
  }
  PlacedBlock.displayName = `Placed(${Block.displayName ?? Block.name})`;
  return memo(PlacedBlock);
}

// One wrapped module per type, made once when the type's code loads, so a component keeps its
// identity from message to message and React updates the page instead of remounting it.
const blockModules = Object.fromEntries(
  Object.entries(blockRegistry.blockModules).map(([type, module]) => [type, lazyModule(() => module.load().then((block) => placed(block as BlockComponent)))]),
) as unknown as BlockRegistry['blockModules'];

/** The site's registry with every block placed; the rest (which types exist, islands) is the site's. */
export const previewRegistry: BlockRegistry = {
  ...blockRegistry,
  blockModules,
  loadBlocks: (blocks) => Promise.all([blockRegistry.loadBlocks(blocks), ...blockTypesIn(blocks).map((type) => blockModules[type].load())]),
};
