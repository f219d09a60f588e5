import { SimpleGrid, Stack } from '@mantine/core';
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
    <Stack gap="lg" component="section">
      <BlockHeading heading={block.heading} intro={block.intro} />
      {block.layout === 'columns' ? (
        <SimpleGrid cols={{ base: 1, md: Math.min(columns, 2), lg: columns }} spacing="lg">
          {content}
        </SimpleGrid>
      ) : (
        <Stack gap="xl">{content}</Stack>
      )}
    </Stack>
  );
}
