import { Button, Group, Stack, Text } from '@mantine/core';
import type { VideoListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { Fact } from '../shared/Fact.tsx';
import { actionAttributes } from '../shared/action-buttons.ts';

/**
 * Video cards with no embedded player or thumbnail, so the page makes no request to the video site;
 * Watch is a button that checks the address before opening it in a new tab (the first-load script runs
 * it: shared/action-buttons.ts).
 */
export function VideoList({ block }: { block: VideoListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length} cols={{ base: 1, sm: 2, lg: 3 }}>
      {block.items.map((video) => {
        const title = localize(video.title);
        return (
          <BlockCard key={video.url}>
            <Stack gap="sm" h="100%">
              <Text component={TitleTag} fw={700} size="md" m={0}>
                {title}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                {localize(video.description)}
              </Text>
              <Group gap="lg">
                <Fact icon="clock" label={t('video.duration')}>
                  {video.duration}
                </Fact>
                <Fact icon="users">{t('video.views').replace('{views}', video.views)}</Fact>
              </Group>
              <Button
                variant="light"
                size="sm"
                style={{ alignSelf: 'flex-start' }}
                leftSection={<SchemaIcon name="video" size={16} />}
                aria-label={`${t('video.watch')}: ${title} ${t('link.opensInNewTab')}`}
                {...actionAttributes({ kind: 'video', url: video.url })}
              >
                {t('video.watch')}
              </Button>
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
