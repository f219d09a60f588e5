// Where each rendered block is in the edited document. The preview's registry wraps every block
// component so its output carries the block's JSON pointer (a click names the block to the editor) and,
// when it is the one selected in the editor's outline, a mark the stylesheet outlines. The pointer is
// found by the block object's identity: the frame walks each document it receives (prepare.ts), and
// the renderer passes those same objects down to the blocks.
import { Component, createContext, useContext, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { blockRegistry } from '../../src/blocks/block-registry.ts';
import { blockTypesIn } from '../../src/blocks/registry.ts';
import type { Block } from '../../src/generated/schemas.ts';
import { lazyModule } from '../../src/lib/lazy-module.ts';
import type { BlockRegistry } from '../../src/renderer/block-registry-context.ts';

export const BLOCK_ATTRIBUTE = 'data-editor-block';
export const SELECTED_ATTRIBUTE = 'data-editor-selected';

export interface BlockPlaces {
  pointers: WeakMap<object, string>;
  selected?: string;
}

export const BlockPlacesContext = createContext<BlockPlaces>({ pointers: new WeakMap() });

type BlockComponent = ComponentType<{ block: Block }>;

/**
 * A block that throws (a field emptied while typing) shows a line in its place and the rest of the page
 * keeps up with the edits; the next version of the block (a new object each message) tries again.
 */
class BlockBoundary extends Component<{ block: Block; children: ReactNode }, { block: Block; error?: string }> {
  state: { block: Block; error?: string } = { block: this.props.block };

  static getDerivedStateFromProps(props: { block: Block }, state: { block: Block }) {
    return props.block === state.block ? null : { block: props.block, error: undefined };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // Shown in the block's place; React has already logged it.
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <p role="status" style={{ margin: 0, padding: '0.5rem 0.75rem', border: '1px dashed currentColor', borderRadius: 4, fontSize: '0.875rem' }}>
        This {String(this.props.block?.type ?? 'block')} block cannot be shown yet: {this.state.error}
      </p>
    );
  }
}

/** The block's component, inside a box-less element that says where the block is in the document. */
function placed(Block: BlockComponent): BlockComponent {
  function PlacedBlock({ block }: { block: Block }) {
    const { pointers, selected } = useContext(BlockPlacesContext);
    const pointer = pointers.get(block);
    return (
      <div {...{ [BLOCK_ATTRIBUTE]: pointer, [SELECTED_ATTRIBUTE]: (pointer !== undefined && pointer === selected) || undefined }} style={{ display: 'contents' }}>
        <BlockBoundary block={block}>
          <Block block={block} />
        </BlockBoundary>
      </div>
    );
  }
  PlacedBlock.displayName = `Placed(${Block.displayName ?? Block.name})`;
  return PlacedBlock;
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
