// Any collection's records through the collection's view: which records and their layout come from the
// block, how each one looks from the view (src/records/record-view.ts). A new kind of records is a
// collection, its schema and its view: no code.
import { Stack } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { RecordListBlock, RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useViewedCollection } from '../../renderer/collections.ts';
import { selectRecords } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { RecordCard } from './RecordCard.tsx';
import { RecordEntries } from './RecordEntries.tsx';
import { RecordProse } from './RecordProse.tsx';
import { RecordRow } from './RecordRow.tsx';

export { recordDialog } from './ViewButtons.tsx';

/** The grid's columns by screen width: one for a compact list, rows or running text, else up to two or three cards side by side. */
function columnsOf(block: RecordListBlock, view: RecordView) {
  if (block.layout === 'compact' || block.layout === 'entries' || view.row || view.look === 'prose') return { base: 1 };
  return block.columns === 3 ? { base: 1, md: 2, lg: 3 } : undefined;
}

export function RecordList({ block }: { block: RecordListBlock }) {
  const { t } = useLanguage();
  const { view, items } = useViewedCollection(block.collection);
  const headed = !!block.heading;
  // Validation refuses a recordList whose collection has no view; this guards a build that skipped it.
  if (!view) throw new Error(`pages-data/collections/${block.collection}.json has no view for recordList`);
  const { featured, records } = selectRecords(items, block, view);
  // With a featured heading the featured record has a section of its own, and the heading counts the rest.
  const apart = block.featuredHeading !== undefined;
  const shown = records.length + (featured && !apart ? 1 : 0);
  const Item = view.look === 'prose' ? RecordProse : view.row ? RecordRow : RecordCard;
  // A row has one look; a card stands out (RecordCard's featured).
  const featuredItem = (style?: CSSProperties) =>
    featured && (view.row ? <RecordRow record={featured} view={view} headed={headed} style={style} /> : <RecordCard record={featured} view={view} headed={headed} style={style} featured />);
  const list = (
    <ItemGrid
      heading={block.heading}
      intro={block.intro}
      icon={block.icon}
      // With none to show, the list keeps its heading and says so (at any depth: record-list.schema.json).
      count={block.showCount === false || shown === 0 ? undefined : shown}
      empty={shown === 0 ? t('records.none') : undefined}
      cols={columnsOf(block, view)}
      // One card of rows, or entries, is one child of the grid: its rows are not cards.
      cards={block.layout === 'entries' || view.row === 'one-card' ? 1 : shown}
      // A single column reads as one list: its cards sit closer than a grid's, and rows closer still.
      spacing={view.row ? 'sm' : block.layout === 'compact' ? 'md' : undefined}
    >
      {block.layout === 'entries' ? (
        <RecordEntries records={featured ? [featured, ...records] : records} view={view} />
      ) : (
        <>
          {!apart && featuredItem({ gridColumn: '1 / -1' })}
          {view.row === 'one-card' ? (
            <BlockCard>
              <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                {records.map((record, index) => (
                  <RecordRow key={record.id ?? index} record={record} view={view} headed={headed} inList />
                ))}
              </Stack>
            </BlockCard>
          ) : (
            records.map((record, index) => <Item key={record.id ?? index} record={record} view={view} headed={headed} />)
          )}
        </>
      )}
    </ItemGrid>
  );
  if (!apart && !block.feed) return list;
  return (
    <Stack gap="xl">
      {featured && apart && (
        <BlockSection heading={block.featuredHeading} icon={block.featuredIcon}>
          {featuredItem()}
        </BlockSection>
      )}
      {list}
      {block.feed && <FeedLink feed={block.feed} />}
    </Stack>
  );
}
