import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BlockCard } from './BlockCard.tsx';
import { BlockHeading, type BlockHeadingProps } from './BlockHeading.tsx';

interface BlockSectionProps extends Omit<BlockHeadingProps, 'size'> {
  /** A card of its own (a side card: facts, a list, links), its heading in the smaller card type. */
  card?: boolean;
  /** Attributes for the section element (data-behaviour for the first-load script). */
  [attribute: `data-${string}`]: string | undefined;
  children: ReactNode;
}

/** The frame of most blocks: a section, its heading (icon, intro, count), then what it shows. */
export function BlockSection({ card = false, heading, title, intro, icon, count, children, ...attributes }: BlockSectionProps) {
  const head = <BlockHeading heading={heading} title={title} intro={intro} icon={icon} count={count} size={card ? 'card' : 'section'} />;
  // The section is the card when there is one, else the stack itself.
  const body = (
    <Stack gap="md" component={card ? 'div' : 'section'} {...(!card && attributes)}>
      {head}
      {children}
    </Stack>
  );
  return card ? <BlockCard component="section" {...attributes}>{body}</BlockCard> : body;
}
