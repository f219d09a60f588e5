import { Stack, Text } from '@mantine/core';
import type { Workshop, WorkshopListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { contactHref } from '../shared/contact-subject.ts';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';

const KNOWN_STATUS = { upcoming: 'blue', completed: 'green', cancelled: 'red' } as const;

/** The status rule: known values are translated and coloured; any other is gray and shown as written. */
export function workshopStatus(status: Workshop['status']): { color: string; key?: string } {
  const color = KNOWN_STATUS[status as keyof typeof KNOWN_STATUS];
  return color ? { color, key: `workshop.status.${status}` } : { color: 'gray' };
}

export function WorkshopList({ block }: { block: WorkshopListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length}>
      {block.items.map((workshop) => {
        const title = localize(workshop.title);
        const status = workshopStatus(workshop.status);
        return (
          <BlockCard key={title}>
            <Stack gap="sm" h="100%">
              <ToneBadge color={status.color}>{status.key ? t(status.key) : workshop.status}</ToneBadge>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed">{localize(workshop.description)}</Text>
              <Stack gap={4}>
                <Fact icon="calendar">{localize(workshop.date)}</Fact>
                <Fact icon="clock">{localize(workshop.duration)}</Fact>
                <Fact icon="mapPin">{localize(workshop.location)}</Fact>
                <Fact icon="users">{t('workshop.participants').replace('{count}', String(workshop.participants))}</Fact>
              </Stack>
              <TopicTags topics={workshop.topics} style={{ flexGrow: 1 }} />
              {workshop.status === 'upcoming' && (
                <ItemAction href={contactHref(t('workshop.subject').replace('{title}', title))} label={t('workshop.register')} item={title} icon="calendarEvent" size="sm" />
              )}
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
