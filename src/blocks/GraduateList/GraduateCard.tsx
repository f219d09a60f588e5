import { Group, Stack, Text } from '@mantine/core';
import type { Graduate } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import type { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { LEVEL_COLOR } from './graduate-badges.ts';

interface GraduateCardProps {
  graduate: Graduate;
  TitleTag: ReturnType<typeof useItemTitleTag>;
}

export function GraduateCard({ graduate, TitleTag }: GraduateCardProps) {
  const { localize, t } = useLanguage();
  return (
    <BlockCard>
      <Stack gap={8}>
        <Group gap={6}>
          <ToneBadge color={LEVEL_COLOR[graduate.level]}>{t(`graduate.level.${graduate.level}`)}</ToneBadge>
          {graduate.role === 'co-supervisor' && <ToneBadge color="gray">{t('graduate.coSupervised')}</ToneBadge>}
          {graduate.area && <ToneBadge color="indigo">{localize(graduate.area)}</ToneBadge>}
          {graduate.funding && (
            <ToneBadge color="gray" leftSection={<SchemaIcon name="award" size={12} />}>
              {t('graduate.funding')}: {graduate.funding}
            </ToneBadge>
          )}
        </Group>
        <Text component={TitleTag} fw={700} size="lg" m={0}>
          {graduate.name}
        </Text>
        {graduate.currentPosition && <Fact icon="briefcase">{localize(graduate.currentPosition)}</Fact>}
        <Fact label={t(`graduate.thesis.${graduate.level}`)}>
          <Text span size="sm" fs="italic" lang={graduate.thesisLanguage ?? 'pt'}>
            {graduate.thesis}
          </Text>
        </Fact>
        <Text size="sm" c="dimmed">
          {t('graduate.year')}: {graduate.year}
        </Text>
      </Stack>
    </BlockCard>
  );
}
