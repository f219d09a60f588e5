import { Group, Stack, Text } from '@mantine/core';
import type { LectureListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { LECTURE_TYPE_COLOR, siteOf } from './lecture-badges.ts';

export function LectureList({ block }: { block: LectureListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  const lectures = useCollection('lectures').items;
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={lectures.length}>
      {lectures.map((lecture) => {
        const title = localize(lecture.title);
        const venue = lecture.city ? `${localize(lecture.location)}, ${lecture.city}` : localize(lecture.location);
        return (
          <BlockCard key={lecture.id}>
            <Stack gap="sm" h="100%">
              <Group gap="xs">
                <ToneBadge color={LECTURE_TYPE_COLOR[lecture.type]}>{t(`lecture.type.${lecture.type}`)}</ToneBadge>
                <ToneBadge color="gray">{t(`lecture.audience.${lecture.audience}`)}</ToneBadge>
              </Group>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Stack gap={4} style={{ flexGrow: 1 }}>
                <Fact icon="calendar">{lecture.year}</Fact>
                <Fact icon="microphone">{localize(lecture.event)}</Fact>
                <Fact icon="mapPin">{venue}</Fact>
                <Fact icon="building" label={t('lecture.promoter')}>
                  {localize(lecture.promoter)}
                </Fact>
              </Stack>
              {lecture.url && (
                <ItemAction href={lecture.url} label={t('lecture.availableAt').replace('{site}', siteOf(lecture.url))} item={title} icon="video" size="sm" variant="light" />
              )}
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
