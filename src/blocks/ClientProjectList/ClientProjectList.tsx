import { Badge, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { ClientProjectListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

export function ClientProjectList({ block }: { block: ClientProjectListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={block.heading} intro={block.intro} count={block.items.length} />
      <Stack gap="sm">
        {block.items.map((item) => (
          <BlockCard key={`${item.year}-${localize(item.client)}`}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ flex: '1 1 20rem' }}>
                <Text component={TitleTag} fw={700} m={0}>
                  {localize(item.client)}
                </Text>
                <Text size="sm" c="dimmed">
                  {localize(item.project)}
                </Text>
              </Stack>
              <Group gap="xs">
                <Text fw={700} c="var(--site-accent-text)">
                  {item.year}
                </Text>
                {/* The rule: completed takes the default (filled) badge, anything else the secondary one. */}
                {item.status === 'completed' ? (
                  <Badge variant="filled" color="blue.8">
                    {t('clientProject.completed')}
                  </Badge>
                ) : (
                  <ToneBadge color="gray">{t('clientProject.inProgress')}</ToneBadge>
                )}
              </Group>
            </Group>
          </BlockCard>
        ))}
      </Stack>
    </Stack>
  );
}
