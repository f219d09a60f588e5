import { Group, Stack, Text } from '@mantine/core';
import type { Course, CourseListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { pick } from '../../lib/pick.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

/** The level decides the badge's colour: a product rule kept in the block. */
const LEVEL_COLOR: Record<Course['level'], string> = { undergraduate: 'blue', graduate: 'grape' };

export function CourseList({ block }: { block: CourseListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  const courses = pick(useCollection('courses').items, block.ids);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} cols={{ base: 1, md: 2, lg: 3 }}>
      {courses.map((course) => {
        const name = localize(course.name);
        return (
          <BlockCard key={course.id}>
            <Stack gap="sm" h="100%">
              <Group gap={6}>
                <ToneBadge color={LEVEL_COLOR[course.level]}>{t(`course.level.${course.level}`)}</ToneBadge>
                <ToneBadge color="gray">{course.code}</ToneBadge>
              </Group>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {name}
              </Text>
              <Text c="dimmed" style={{ flexGrow: 1 }}>
                {localize(course.description)}
              </Text>
              <Group gap="lg">
                <Fact icon="calendar" label={t('course.semester')}>
                  {course.semester}
                </Fact>
                <Fact icon="users">{t('course.students').replace('{count}', String(course.students))}</Fact>
              </Group>
              <ItemAction href={course.syllabusPath} label={t('course.syllabus')} item={name} icon="file" variant="light" size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
