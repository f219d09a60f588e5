import '@mantine/core/styles/SimpleGrid.css';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LeadershipBlock, LeadershipCollection } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BulletList } from '../shared/BulletList.tsx';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { initiativeStatus } from './initiative-status.ts';

type Part = NonNullable<LeadershipBlock['parts']>[number];
const ALL_PARTS: Part[] = ['philosophy', 'positions', 'otherPositions', 'initiatives'];
const PART_ICON = { philosophy: 'quote', positions: 'briefcase', otherPositions: 'sitemap', initiatives: 'target' } as const;

/** A part's heading at the block's level; the block has no heading of its own, so the parts carry them. */
function PartSection({ part, children }: { part: Part; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <Stack gap="md" component="section">
      <SectionTitle icon={PART_ICON[part]}>{t(`leadership.${part}`)}</SectionTitle>
      {children}
    </Stack>
  );
}

function Philosophy({ record }: { record: LeadershipCollection }) {
  const { localize } = useLanguage();
  return (
    <BlockCard component="div" style={{ borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}>
      <Stack gap="sm" maw="52rem">
        {record.philosophy.map((paragraph) => (
          <Text key={localize(paragraph)}>{localize(paragraph)}</Text>
        ))}
      </Stack>
    </BlockCard>
  );
}

function Positions({ record }: { record: LeadershipCollection }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(true);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {record.positions.map((position) => (
        <BlockCard key={position.id}>
          <Stack gap="sm">
            <Group gap="xs">
              <ToneBadge color="indigo">{t(`leadership.type.${position.type}`)}</ToneBadge>
              <ToneBadge color="gray">{position.period}</ToneBadge>
            </Group>
            <div>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {localize(position.title)}
              </Text>
              <Text size="sm" c="dimmed">
                {localize(position.institution)}
              </Text>
            </div>
            <Text size="sm" fw={600}>
              {t('leadership.achievements')}
            </Text>
            <BulletList items={position.achievements.map(localize)} indent="1.1rem" />
          </Stack>
        </BlockCard>
      ))}
    </SimpleGrid>
  );
}

function OtherPositions({ record }: { record: LeadershipCollection }) {
  const { localize } = useLanguage();
  return (
    <BlockCard>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {record.otherPositions.map((position) => (
          <Group component="li" key={position.id} justify="space-between" gap="xs" wrap="wrap" align="baseline">
            <div>
              <Text fw={600}>{localize(position.title)}</Text>
              <Text size="sm" c="dimmed">
                {localize(position.institution)}
              </Text>
            </div>
            <ToneBadge color="gray">{position.period}</ToneBadge>
          </Group>
        ))}
      </Stack>
    </BlockCard>
  );
}

function Initiatives({ record }: { record: LeadershipCollection }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(true);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {record.initiatives.map((initiative) => {
        const status = initiativeStatus(initiative.status);
        const label = status.key ? t(status.key) : typeof status.text === 'string' ? status.text : localize(status.text!);
        return (
          <BlockCard key={initiative.id}>
            <Stack gap="sm">
              <ToneBadge color={status.color} tt={status.key ? undefined : 'none'}>
                {label}
              </ToneBadge>
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {localize(initiative.title)}
              </Text>
              <Text c="dimmed">{localize(initiative.description)}</Text>
            </Stack>
          </BlockCard>
        );
      })}
    </SimpleGrid>
  );
}

const PART_VIEW = { philosophy: Philosophy, positions: Positions, otherPositions: OtherPositions, initiatives: Initiatives };

export function Leadership({ block }: { block: LeadershipBlock }) {
  const record = useCollection('leadership');
  return (
    <Stack gap="xl">
      {(block.parts ?? ALL_PARTS).map((part) => {
        const View = PART_VIEW[part];
        return (
          <PartSection key={part} part={part}>
            <View record={record} />
          </PartSection>
        );
      })}
    </Stack>
  );
}
