// The sample's records leave every collection. A record stays only when an import of hers brought it
// (it carries `imported`, scripts/lib/record-import/) and it does not name the sample: the sample's
// publications came from its own .bib and name Tavares among their authors. Records typed by hand before
// the fresh start cannot be told from the sample's, so they go too; the dry run lists what goes.
import { provenanceOf, titleOf } from '../record-import/match.ts';
import { holdsSample, type Found } from '../check/sample-parts.ts';

type Rec = Record<string, unknown>;

export interface CollectionCleaning {
  collection: string;
  removed: string[];
  kept: number;
}

const isRecord = (value: unknown): value is Rec => !!value && typeof value === 'object' && !Array.isArray(value);

/** How the report names a record: its title or name; a download by its key and number. */
const nameOf = (record: Rec) => (typeof record.key === 'string' && record.title === undefined ? `${record.key} ${String(record.number ?? '')}`.trim() : titleOf(record));

/** Whether a record is hers: brought by an import, and naming nothing of the sample. */
export function isOwnersRecord(record: Rec, find: (text: string) => Found): boolean {
  return provenanceOf(record) !== undefined && !holdsSample(record, find);
}

/**
 * The collection without the sample's records (every top-level list of records is emptied of them); the
 * document is changed in place. `unmarked`: whether records no import brought go too, which they do while
 * the sample is still there; once it is gone (a second run), only a record naming the sample goes.
 */
export function cleanCollection(collection: string, document: Rec, find: (text: string) => Found, unmarked = true): CollectionCleaning {
  const removed: string[] = [];
  let kept = 0;
  for (const [key, value] of Object.entries(document)) {
    if (!Array.isArray(value) || !value.some(isRecord)) continue;
    document[key] = value.filter((record) => {
      if (!isRecord(record)) return true;
      if (unmarked ? isOwnersRecord(record, find) : !holdsSample(record, find)) return (kept += 1), true;
      removed.push(nameOf(record));
      return false;
    });
  }
  // The sample resolves its DOIs on a reserved example domain; a real record's resolve at doi.org.
  if (collection === 'publications' && typeof document.doiResolver === 'string' && document.doiResolver.includes('.example')) document.doiResolver = 'https://doi.org/';
  return { collection, removed, kept };
}
