import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CardGridBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { LinkButton } from '../shared/LinkButton.tsx';
import { BulletList } from '../shared/BulletList.tsx';
import { Localized } from '../../i18n/Localized.tsx';

export function CardGrid({ block }: { block: CardGridBlock }) {
  const { localize } = useLanguage();
  return (
    <ItemGrid heading={block.heading} intro={block.intro} cols={{ base: 1, md: 2, lg: block.columnsOnLarge ?? 2 }}>
      {block.cards.map((card) => (
        <BlockCard key={localize(card.title)}>
          <Stack gap="sm" h="100%">
            <Group gap="sm" wrap="nowrap">
              {card.icon && (
                <ThemeIcon variant="light" size={40} radius="md">
                  <SchemaIcon name={card.icon} size={22} />
                </ThemeIcon>
              )}
              <ItemTitle headed={!!block.heading} size="lg"><Localized text={card.title} /></ItemTitle>
            </Group>
            {card.description && (
              <Text c="dimmed" style={{ flexGrow: card.points ? 0 : 1 }}>
                <Localized text={card.description} />
              </Text>
            )}
            {card.points && <BulletList items={card.points.map(localize)} indent="1.1rem" style={{ flexGrow: 1 }} />}
            {card.link && <LinkButton link={card.link} variant="light" size="sm" style={{ alignSelf: 'flex-start' }} />}
          </Stack>
        </BlockCard>
      ))}
    </ItemGrid>
  );
}
