import { Group, Stack, Text } from '@mantine/core';
import type { CommunityInitiativeListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { contactHref } from '../shared/contact-subject.ts';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { communityStatus } from './community-status.ts';

export function CommunityInitiativeList({ block }: { block: CommunityInitiativeListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length}>
      {block.items.map((initiative) => {
        const title = localize(initiative.title);
        const status = communityStatus(initiative.status);
        return (
          <BlockCard key={title}>
            <Stack gap="sm" h="100%">
              <Group gap="xs">
                <ToneBadge color={status.color}>{t(status.key)}</ToneBadge>
                <ToneBadge color="violet" tt="none">
                  {localize(initiative.type)}
                </ToneBadge>
              </Group>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed" style={{ flexGrow: 1 }}>
                {localize(initiative.description)}
              </Text>
              <Fact icon="users">{localize(initiative.participants)}</Fact>
              <ItemAction href={contactHref(t('community.subject').replace('{title}', title))} label={t('community.contact')} item={title} icon="mail" variant="light" size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
