import { Stack, Text, Title } from '@mantine/core';
import type { ShortCourse } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { Fact } from '../shared/Fact.tsx';

/** What 'More info' shows: the course, then its programme session by session. */
export function CourseProgramme({ course }: { course: ShortCourse }) {
  const { localize, t } = useLanguage();
  return (
    <Stack gap="md">
      <Text>{localize(course.description)}</Text>
      <Fact icon="clock">{t('shortCourse.hours').replace('{count}', String(course.hours))}</Fact>
      <section>
        <Title order={3} size="h5" mb="xs">
          {t('shortCourse.programme')}
        </Title>
        <Stack gap="sm" component="ol" style={{ paddingInlineStart: '1.25rem', margin: 0 }}>
          {course.programme.map((session) => (
            <li key={localize(session.title)}>
              <Text fw={600} size="sm">
                {localize(session.title)} · {t('shortCourse.sessionHours').replace('{count}', String(session.hours))}
              </Text>
              <Text size="sm" c="dimmed">
                {localize(session.summary)}
              </Text>
            </li>
          ))}
        </Stack>
      </section>
      <Fact icon="books" label={t('shortCourse.materials')}>
        {localize(course.materials)}
      </Fact>
    </Stack>
  );
}
