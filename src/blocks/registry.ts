// One line per block type. Each block is its own chunk, loaded with the pages that use it, so a page
// downloads only its own blocks' code and styles. The mapped type requires exactly one loader for every
// "type" in the generated Block union, each giving a component for its own block's props: a gap or a
// mismatch fails type-checking. Each block lives in src/blocks/<PascalCase type>/ (the prerender finds
// its chunk and styles there; a contract test holds the convention).
import type { ComponentType } from 'react';
import type { Block } from '../generated/schemas.ts';
import { FORM_MODULES } from './Form/form-modules.ts';
import { walkObjects } from '../lib/json-walk.ts';
import { lazyModule, type LazyModule } from '../lib/lazy-module.ts';

export type BlockModules = { [B in Block as B['type']]: LazyModule<ComponentType<{ block: B }>> };

export const blockModules: BlockModules = {
  blogList: lazyModule(() => import('./BlogList/BlogList.tsx').then((m) => m.BlogList)),
  callToAction: lazyModule(() => import('./CallToAction/CallToAction.tsx').then((m) => m.CallToAction)),
  cardGrid: lazyModule(() => import('./CardGrid/CardGrid.tsx').then((m) => m.CardGrid)),
  cvHeader: lazyModule(() => import('./CvHeader/CvHeader.tsx').then((m) => m.CvHeader)),
  form: lazyModule(() => import('./Form/Form.tsx').then((m) => m.Form)),
  image: lazyModule(() => import('./Image/ImageFigure.tsx').then((m) => m.ImageFigure)),
  infoCard: lazyModule(() => import('./InfoCard/InfoCard.tsx').then((m) => m.InfoCard)),
  list: lazyModule(() => import('./List/List.tsx').then((m) => m.List)),
  officeLocation: lazyModule(() => import('./OfficeLocation/OfficeLocation.tsx').then((m) => m.OfficeLocation)),
  pageHeader: lazyModule(() => import('./PageHeader/PageHeader.tsx').then((m) => m.PageHeader)),
  podcast: lazyModule(() => import('./Podcast/Podcast.tsx').then((m) => m.Podcast)),
  profileHero: lazyModule(() => import('./ProfileHero/ProfileHero.tsx').then((m) => m.ProfileHero)),
  profileLinks: lazyModule(() => import('./ProfileLinks/ProfileLinks.tsx').then((m) => m.ProfileLinks)),
  publicationList: lazyModule(() => import('./PublicationList/PublicationList.tsx').then((m) => m.PublicationList)),
  // With its dialog's chunk, which a view may need as it renders (RecordList/RecordDialog.tsx).
  recordList: lazyModule(() => import('./RecordList/RecordList.tsx').then(async (m) => (await m.recordDialog.load(), m.RecordList))),
  richText: lazyModule(() => import('./RichText/RichText.tsx').then((m) => m.RichText)),
  section: lazyModule(() => import('./Section/Section.tsx').then((m) => m.Section)),
  statsBand: lazyModule(() => import('./StatsBand/StatsBand.tsx').then((m) => m.StatsBand)),
  supervisionFlowchart: lazyModule(() => import('./SupervisionFlowchart/SupervisionFlowchart.tsx').then((m) => m.SupervisionFlowchart)),
  syllabus: lazyModule(() => import('./Syllabus/Syllabus.tsx').then((m) => m.Syllabus)),
  tabs: lazyModule(() => import('./Tabs/TabsBlock.tsx').then((m) => m.TabsBlock)),
};

/**
 * The blocks a visitor operates with React: the forms (validation, sending, the session's limit). Each
 * one on a page is an island: hydrated on its own when the visitor is there, or at once on an input to
 * it. Every other block is static HTML that never downloads or runs React; a test holds that every
 * control outside an island is the shell's, a block behaviour's or an action button (behaviours.ts).
 */
const INTERACTIVE_BLOCKS: ReadonlySet<Block['type']> = new Set<Block['type']>(['form']);

export function isInteractiveBlock(type: Block['type']): boolean {
  return INTERACTIVE_BLOCKS.has(type);
}

export function isBlockType(type: unknown): type is Block['type'] {
  return typeof type === 'string' && Object.hasOwn(blockModules, type);
}

/** The block types a document (or any part of one) uses, nested sections included. */
export function blockTypesIn(blocks: unknown): Block['type'][] {
  const types = new Set<Block['type']>();
  walkObjects(blocks, (node) => {
    if (isBlockType(node.type)) types.add(node.type);
  });
  return [...types];
}

/** The interactive blocks inside `blocks`, nested ones included, in document order: a page's islands. */
export function islandBlocksIn(blocks: unknown): Block[] {
  const islands: Block[] = [];
  walkObjects(blocks, (node) => {
    if (isBlockType(node.type) && isInteractiveBlock(node.type)) islands.push(node as unknown as Block);
  });
  return islands;
}

/** Code a block loads beyond its own chunk before it can render without suspending (a form's own module). */
function loadBlockParts(block: Block): Promise<unknown> {
  return block.type === 'form' ? FORM_MODULES[block.form].load() : Promise.resolve();
}

/** Loads the code of every block inside `blocks`, so they render without suspending. */
export function loadBlocks(blocks: unknown): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  walkObjects(blocks, (node) => {
    if (isBlockType(node.type)) parts.push(loadBlockParts(node as unknown as Block));
  });
  return Promise.all([...blockTypesIn(blocks).map((type) => blockModules[type].load()), ...parts]);
}
