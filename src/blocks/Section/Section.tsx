import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import type { Block } from '../../generated/schemas.ts';
import type { ReactNode } from 'react';
import type { SectionBlock } from '../../generated/schemas.ts';
import { BlockList } from '../../renderer/BlockRenderer.tsx';
import { NestedHeadings } from '../../renderer/heading-level.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';

export function Section({ block }: { block: SectionBlock }) {
  const inner = <BlockList blocks={block.blocks} />;
  // A section without a heading only arranges blocks: its children keep the surrounding level.
  const content = block.heading ? <NestedHeadings>{inner}</NestedHeadings> : inner;
  const columns = Math.min(block.blocks.length, 3);
  return (
    // The print stylesheet starts a section marked so on a new page (src/shell/print.css).
    <Stack gap="lg" component="section" data-print-new-page={block.printNewPage || undefined}>
      <BlockHeading heading={block.heading} intro={block.intro} />
      {block.layout === 'mainWithAside' ? (
        <MainWithAside blocks={block.blocks} nested={!!block.heading} />
      ) : block.layout === 'columns' ? (
        <SimpleGrid cols={{ base: 1, md: Math.min(columns, 2), lg: columns }} spacing="lg">
          {content}
        </SimpleGrid>
      ) : (
        <Stack gap="xl">{content}</Stack>
      )}
    </Stack>
  );
}

/** The first block takes two thirds of the width (a form); the others stack beside it (its side cards). */
function MainWithAside({ blocks, nested }: { blocks: Block[]; nested: boolean }) {
  const wrap = (node: ReactNode) => (nested ? <NestedHeadings>{node}</NestedHeadings> : node);
  const [main, ...aside] = blocks;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>{wrap(main && <BlockList blocks={[main]} />)}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">{wrap(<BlockList blocks={aside} />)}</Stack>
      </Grid.Col>
    </Grid>
  );
}
