import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack } from '@mantine/core';
import type { ChipGroupBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';

export function ChipGroup({ block }: { block: ChipGroupBlock }) {
  const { localize } = useLanguage();
  return (
    <BlockCard component="section">
      <Stack gap="md">
        <BlockHeading heading={block.heading} icon={block.icon} size="card" />
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {block.items.map((item) => (
            <Badge key={localize(item)} component="li" variant="light" size="lg" radius="sm" tt="none" fw={600}>
              {localize(item)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </BlockCard>
  );
}
