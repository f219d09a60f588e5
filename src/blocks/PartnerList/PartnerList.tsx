import { Group, Stack, Text } from '@mantine/core';
import type { PartnerListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { PartnerLogo } from './PartnerLogo.tsx';

export function PartnerList({ block }: { block: PartnerListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length} cols={{ base: 1, sm: 2, lg: 3 }}>
      {block.items.map((partner) => (
        <BlockCard key={partner.name}>
          <Stack gap="sm" h="100%">
            <Group gap="md" wrap="nowrap" align="center">
              <PartnerLogo partner={partner} />
              <Text component={TitleTag} fw={700} size="lg" m={0}>
                {partner.name}
              </Text>
            </Group>
            <Stack gap={4}>
              <Fact icon="building">{t(`partner.kind.${partner.kind}`)}</Fact>
              <Fact icon="world">{localize(partner.country)}</Fact>
            </Stack>
            <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
              {localize(partner.description)}
            </Text>
            <ItemAction href={partner.url} label={t('partner.visit')} item={partner.name} icon="externalLink" variant="light" size="sm" />
          </Stack>
        </BlockCard>
      ))}
    </ItemGrid>
  );
}
