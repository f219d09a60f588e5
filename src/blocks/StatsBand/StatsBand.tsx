import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid } from '@mantine/core';
import type { StatItem, StatsBandBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollectionFile } from '../../renderer/collections.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { collectionsOf, figureOf } from './computed-figure.ts';
import classes from './StatsBand.module.css';
import { Localized } from '../../i18n/Localized.tsx';

/** A figure as written, or computed from the collections it names: one hook call for each, in the document's fixed order. */
function Value({ value }: { value: StatItem['value'] }) {
  const files = collectionsOf(value).map((name) => useCollectionFile(name));
  return <>{figureOf(value, files)}</>;
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
                {item.icon && <SchemaIcon name={item.icon} size={18} />} <Localized text={item.label} />
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
