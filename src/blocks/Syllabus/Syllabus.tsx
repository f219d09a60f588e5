import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SyllabusBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BulletList } from '../shared/BulletList.tsx';
import { SmartLink } from '../shared/SmartLink.tsx';
import { Localized } from '../../i18n/Localized.tsx';
import { site } from '../../site.ts';

/** The page that lists the courses, which a syllabus leads back to. */
const TEACHING = '/teaching';

/** A syllabus page: back to Teaching (while the site has it), the course's name and code (its record in courses.json) as the page's title, then one card per unit. */
export function Syllabus({ block }: { block: SyllabusBlock }) {
  const { localize, t } = useLanguage();
  const course = useCollection('courses').items.find((item) => item.id === block.record);
  // Validation refuses a syllabus whose course is not in the collection; this guards a build that skipped it.
  if (!course) throw new Error(`pages-data/collections/courses.json has no course "${block.record}" for its syllabus`);
  const hasTeaching = site.routes.some((route) => route.path === TEACHING);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        {/* Back to Teaching while the site has that page (an owner may have removed it). */}
        {hasTeaching && (
          <Anchor component={SmartLink} href={TEACHING} fw={500} style={{ alignSelf: 'flex-start' }}>
            <Group gap={6} component="span">
              <span style={{ display: 'inline-flex', transform: 'rotate(180deg)' }}>
                <SchemaIcon name="arrowRight" size={16} />
              </span>
              {t('syllabus.back')}
            </Group>
          </Anchor>
        )}
        <Title order={1}><Localized text={course.name} /></Title>
        <Text c="dimmed" fw={600}>
          {course.code}
        </Text>
        {block.intro && <Text maw="48rem"><Localized text={block.intro} /></Text>}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {block.units.map((unit, index) => (
          <li key={localize(unit.title)}>
            <BlockCard>
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Badge size="lg" circle variant="filled" aria-hidden="true">
                    {index + 1}
                  </Badge>
                  <Title order={2} size="h4">
                    <Text span fz="xs" c="dimmed" fw={700} display="block" tt="uppercase">
                      {t('syllabus.unit').replace('{number}', String(index + 1))}
                    </Text>
                    <Localized text={unit.title} />
                  </Title>
                </Group>
                <BulletList items={unit.topics.map(localize)} />
              </Stack>
            </BlockCard>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
