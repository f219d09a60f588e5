import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';

interface ItemTitleProps extends TextProps {
  /** Whether the item's list has a heading of its own: the title then sits one level below it. */
  headed: boolean;
  lang?: string;
  children: ReactNode;
}

/** The title of one item of a list (a card, a row, a publication, a post): bold, flush, at the level its list calls for. */
export function ItemTitle({ headed, children, ...props }: ItemTitleProps) {
  return (
    <Text component={useItemTitleTag(headed)} fw={700} m={0} {...props}>
      {children}
    </Text>
  );
}
