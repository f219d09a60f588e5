import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface BlockCardProps extends PaperProps {
  children: ReactNode;
  /** The element the card is: a section when it has its own heading, a figure for images. */
  component?: 'section' | 'figure' | 'div';
  /** An anchor to the card (/blog#<id>). */
  id?: string;
}

/** The bordered surface every card-like block uses, so cards look alike across pages. */
export function BlockCard({ children, component = 'div', ...props }: BlockCardProps) {
  return (
    <Paper component={component} withBorder radius="md" p="lg" h="100%" {...props}>
      {children}
    </Paper>
  );
}
