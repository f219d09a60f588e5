import { SimpleGrid, Text } from '@mantine/core';
import type { Graduate } from '../../generated/schemas.ts';
import { BlockCard } from '../shared/BlockCard.tsx';

/** Specialization monographs are many and short: one card of compact entries (year, author, title). */
export function MonographList({ graduates }: { graduates: Graduate[] }) {
  return (
    <BlockCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {graduates.map((graduate) => (
          <li key={graduate.id}>
            <Text size="sm" fw={600}>
              {graduate.name} · {graduate.year}
            </Text>
            <Text size="sm" c="dimmed" lang={graduate.thesisLanguage ?? 'pt'}>
              {graduate.thesis}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </BlockCard>
  );
}
