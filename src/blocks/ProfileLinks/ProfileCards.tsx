import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ProfileLinksBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { identityLinks } from '../../site.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';

/** One card per profile (a page of academic profiles): its name, its address's host and 'Visit profile'. */
export function ProfileCards({ block }: { block: ProfileLinksBlock }) {
  const { localize, t } = useLanguage();
  return (
    <ItemGrid heading={block.heading} cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {identityLinks(block.links).map((link) => {
        const label = localize(link.label);
        return (
          <BlockCard key={link.key}>
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                  <SchemaIcon name={link.icon} />
                </ThemeIcon>
                <ItemTitle headed>{label}</ItemTitle>
              </Group>
              <Text size="sm" c="dimmed" style={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {new URL(link.href).host}
              </Text>
              <ItemAction href={link.href} label={t('profile.visit')} item={label} icon="externalLink" variant="light" size="sm" />
            </Stack>
          </BlockCard>
        );
      })}
    </ItemGrid>
  );
}
