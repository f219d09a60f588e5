import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MetricsDocument, PublicationCollection, StatItem, StatsBandBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { SchemaIcon } from '../../icons.tsx';
import { citationFigures } from '../../records/citation-figures.ts';
import { useCollectionFile } from '../../renderer/collections.ts';
import { COUNTED_COLLECTION, useMetrics } from '../../renderer/metrics.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { collectionsOf, figureOf, isCitationFigure } from './computed-figure.ts';
import classes from './StatsBand.module.css';
import { Localized } from '../../i18n/Localized.tsx';

/**
 * A figure as written, or computed from the collections it names (one hook call for each, in the document's
 * fixed order) and, for a citation figure, the stored counts. A figure with nothing to show (a citation
 * figure before any count, without a typed one) leaves its item out.
 */
function Item({ item }: { item: StatItem }) {
  const files = collectionsOf(item.value).map((name) => useCollectionFile(name));
  const metrics = isCitationFigure(item.value) ? useMetrics() : undefined;
  const figure = figureOf(item.value, files, metrics);
  if (figure === '') return null;
  return (
    <div className={classes.item}>
      <dt className={classes.label}>
        {item.icon && <SchemaIcon name={item.icon} size={18} />} <Localized text={item.label} />
      </dt>
      <dd className={classes.value}>{figure}</dd>
    </div>
  );
}

/** Where and when the counts behind the band's citation figures were made, in the visitor's language. */
function CountedOn() {
  const { t, language } = useLanguage();
  const figures = citationFigures(useCollectionFile(COUNTED_COLLECTION) as unknown as PublicationCollection, useMetrics() as MetricsDocument | undefined);
  if (!figures) return null;
  return (
    <Text size="sm" ta="center" mt="md" className={classes.note}>
      {t('stats.countedOn').replace('{source}', figures.source).replace('{date}', formatDate(figures.countedOn, language))}
    </Text>
  );
}

/** What decides an item's hook calls: an item whose kind of figure changes (in the editor's preview) starts afresh. */
const hooksKey = (value: StatItem['value']) => `${isCitationFigure(value) ? 'citations' : typeof value}:${collectionsOf(value).join(',')}`;

export function StatsBand({ block }: { block: StatsBandBlock }) {
  const { localize } = useLanguage();
  return (
    <BlockSection heading={block.heading}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.band}>
        <SimpleGrid cols={{ base: 2, md: Math.min(block.items.length, 4) }} spacing="lg" component="dl" className={classes.list}>
          {block.items.map((item) => (
            <Item key={`${localize(item.label)} ${hooksKey(item.value)}`} item={item} />
          ))}
        </SimpleGrid>
        {block.items.some((item) => isCitationFigure(item.value)) && <CountedOn />}
      </Paper>
    </BlockSection>
  );
}
