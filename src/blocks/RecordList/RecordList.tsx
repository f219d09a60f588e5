// Any collection's records through the collection's view: which records and their layout come from the
// block, how each one looks from the view (src/records/record-view.ts). A new kind of records is a
// collection, its schema and its view: no code.
import type { RecordListBlock, RecordView } from '../../generated/schemas.ts';
import { useViewedCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { selectRecords } from '../../records/select-records.ts';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { RecordCard } from './RecordCard.tsx';
import { RecordRow } from './RecordRow.tsx';

export { recordDialog } from './ViewButtons.tsx';

/** The grid's columns by screen width: one for a compact list or rows, else up to two or three cards side by side. */
function columnsOf(block: RecordListBlock, view: RecordView) {
  if (block.layout === 'compact' || view.row) return { base: 1 };
  return block.columns === 3 ? { base: 1, md: 2, lg: 3 } : undefined;
}

export function RecordList({ block }: { block: RecordListBlock }) {
  const { view, items } = useViewedCollection(block.collection);
  const TitleTag = useItemTitleTag(!!block.heading);
  // Validation refuses a recordList whose collection has no view; this guards a build that skipped it.
  if (!view) throw new Error(`pages-data/collections/${block.collection}.json has no view for recordList`);
  const { featured, records } = selectRecords(items, block, view);
  const shown = records.length + (featured ? 1 : 0);
  const Item = view.row ? RecordRow : RecordCard;
  return (
    <ItemGrid
      heading={block.heading}
      intro={block.intro}
      icon={block.icon}
      count={block.showCount === false ? undefined : shown}
      cols={columnsOf(block, view)}
      // A single column reads as one list: its cards sit closer than a grid's, and rows closer still.
      spacing={view.row ? 'sm' : block.layout === 'compact' ? 'md' : undefined}
    >
      {featured && <Item record={featured} view={view} titleTag={TitleTag} style={{ gridColumn: '1 / -1' }} />}
      {records.map((record, index) => (
        <Item key={record.id ?? index} record={record} view={view} titleTag={TitleTag} />
      ))}
    </ItemGrid>
  );
}
