// Which list of a collection file its view presents. Apart from select-records.ts so the collections
// loader (src/renderer/collections.ts), on every page's React path, takes no sorting code with it.
import type { RecordView } from '../generated/schemas.ts';
import type { RecordData } from './select-records.ts';

/** The records a view presents: the collection's list its `records` names (the podcast's episodes), else its `items`. */
export const recordsOf = (collection: { view?: Pick<RecordView, 'records'> } & Record<string, unknown>): RecordData[] => (collection[collection.view?.records ?? 'items'] ?? []) as RecordData[];
