import '@mantine/core/styles/Avatar.css';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Person, PersonListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';

/** Initials for the avatar: first and last name, skipping particles such as 'da' or 'de'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

function PersonCard({ person, NameTag }: { person: Person; NameTag: ReturnType<typeof useItemTitleTag> }) {
  const { localize, t } = useLanguage();
  return (
    <BlockCard>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar color="blue" radius="xl" size={44} aria-hidden="true">
            {initials(person.name)}
          </Avatar>
          <div>
            <Text component={NameTag} fw={700} size="md" m={0}>
              {person.name}
            </Text>
            {person.role && (
              <Text size="sm" c="dimmed">
                {localize(person.role)}
              </Text>
            )}
          </div>
        </Group>
        {person.institution && <Fact icon="building">{localize(person.institution)}</Fact>}
        {person.project && <Fact label={t('person.project')}>{localize(person.project)}</Fact>}
        {person.sponsor && <Fact label={t('person.sponsor')}>{localize(person.sponsor)}</Fact>}
        {person.url && (
          <div style={{ marginTop: 'auto' }}>
            <ItemAction href={person.url} label={t('person.profile')} item={person.name} icon="externalLink" variant="light" size="xs" />
          </div>
        )}
      </Stack>
    </BlockCard>
  );
}

export function PersonList({ block }: { block: PersonListBlock }) {
  const NameTag = useItemTitleTag(!!block.heading);
  return (
    <ItemGrid heading={block.heading} intro={block.intro} count={block.items.length} cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {block.items.map((person) => (
        <PersonCard key={person.name} person={person} NameTag={NameTag} />
      ))}
    </ItemGrid>
  );
}
