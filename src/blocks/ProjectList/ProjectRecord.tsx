import '@mantine/core/styles/List.css';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import type { LocalizedText, ResearchProject } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { STATUS_COLOR } from './project-status.ts';

function Part({ heading, items }: { heading: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section>
      <Title order={3} size="h5" mb={6}>
        {heading}
      </Title>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </section>
  );
}

/** Everything known about a project, shown in its dialog: results first when it is completed. */
export function ProjectRecord({ project }: { project: ResearchProject }) {
  const { localize, t } = useLanguage();
  const all = (texts: LocalizedText[] = []) => texts.map(localize);
  const completed = project.status === 'completed';
  const results = completed && <Part heading={t('project.results')} items={all(project.results)} />;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ToneBadge color={STATUS_COLOR[project.status]}>{t(`project.status.${project.status}`)}</ToneBadge>
        <ToneBadge color="gray">
          {project.startYear}–{project.endYear}
        </ToneBadge>
        {completed && project.publications !== undefined && (
          <ToneBadge color="gray">{t('project.publicationCount').replace('{count}', String(project.publications))}</ToneBadge>
        )}
      </Group>
      <Text>{localize(project.description)}</Text>
      {results}
      <Part heading={t('project.objectives')} items={all(project.objectives)} />
      <section>
        <Title order={3} size="h5" mb={6}>
          {t('project.funding')}
        </Title>
        <Text size="sm">{localize(project.funding)}</Text>
      </section>
      <Part heading={t('project.partners')} items={all(project.partners)} />
      <Part heading={t('project.team')} items={project.team.map((member) => `${member.name} (${localize(member.role)})`)} />
    </Stack>
  );
}
