import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InfoCardBlock, InfoItem, LocalizedText } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { site } from '../../site.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';

/** The fact: written in the item, or read from the identity in site.json (validation makes it one or the other). */
function factOf(item: InfoItem, localize: (text: LocalizedText) => string): string {
  const text = item.identity ? site.identity[item.identity] : item.value;
  return text ? localize(text) : '';
}

export function InfoCard({ block }: { block: InfoCardBlock }) {
  const { localize } = useLanguage();
  return (
    <BlockCard component="section">
      <Stack gap="md">
        <BlockHeading heading={block.heading} icon={block.icon} size="card" />
        <Stack gap="sm">
          {block.items.map((item) => (
            <Group key={localize(item.label)} gap="sm" wrap="nowrap" align="flex-start">
              {item.icon && (
                <ThemeIcon variant="light" color="gray" size={32} radius="md" aria-hidden="true">
                  <SchemaIcon name={item.icon} size={18} />
                </ThemeIcon>
              )}
              <div>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {localize(item.label)}
                </Text>
                <Text>{factOf(item, localize)}</Text>
              </div>
            </Group>
          ))}
        </Stack>
        {block.note && (
          <Text size="sm" c="dimmed">
            {localize(block.note)}
          </Text>
        )}
      </Stack>
    </BlockCard>
  );
}
