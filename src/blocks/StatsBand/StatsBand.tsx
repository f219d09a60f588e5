import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import type { CollectionCount, StatsBandBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { matching, useCollection } from '../../renderer/collections.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import classes from './StatsBand.module.css';

/** A figure counted from a collection, so it follows the list it counts. */
function CountedValue({ count }: CollectionCount) {
  const collection = useCollection(count.collection);
  // Counting needs no field types, so the collections' record types meet as plain objects.
  return <>{matching<object>(collection.items, count.where).length}</>;
}

export function StatsBand({ block }: { block: StatsBandBlock }) {
  const { localize } = useLanguage();
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={block.heading} />
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.band}>
        <SimpleGrid cols={{ base: 2, md: Math.min(block.items.length, 4) }} spacing="lg" component="dl" className={classes.list}>
          {block.items.map((item) => (
            <div key={localize(item.label)} className={classes.item}>
              <dt className={classes.label}>
                {item.icon && <SchemaIcon name={item.icon} size={18} />} {localize(item.label)}
              </dt>
              <dd className={classes.value}>{typeof item.value === 'string' ? item.value : <CountedValue count={item.value.count} />}</dd>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
