import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';
import type { Opportunity, OpportunityListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { contactHref } from '../shared/contact-subject.ts';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

/** The badge colour of each level: a product rule, kept here rather than in each document. */
const LEVEL_COLOR: Record<Opportunity['level'], string> = { doctorate: 'grape', masters: 'blue', undergraduateResearch: 'cyan' };

export function OpportunityList({ block }: { block: OpportunityListBlock }) {
  const { localize, t } = useLanguage();
  const CardTitle = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro}>
      {block.items.map((item) => {
        const title = localize(item.title);
        return (
          <BlockCard key={localize(item.title)}>
            <Stack gap="sm" h="100%">
              <ToneBadge color={LEVEL_COLOR[item.level]}>{t(`opportunity.level.${item.level}`)}</ToneBadge>
              <Text component={CardTitle} fw={700} size="lg" m={0}>
                {title}
              </Text>
              <Text c="dimmed">{localize(item.description)}</Text>
              <div>
                <Text fw={600} size="sm" mb={4}>
                  {t('opportunity.requirements')}
                </Text>
                <List size="sm" spacing={4}>
                  {item.requirements.map((requirement) => (
                    <List.Item key={localize(requirement)}>{localize(requirement)}</List.Item>
                  ))}
                </List>
              </div>
              <Stack gap={4} style={{ flexGrow: 1 }}>
                <Fact icon="calendar" label={t('opportunity.deadline')}>
                  {item.deadline}
                </Fact>
                <Fact icon="award" label={t('opportunity.funding')}>
                  {localize(block.funding)}
                </Fact>
              </Stack>
              <ItemAction href={contactHref(t('opportunity.subject').replace('{title}', title))} label={t('opportunity.apply')} item={title} icon="mail" size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
