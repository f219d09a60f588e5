import { createElement, useId } from 'react';
import type { Block } from '../generated/schemas.ts';
import { BlockList } from '../renderer/BlockRenderer.tsx';
import { useHeadingOrder } from '../renderer/heading-level.tsx';
import { useIslandMode } from './island-mode.ts';

/** The slot's element adds no box: its blocks lay out as children of the slot's parent. */
const CONTENTS = { display: 'contents' } as const;

/**
 * Blocks shown inside an interactive block (a tab's panel) that need no script of their own. The
 * server renders them as static HTML (interactive ones among them become islands of their own); the
 * island that holds them hydrates around them and keeps that HTML exactly as it was, so their content
 * never costs the island code or hydration time.
 */
export function StaticSlot({ blocks }: { blocks: Block[] }) {
  const mode = useIslandMode();
  const id = useId();
  const headingOrder = useHeadingOrder();
  switch (mode.kind) {
    case 'island-server':
      // Filled in after this render, by the server's island renderer.
      return (
        <div data-slot={id} style={CONTENTS}>
          {createElement('slot-mark', { 'data-n': mode.addSlot(blocks, headingOrder) })}
        </div>
      );
    case 'island-browser':
      // The same string every render: React never touches what is inside (nested islands included).
      return <div data-slot={id} style={CONTENTS} dangerouslySetInnerHTML={{ __html: mode.slotHtml(id) }} />;
    default:
      return (
        <div data-slot={id} style={CONTENTS}>
          <BlockList blocks={blocks} />
        </div>
      );
  }
}
