import { Group, Stack, Text } from '@mantine/core';
import type { FileListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { HTML_LANG } from '../../i18n/languages.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

export function FileList({ block }: { block: FileListBlock }) {
  const { language, localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} icon={block.icon} count={block.items.length}>
      {block.items.map((file) => {
        const title = localize(file.title);
        return (
          <BlockCard key={`${file.download.key}-${file.download.number}`}>
            <Stack gap="sm" h="100%">
              <ToneBadge color={file.format === 'ZIP' ? 'grape' : 'red'}>{file.format}</ToneBadge>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed" style={{ flexGrow: 1 }}>
                {localize(file.description)}
              </Text>
              <Group gap="lg">
                <Fact icon="file" label={t('file.size')}>
                  {file.size}
                </Fact>
                <Fact icon="download">{t('file.downloads').replace('{value}', file.downloads.toLocaleString(HTML_LANG[language]))}</Fact>
                {file.pages && <Fact icon="book">{t('file.pages').replace('{count}', String(file.pages))}</Fact>}
              </Group>
              <DownloadButton download={file.download} format={file.format} label={t('download.label')} item={title} size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
