import { Group, Stack, Text } from '@mantine/core';
import type { CodeCollectionListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { HTML_LANG } from '../../i18n/languages.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

export function CodeCollectionList({ block }: { block: CodeCollectionListBlock }) {
  const { language, localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length}>
      {block.items.map((collection) => {
        const title = localize(collection.title);
        return (
          <BlockCard key={collection.repository}>
            <Stack gap="sm" h="100%">
              <ToneBadge color="indigo">{collection.language}</ToneBadge>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed" style={{ flexGrow: 1 }}>
                {localize(collection.description)}
              </Text>
              <Group gap="lg">
                <Fact icon="file">{t('code.files').replace('{count}', String(collection.files))}</Fact>
                <Fact icon="download">{t('file.downloads').replace('{count}', collection.downloads.toLocaleString(HTML_LANG[language]))}</Fact>
              </Group>
              <ItemAction href={collection.repository} label={t('code.github')} item={title} icon="externalLink" variant="light" size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
