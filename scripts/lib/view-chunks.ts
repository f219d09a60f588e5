// The chunks a page's record lists need beyond recordList's own: a view's dialog is its own chunk
// (src/blocks/RecordList/RecordDialog.tsx), so its styles (the native dialog's, the close button's)
// join the stylesheet of the pages that show one and no other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDocument, RecordView } from '../../src/generated/schemas.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';

export const RECORD_DIALOG_CHUNK = 'src/blocks/RecordList/RecordDialog.tsx';

/** The manifest keys of the view parts a page's recordList blocks show. */
export function viewChunks(root: string, page: PageDocument): string[] {
  const names = new Set<string>();
  walkObjects(page.blocks, (node) => {
    if (node.type === 'recordList' && typeof node.collection === 'string') names.add(node.collection);
  });
  const dialogs = [...names].some((name) => {
    const { view } = JSON.parse(readFileSync(join(root, `pages-data/collections/${name}.json`), 'utf8')) as { view?: RecordView };
    return view?.dialog !== undefined;
  });
  return dialogs ? [RECORD_DIALOG_CHUNK] : [];
}
