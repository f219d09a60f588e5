import { Stack, Text } from '@mantine/core';
import type { PressReleaseListBlock } from '../../generated/schemas.ts';
import { formatDate, newestFirst } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';

export function PressReleaseList({ block }: { block: PressReleaseListBlock }) {
  const { language, localize } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  const releases = newestFirst(useCollection('media').pressReleases);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={releases.length} cols={1} spacing="md">
      {releases.map((release) => (
        <BlockCard key={release.id}>
          <Stack gap={6}>
            <Text size="sm" c="dimmed" component="time" dateTime={release.date}>
              {formatDate(release.date, language)}
            </Text>
            <Text component={TitleTag} fw={700} size="lg" m={0}>
              {localize(release.title)}
            </Text>
            <Text>{localize(release.summary)}</Text>
          </Stack>
        </BlockCard>
      ))}
    </ItemGrid>
  );
}
