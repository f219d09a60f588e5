// The one table of what the first-load script runs over a page's static HTML, shared by the site's
// entry (src/main.tsx) and the editor's preview frame (editor/preview/frame.tsx), so a behaviour added
// here works in both. Each start adds its listeners once and applies the address to what is on the
// page now, so calling it again after the preview re-renders is safe.
import type { Block } from '../generated/schemas.ts';
import { startPosts } from './BlogList/posts-behaviour.ts';
import { startMaps } from './OfficeLocation/map-behaviour.ts';
import { startPublicationFilters } from './PublicationList/filters-behaviour.ts';
import { startActionButtons } from './shared/action-buttons.ts';
import { startTabs } from './Tabs/tabs-behaviour.ts';

/**
 * Blocks whose controls are plain DOM code over their static HTML (marked `data-behaviour="<type>"`):
 * what they do needs no React, so they answer the first tap at once and cost a page no island. Tabs
 * show one prerendered panel or another, a blog post opens in place, and publications are filtered by
 * the address.
 */
const BLOCK_BEHAVIOURS = {
  tabs: startTabs,
  blogList: startPosts,
  publicationList: startPublicationFilters,
} satisfies Partial<Record<Block['type'], () => void>>;

/**
 * Behaviours of markup any block may hold: the Watch, Download, dialog, copy and print buttons
 * (`data-action`), and an office map's frame, loaded when near (`data-map-src`). Blocks made only of
 * these and links (recordList, officeLocation, podcast, cvHeader) stay static.
 */
const MARKUP_BEHAVIOURS = [startActionButtons, startMaps];

/**
 * The block types with a behaviour of their own: a test holds that no page marks any other. Marked pure:
 * the first-load script, which has no use for it, leaves it out.
 */
export const BEHAVIOUR_BLOCKS: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ Object.keys(BLOCK_BEHAVIOURS));

export function startBehaviours(): void {
  for (const start of Object.values(BLOCK_BEHAVIOURS)) start();
  for (const start of MARKUP_BEHAVIOURS) start();
}
