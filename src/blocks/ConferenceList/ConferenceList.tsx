import { Group, Stack, Text } from '@mantine/core';
import type { Conference, ConferenceListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { linkHref } from '../shared/LinkButton.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';

/** The badge rule: a completed conference says so in green; otherwise its country, green for Brazil. */
export function conferenceBadge(conference: Conference): { color: 'green' | 'blue'; completed: boolean } {
  const completed = conference.status === 'completed';
  return { completed, color: completed || conference.countryCode === 'BR' ? 'green' : 'blue' };
}

export function ConferenceList({ block }: { block: ConferenceListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length}>
      {block.items.map((conference) => {
        const name = localize(conference.name);
        const badge = conferenceBadge(conference);
        return (
          <BlockCard key={name}>
            <Stack gap="sm" h="100%">
              <ToneBadge color={badge.color}>{badge.completed ? t('conference.completed') : localize(conference.country)}</ToneBadge>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {name}
              </Text>
              <Stack gap={4}>
                <Fact icon="calendar">{localize(conference.date)}</Fact>
                <Fact icon="mapPin">{localize(conference.location)}</Fact>
                {conference.organization && <Fact icon="building">{localize(conference.organization)}</Fact>}
              </Stack>
              <TopicTags topics={conference.topics} style={{ flexGrow: 1 }} />
              <Group gap="xs">
                <ItemAction href={conference.website} label={t('conference.website')} item={name} icon="world" variant="light" size="xs" />
                {conference.materials?.map((material) => (
                  <ItemAction key={material.href} href={linkHref(material, localize)} label={localize(material.label)} item={name} icon="file" variant="subtle" size="xs" />
                ))}
              </Group>
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
