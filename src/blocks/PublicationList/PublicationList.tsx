import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PublicationListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { pick } from '../../lib/pick.ts';
import { NestedHeadings, useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { applyFilters, usePublicationFilters, type PublicationType } from './publication-filters.ts';
import type { Publication } from '../../records/publication-format.ts';
import { PublicationItem } from './PublicationItem.tsx';

const TYPE_ORDER: PublicationType[] = ['article', 'chapter'];

/**
 * The selects are uncontrolled, and follow the address: a choice made while the page starts keeps its
 * value (a controlled select would be reset by hydration before its change event is replayed), and the
 * address still wins when it changes (Clear filters, a shared link, the back button).
 */
function useSelectShowing(value: string) {
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(''); // what the prerendered select shows; the DOM is left alone until the address differs
  useEffect(() => {
    if (!select.current || value === shown.current) return;
    select.current.value = shown.current = value;
  }, [value]);
  return select;
}

/** Every article and chapter of the collection, marked with its kind. */
function usePublications() {
  const collection = useCollection('publications');
  const all: Publication[] = [
    ...collection.articles.map((article) => ({ kind: 'article' as const, ...article })),
    ...collection.chapters.map((chapter) => ({ kind: 'chapter' as const, ...chapter })),
  ];
  return { all, doiResolver: collection.doiResolver };
}

export function PublicationList({ block }: { block: PublicationListBlock }) {
  return block.ids ? <SelectedPublications block={block} ids={block.ids} /> : <FilteredPublications block={block} />;
}

/** A selection (the CV's selected works) reads in the order given, with no filters: a selection is not filtered. */
function SelectedPublications({ block, ids }: { block: PublicationListBlock; ids: string[] }) {
  const { all, doiResolver } = usePublications();
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={block.heading} intro={block.intro} />
      <PublicationItems items={pick(all, ids)} doiResolver={doiResolver} headed={!!block.heading} />
    </Stack>
  );
}

function FilteredPublications({ block }: { block: PublicationListBlock }) {
  const { t } = useLanguage();
  const { all, doiResolver } = usePublications();
  const years = [...new Set(all.map((p) => p.year))].sort((a, b) => b - a);
  const { filters, setFilters } = usePublicationFilters(years);
  const [yearSelect, typeSelect] = [useSelectShowing(filters.year ? String(filters.year) : ''), useSelectShowing(filters.type ?? '')];
  const shown = applyFilters(all, filters);
  const filtered = Boolean(filters.year || filters.type);
  const GroupTitle = useItemTitleTag(!!block.heading);
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={block.heading} intro={block.intro} />
      {/* Filters work on screen only; the print stylesheet leaves them out. */}
      <Group gap="md" align="flex-end" role="group" aria-label={t('publication.filters')} data-screen-only>
        <NativeSelect
          label={t('publication.filterYear')}
          ref={yearSelect}
          defaultValue=""
          onChange={(event) => setFilters({ ...filters, year: Number(event.currentTarget.value) || undefined })}
          data={[{ value: '', label: t('publication.allYears') }, ...years.map((year) => ({ value: String(year), label: String(year) }))]}
          w={160}
        />
        <NativeSelect
          label={t('publication.filterType')}
          ref={typeSelect}
          defaultValue=""
          onChange={(event) => setFilters({ ...filters, type: (event.currentTarget.value || undefined) as PublicationType | undefined })}
          data={[{ value: '', label: t('publication.allTypes') }, ...TYPE_ORDER.map((type) => ({ value: type, label: t(`publication.group.${type}`) }))]}
          w={240}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setFilters({ year: undefined, type: undefined })}>
            {t('publication.clearFilters')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {t('publication.showing').replace('{shown}', String(shown.length)).replace('{total}', String(all.length))}
      </Text>
      {TYPE_ORDER.map((type) => {
        const items = shown.filter((p) => p.kind === type);
        if (!items.length) return null;
        return (
          <Stack gap="sm" key={type} component="section">
            <Text component={GroupTitle} fw={700} size="xl" m={0}>
              {t(`publication.group.${type}`)} ({items.length})
            </Text>
            {/* Entry titles sit one level below their group's title. */}
            <NestedHeadings>
              <PublicationItems items={items} doiResolver={doiResolver} headed={!!block.heading} />
            </NestedHeadings>
          </Stack>
        );
      })}
    </Stack>
  );
}

function PublicationItems({ items, doiResolver, headed }: { items: Publication[]; doiResolver: string; headed: boolean }) {
  const TitleTag = useItemTitleTag(headed);
  return (
    <Stack gap="sm">
      {items.map((publication) => (
        <PublicationItem key={publication.id} publication={publication} doiResolver={doiResolver} TitleTag={TitleTag} />
      ))}
    </Stack>
  );
}
