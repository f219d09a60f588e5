import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ServiceCategory, ServiceEntry, ServiceListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';

/** The categories a block shows: the chosen ids in their order, else all of them. */
export function selectCategories(categories: ServiceCategory[], ids?: string[]): ServiceCategory[] {
  return ids ? ids.flatMap((id) => categories.filter((category) => category.id === id)) : categories;
}

function Entry({ entry }: { entry: ServiceEntry }) {
  const { localize } = useLanguage();
  const where = [entry.organization && localize(entry.organization), entry.period].filter(Boolean).join(' · ');
  return (
    <Stack component="li" gap={2}>
      <Text fw={600}>{localize(entry.title)}</Text>
      {where && (
        <Text size="sm" c="dimmed">
          {where}
        </Text>
      )}
      {entry.description && <Text size="sm">{localize(entry.description)}</Text>}
      {entry.items && (
        <Stack component="ul" gap={2} m={0} mt={4} ps="1.1rem">
          {entry.items.map((item) => (
            <Text component="li" size="sm" key={item.journal}>
              <Text span fs="italic" size="sm">
                {item.journal}
              </Text>
              {[item.role && localize(item.role), item.period].filter(Boolean).map((detail) => ` · ${detail}`)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function ServiceList({ block }: { block: ServiceListBlock }) {
  const { localize } = useLanguage();
  const TitleTag = useItemTitleTag(!!block.heading);
  const categories = selectCategories(useCollection('service').categories, block.ids);
  return (
    <ItemGrid heading={block.heading} intro={block.intro}>
      {categories.map((category) => (
        <BlockCard key={category.id} component="section">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {category.icon && (
                <ThemeIcon variant="light" size={40} radius="md">
                  <SchemaIcon name={category.icon} size={22} />
                </ThemeIcon>
              )}
              <div>
                <Text component={TitleTag} fw={700} size="lg" m={0}>
                  {localize(category.title)}
                </Text>
                {category.summary && (
                  <Text size="sm" c="dimmed">
                    {localize(category.summary)}
                  </Text>
                )}
              </div>
            </Group>
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {category.entries.map((entry) => (
                <Entry key={localize(entry.title) + (entry.period ?? '')} entry={entry} />
              ))}
            </Stack>
          </Stack>
        </BlockCard>
      ))}
    </ItemGrid>
  );
}
