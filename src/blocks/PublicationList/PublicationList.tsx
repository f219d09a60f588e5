import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { PublicationCollection, PublicationListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { NestedHeadings } from '../../renderer/heading-level.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { FILTER_ATTRIBUTES, FILTERS_BEHAVIOUR } from './filters-behaviour.ts';
import { TYPES } from './publication-filters.ts';
import { shownPublications, type Publication } from '../../records/publication-format.ts';
import { PublicationItem } from './PublicationItem.tsx';

export function PublicationList({ block }: { block: PublicationListBlock }) {
  return block.ids ? <SelectedPublications block={block} ids={block.ids} /> : <FilteredPublications block={block} />;
}

/** A selection (the CV's selected works) reads in the order given, with no filters: a selection is not filtered. */
function SelectedPublications({ block, ids }: { block: PublicationListBlock; ids: string[] }) {
  const collection = useCollection('publications');
  return (
    <BlockSection heading={block.heading} intro={block.intro}>
      <PublicationItems items={shownPublications(collection, ids)} settings={collection} headed={!!block.heading} />
    </BlockSection>
  );
}

/**
 * The whole list with its filters, as static HTML: filters-behaviour.ts, in the first-load script,
 * applies the address's ?year=&type= and every choice, so a filter answers the first tap at once.
 */
function FilteredPublications({ block }: { block: PublicationListBlock }) {
  const { t } = useLanguage();
  const collection = useCollection('publications');
  const all = shownPublications(collection);
  const years = [...new Set(all.map((p) => p.year))].sort((a, b) => b - a);
  const mark = (name: keyof typeof FILTER_ATTRIBUTES, value = '') => ({ [FILTER_ATTRIBUTES[name]]: value });
  return (
    <BlockSection heading={block.heading} intro={block.intro} data-behaviour={FILTERS_BEHAVIOUR}>
      {/* Filters work on screen only; the print stylesheet leaves them out. */}
      <Group gap="md" align="flex-end" role="group" aria-label={t('publication.filters')} data-screen-only>
        <NativeSelect
          label={t('publication.filterYear')}
          defaultValue=""
          {...mark('select', 'year')}
          data={[{ value: '', label: t('publication.allYears') }, ...years.map((year) => ({ value: String(year), label: String(year) }))]}
          w={160}
        />
        <NativeSelect
          label={t('publication.filterType')}
          defaultValue=""
          {...mark('select', 'type')}
          data={[{ value: '', label: t('publication.allTypes') }, ...TYPES.filter((type) => all.some((p) => p.kind === type)).map((type) => ({ value: type, label: t(`publication.group.${type}`) }))]}
          w={240}
        />
        <Button variant="subtle" hidden {...mark('clear')}>
          {t('publication.clearFilters')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" role="status" {...mark('status')} data-template={t('publication.showing')}>
        {t('publication.showing').replace('{shown}', String(all.length)).replace('{total}', String(all.length))}
      </Text>
      {TYPES.map((type) => {
        const items = all.filter((p) => p.kind === type);
        if (!items.length) return null;
        return (
          <Stack gap="sm" key={type} component="section" {...mark('group', type)}>
            <ItemTitle headed={!!block.heading} size="xl">
              {t(`publication.group.${type}`)} (<span {...mark('count')}>{items.length}</span>)
            </ItemTitle>
            {/* Entry titles sit one level below their group's title. */}
            <NestedHeadings>
              <PublicationItems items={items} settings={collection} headed={!!block.heading} />
            </NestedHeadings>
          </Stack>
        );
      })}
    </BlockSection>
  );
}

function PublicationItems({ items, settings, headed }: { items: Publication[]; settings: PublicationCollection; headed: boolean }) {
  return (
    <Stack gap="sm">
      {items.map((publication) => (
        <div key={publication.id} {...{ [FILTER_ATTRIBUTES.entry]: `${publication.year} ${publication.kind}` }}>
          <PublicationItem publication={publication} settings={settings} headed={headed} />
        </div>
      ))}
    </Stack>
  );
}
