import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InvolvementListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { contactHref } from '../shared/contact-subject.ts';
import { ItemAction } from '../shared/ItemAction.tsx';
import { PointList } from '../shared/PointList.tsx';

export function InvolvementList({ block }: { block: InvolvementListBlock }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro}>
      {block.items.map((item) => {
        const title = localize(item.title);
        return (
          <BlockCard key={title}>
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                {item.icon && (
                  <ThemeIcon variant="light" size={40} radius="md">
                    <SchemaIcon name={item.icon} size={22} />
                  </ThemeIcon>
                )}
                <Text component={TitleTag} fw={700} size="lg" m={0}>
                  {title}
                </Text>
              </Group>
              <Text c="dimmed">{localize(item.description)}</Text>
              {item.points && <PointList points={item.points} />}
              <Group gap="xs" mt="auto">
                <ItemAction href={contactHref(t('opportunity.subject').replace('{title}', title))} label={t('involvement.apply')} item={title} icon="arrowRight" size="sm" />
                <ItemAction href="/contact" label={t('involvement.contact')} item={title} icon="mail" variant="light" size="sm" />
              </Group>
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
