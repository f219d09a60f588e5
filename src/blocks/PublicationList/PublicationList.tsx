import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { MetricsDocument, PublicationCollection, PublicationListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useMetrics } from '../../renderer/metrics.ts';
import { citedByOf } from '../../records/citation-figures.ts';
import { NestedHeadings, useHeadingOrder } from '../../renderer/heading-level.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { NoRecords } from '../shared/NoRecords.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { FILTER_ATTRIBUTES, FILTERS_BEHAVIOUR } from './filters-behaviour.ts';
import { PUBLICATION_KINDS as TYPES } from '../../records/publication-kinds.ts';
import { oldestYearOnPage, partsOf } from './publication-parts.ts';
import { usePartsCollector } from '../../renderer/parts-collector.ts';
import { shownPublications, type Publication } from '../../records/publication-format.ts';
import { PublicationItem } from './PublicationItem.tsx';
import classes from './PublicationList.module.css';

export function PublicationList({ block }: { block: PublicationListBlock }) {
  return block.ids ? <SelectedPublications block={block} ids={block.ids} /> : <FilteredPublications block={block} />;
}

/** A selection (the CV's selected works) reads in the order given, with no filters: a selection is not filtered. */
function SelectedPublications({ block, ids }: { block: PublicationListBlock; ids: string[] }) {
  const collection = useCollection('publications');
  const counts = useCounts(block);
  return (
    <BlockSection heading={block.heading} intro={block.intro}>
      <Stack gap="sm">
        <PublicationEntries items={shownPublications(collection, ids)} settings={collection} headed={!!block.heading} counts={counts} />
      </Stack>
    </BlockSection>
  );
}

const mark = (name: keyof typeof FILTER_ATTRIBUTES, value = '') => ({ [FILTER_ATTRIBUTES[name]]: value });

/** The stored citation counts when the block shows "Cited by N" (citedBy), else none; loaded with the publications. */
function useCounts(block: PublicationListBlock): MetricsDocument | undefined {
  const metrics = useMetrics();
  return block.citedBy ? metrics : undefined;
}

/**
 * The whole list with its filters, as static HTML: filters-behaviour.ts, in the first-load script,
 * applies the address's ?year=&type= and every choice, so a filter answers the first tap at once. A long
 * record carries its newest years only; each older year of each kind is a part the behaviour loads when
 * asked (publication-parts.ts), its place kept by a hidden mark with its year, kind and count, and the
 * group ends with a link to the list filtered by its kind ("Show all 600 articles").
 */
function FilteredPublications({ block }: { block: PublicationListBlock }) {
  const { t } = useLanguage();
  const collection = useCollection('publications');
  const addPart = usePartsCollector();
  const counts = useCounts(block);
  const all = shownPublications(collection);
  // None yet: the list keeps its heading and says so, without filters to choose from.
  if (all.length === 0) return <BlockSection heading={block.heading} intro={block.intro}><NoRecords>{t('publication.none')}</NoRecords></BlockSection>;
  const years = [...new Set(all.map((p) => p.year))].sort((a, b) => b - a);
  // Without a collector (the dev server, the editor's preview) every work is on the page.
  const oldest = addPart ? oldestYearOnPage(all) : undefined;
  const onPage = oldest === undefined ? all : all.filter((p) => p.year >= oldest);
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
        {t('publication.showing').replace('{shown}', String(onPage.length)).replace('{total}', String(all.length))}
      </Text>
      {TYPES.map((type) => {
        const items = all.filter((p) => p.kind === type);
        if (!items.length) return null;
        const later = oldest === undefined ? [] : items.filter((p) => p.year < oldest);
        return (
          <Stack gap="sm" key={type} component="section" className={later.length > 0 ? classes.group : undefined} {...mark('group', type)}>
            <ItemTitle headed={!!block.heading} size="xl">
              {t(`publication.group.${type}`)} (<span {...mark('count')}>{items.length}</span>)
            </ItemTitle>
            {/* Entry titles sit one level below their group's title. */}
            <NestedHeadings>
              <Stack gap="sm">
                <PublicationEntries items={later.length ? items.filter((p) => p.year >= oldest!) : items} settings={collection} headed={!!block.heading} counts={counts} />
                {later.length > 0 && <PartMarks items={later} settings={collection} headed={!!block.heading} counts={counts} />}
              </Stack>
            </NestedHeadings>
            {/* A plain link to the list filtered by this type, which the behaviour follows in place. */}
            {later.length > 0 && (
              <Button component="a" href={`?type=${type}`} variant="light" style={{ alignSelf: 'flex-start' }} className={classes.showAll} data-screen-only {...mark('all')}>
                {t(`publication.showAll.${type}`).replace('{count}', String(items.length))}
              </Button>
            )}
          </Stack>
        );
      })}
    </BlockSection>
  );
}

interface EntriesProps {
  items: Publication[];
  settings: PublicationCollection;
  headed: boolean;
  /** The stored citation counts, when each entry says "Cited by N". */
  counts: MetricsDocument | undefined;
}

/** The older years of one kind, in parts handed to the prerender; in each year's place a hidden mark with its part's address. */
function PartMarks({ items, settings, headed, counts }: EntriesProps) {
  const addPart = usePartsCollector()!;
  const order = useHeadingOrder();
  return partsOf(items).flatMap(({ name, years }) => {
    const address = addPart(name, <PublicationEntries items={years.flatMap((year) => year.works)} settings={settings} headed={headed} counts={counts} deferred />, order);
    return years.map(({ year, works }) => (
      <div key={year} hidden {...mark('part', address)} {...mark('entry', `${year} ${works[0]!.kind}`)} {...mark('partCount', String(works.length))} />
    ));
  });
}

/**
 * The entries, each marked with its year and kind for the filters. A part's are `deferred`: out of view,
 * the browser neither styles nor lays them out until they come near, so a loaded year costs a frame for the
 * entries on screen, not for all of them (the page's own, which tools such as Lighthouse's audits measure
 * where they stand, are laid out as ever).
 */
function PublicationEntries({ items, settings, headed, counts, deferred }: EntriesProps & { deferred?: boolean }) {
  return items.map((publication) => (
    <div key={publication.id} className={deferred ? classes.deferred : undefined} {...mark('entry', `${publication.year} ${publication.kind}`)}>
      <PublicationItem publication={publication} settings={settings} headed={headed} citedBy={citedByOf(publication, counts)} />
    </div>
  ));
}
