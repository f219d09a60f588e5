import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MediaAppearance, MediaListBlock } from '../../generated/schemas.ts';
import { formatDate, newestFirst } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { mediaTypeBadge } from '../../records/category-badge.ts';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

/** "45 min" for video and audio, "6 min de leitura" for text; nothing when neither is given. */
function lengthOf(appearance: MediaAppearance, t: (key: string) => string): string | undefined {
  if (appearance.duration) return t('time.minutes').replace('{count}', String(appearance.duration));
  if (appearance.readTime) return t('time.reading').replace('{count}', String(appearance.readTime));
  return undefined;
}

export function MediaList({ block }: { block: MediaListBlock }) {
  const { language, localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  const appearances = newestFirst(useCollection('media').appearances);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={appearances.length}>
      {appearances.map((appearance) => {
        const title = localize(appearance.title);
        const type = mediaTypeBadge(appearance.mediaType);
        const length = lengthOf(appearance, t);
        return (
          <BlockCard key={appearance.id}>
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={type.color} size={40} radius="md">
                  <SchemaIcon name={type.icon} size={22} />
                </ThemeIcon>
                <Group gap={6}>
                  <ToneBadge color={type.color} tt={type.key ? undefined : 'none'}>
                    {type.key ? t(type.key) : appearance.mediaType}
                  </ToneBadge>
                  <ToneBadge color="gray">{t(`media.kind.${appearance.kind}`)}</ToneBadge>
                </Group>
              </Group>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Stack gap={4}>
                <Fact icon="building">{appearance.outlet}</Fact>
                <Fact icon="calendar">{formatDate(appearance.date, language)}</Fact>
                {length && <Fact icon="clock">{length}</Fact>}
              </Stack>
              <Text c="dimmed" style={{ flexGrow: 1 }}>
                {localize(appearance.description)}
              </Text>
              <ItemAction href={appearance.url} label={t('media.view')} item={title} icon="externalLink" variant="light" size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
