import { Group, Stack, Text } from '@mantine/core';
import type { ProjectListBlock, ResearchProject } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemDialog } from '../shared/ItemDialog.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { STATUS_COLOR } from './project-status.ts';
import { ProjectRecord } from './ProjectRecord.tsx';

/** The projects a block shows: the chosen ids in their order, else the collection's order, by status. */
export function selectProjects(projects: ResearchProject[], block: ProjectListBlock): ResearchProject[] {
  const chosen = block.ids ? block.ids.flatMap((id) => projects.filter((project) => project.id === id)) : projects;
  return block.status ? chosen.filter((project) => project.status === block.status) : chosen;
}

export function ProjectList({ block }: { block: ProjectListBlock }) {
  const { localize, t } = useLanguage();
  const CardTitle = useItemTitleTag(!!block.heading);
  const projects = selectProjects(useCollection('projects').items, block);
  return (
    <ItemGrid heading={block.heading} intro={block.intro}>
      {projects.map((project) => {
        const title = localize(project.title);
        const completed = project.status === 'completed';
        return (
          <BlockCard key={project.id}>
            <Stack gap="sm" h="100%">
              <ToneBadge color={STATUS_COLOR[project.status]}>{t(`project.status.${project.status}`)}</ToneBadge>
              <Text component={CardTitle} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed" style={{ flexGrow: 1 }}>
                {localize(project.description)}
              </Text>
              <Group gap="lg">
                <Fact icon="calendar" label={t('project.duration')}>
                  {project.startYear}–{project.endYear}
                </Fact>
                {completed && project.publications !== undefined && (
                  <Fact icon="book">{t('project.publicationCount').replace('{count}', String(project.publications))}</Fact>
                )}
              </Group>
              <ItemDialog
                label={t(completed ? 'project.viewResults' : 'project.viewDetails')}
                title={title}
                icon={completed ? 'chartLine' : 'file'}
                buttonProps={{ variant: 'light', size: 'sm' }}
              >
                <ProjectRecord project={project} />
              </ItemDialog>
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
