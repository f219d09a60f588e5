// The looks a record view chooses from (its `look`): how a card spaces, sizes and orders its parts.
// Written once here, so a collection names a look instead of spelling out CSS in its JSON.
import type { RecordView } from '../generated/schemas.ts';

export type Look = NonNullable<RecordView['look']>;
/** The parts between a card's title and its buttons. */
export type BodyPart = 'text' | 'list' | 'subRecords' | 'facts' | 'tags';

interface LookStyle {
  /** The space between a card's parts, and between its badges (Mantine spacing, or pixels). */
  partGap: 6 | 'sm' | 'md';
  badgeGap: 'xs' | 6;
  titleSize: 'lg' | 'md';
  /** The subtitle: gray, or the body's colour a little heavier (an award's organisation under its name). */
  subtitle: 'dimmed' | 'strong';
  /** The text's size; undefined: the body's. */
  textSize?: 'sm';
  order: BodyPart[];
  /** The part that takes a card's spare height when the view has it; else the last it has (see stretchedPart). */
  stretch?: BodyPart;
}

const ORDER: BodyPart[] = ['text', 'list', 'subRecords', 'facts', 'tags'];
const STANDARD: LookStyle = { partGap: 'sm', badgeGap: 'xs', titleSize: 'lg', subtitle: 'dimmed', order: ORDER };

export const LOOKS: Record<Look, LookStyle> = {
  standard: STANDARD,
  aligned: { ...STANDARD, stretch: 'text' },
  compact: { ...STANDARD, partGap: 6, badgeGap: 6, subtitle: 'strong' },
  roomy: { ...STANDARD, partGap: 'md' },
  'facts-first': { ...STANDARD, textSize: 'sm', order: ['facts', 'text', 'list', 'subRecords', 'tags'], stretch: 'text' },
  brief: { ...STANDARD, titleSize: 'md', textSize: 'sm', stretch: 'text' },
  // Running text is no card of parts (RecordProse); a featured record of it is shown as a standard card.
  prose: STANDARD,
};

export const lookOf = (view: RecordView): LookStyle => LOOKS[view.look ?? 'standard'];

const HAS: Record<BodyPart, (view: RecordView) => boolean> = {
  text: (view) => view.text !== undefined,
  list: (view) => view.list !== undefined,
  subRecords: (view) => view.subRecords !== undefined,
  facts: (view) => (view.facts?.length ?? 0) > 0,
  tags: (view) => view.tags !== undefined,
};

/**
 * The part that takes a card's spare height: the look's, when the view has it; else the view's tags,
 * facts, list or text, the first it has from the foot up. The view decides, not the record, so every card
 * of a row agrees and what follows the part lines up at the foot of the cards.
 */
export function stretchedPart(view: RecordView): BodyPart {
  const { stretch } = lookOf(view);
  if (stretch && HAS[stretch](view)) return stretch;
  return (['tags', 'facts', 'list'] as const).find((part) => HAS[part](view)) ?? 'text';
}
