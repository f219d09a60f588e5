import { Group, Stack, Text } from '@mantine/core';
import type { MiniCourseListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';

export function MiniCourseList({ block }: { block: MiniCourseListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  const courses = useCollection('minicourses').items;
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={courses.length}>
      {courses.map((course) => (
        <BlockCard key={course.id}>
          <Stack gap="sm" h="100%">
            <Group gap="xs">
              {course.type && <ToneBadge color="indigo">{t(`minicourse.type.${course.type}`)}</ToneBadge>}
              <ToneBadge color="gray">{course.year}</ToneBadge>
            </Group>
            <Text component={TitleTag} fw={700} size="lg" m={0}>
              {localize(course.title)}
            </Text>
            <Stack gap={4}>
              <Fact icon="building">{localize(course.institution)}</Fact>
              <Fact icon="clock">{t('minicourse.hours').replace('{count}', String(course.duration))}</Fact>
              <Fact icon="users">{t('minicourse.participants').replace('{count}', String(course.participants))}</Fact>
              {course.collaborator && (
                <Fact icon="handshake" label={t('minicourse.collaborator')}>
                  {course.collaborator}
                </Fact>
              )}
            </Stack>
            {course.topics && <TopicTags topics={course.topics} />}
          </Stack>
        </BlockCard>
      ))}
    </ItemGrid>
  );
}
