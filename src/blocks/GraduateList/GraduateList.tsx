import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack } from '@mantine/core';
import type { Graduate, GraduateListBlock } from '../../generated/schemas.ts';
import { useCollection } from '../../renderer/collections.ts';
import { matching } from '../../records/select-records.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { GraduateCard } from './GraduateCard.tsx';
import { MonographList } from './MonographList.tsx';

/** The graduates a block lists, newest first whatever the collection's order. */
export function selectGraduates(graduates: Graduate[], block: GraduateListBlock): Graduate[] {
  return matching(graduates, { level: block.level, role: block.role }).sort((a, b) => b.year - a.year);
}

export function GraduateList({ block }: { block: GraduateListBlock }) {
  const graduates = selectGraduates(useCollection('graduates').items, block);
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={block.heading} intro={block.intro} count={graduates.length} />
      {block.level === 'specialization' ? (
        <MonographList graduates={graduates} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {graduates.map((graduate) => (
            <GraduateCard key={graduate.id} graduate={graduate} TitleTag={TitleTag} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
