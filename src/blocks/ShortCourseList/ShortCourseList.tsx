import { Group, Stack, Text } from '@mantine/core';
import type { ShortCourseListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemDialog } from '../shared/ItemDialog.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';
import { CourseProgramme } from './CourseProgramme.tsx';

export function ShortCourseList({ block }: { block: ShortCourseListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length} cols={{ base: 1, md: 2, lg: 3 }}>
      {block.items.map((course) => {
        const title = localize(course.title);
        return (
          <BlockCard key={title}>
            <Stack gap="sm" h="100%">
              <ToneBadge color="blue">{t('shortCourse.hours').replace('{count}', String(course.hours))}</ToneBadge>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed">{localize(course.description)}</Text>
              <TopicTags topics={course.topics} />
              <div style={{ flexGrow: 1 }}>
                <Fact icon="books" label={t('shortCourse.materials')}>
                  {localize(course.materials)}
                </Fact>
              </div>
              <Group gap="xs">
                <DownloadButton download={course.download} label={t('shortCourse.material')} item={title} size="sm" variant="light" />
                <ItemDialog label={t('shortCourse.moreInfo')} title={title} icon="file" buttonProps={{ variant: 'subtle', size: 'sm' }}>
                  <CourseProgramme course={course} />
                </ItemDialog>
              </Group>
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
