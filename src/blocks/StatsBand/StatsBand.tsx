import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid } from '@mantine/core';
import type { CollectionCount, CollectionSpan, CollectionSum, StatItem, StatsBandBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { countOf, sumOf, yearSpanOf } from './computed-figure.ts';
import classes from './StatsBand.module.css';

// Counting and adding need no field types, so the collections' record types meet as plain objects.
function CountedValue({ count }: CollectionCount) {
  return <>{countOf(useCollection(count.collection).items, count.where)}</>;
}

function SummedValue({ sum }: CollectionSum) {
  return <>{sumOf(useCollection(sum.collection).items, sum.field, sum)}</>;
}

function SpanValue({ span }: CollectionSpan) {
  // One hook call per collection, in the document's fixed order.
  const lists = span.collections.map((name) => useCollection(name).items);
  return <>{yearSpanOf(lists)}</>;
}

function Value({ value }: { value: StatItem['value'] }) {
  if (typeof value === 'string') return <>{value}</>;
  if ('count' in value) return <CountedValue count={value.count} />;
  if ('sum' in value) return <SummedValue sum={value.sum} />;
  return <SpanValue span={value.span} />;
}

export function StatsBand({ block }: { block: StatsBandBlock }) {
  const { localize } = useLanguage();
  return (
    <BlockSection heading={block.heading}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.band}>
        <SimpleGrid cols={{ base: 2, md: Math.min(block.items.length, 4) }} spacing="lg" component="dl" className={classes.list}>
          {block.items.map((item) => (
            <div key={localize(item.label)} className={classes.item}>
              <dt className={classes.label}>
                {item.icon && <SchemaIcon name={item.icon} size={18} />} {localize(item.label)}
              </dt>
              <dd className={classes.value}>
                <Value value={item.value} />
              </dd>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </BlockSection>
  );
}
