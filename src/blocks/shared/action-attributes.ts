// The data attributes that make a prerendered button one of the first-load script's (action-buttons.ts):
// what the page's components write. Apart from the script, which reads them, so its every byte is what
// the browser runs (its budget: tests/node/budgets.test.ts).
import type { DownloadRef } from '../../generated/schemas.ts';
import { ACTION_ATTRIBUTE } from './action-buttons.ts';

/**
 * A file written from records on the click rather than read from the downloads collection, and what it
 * is written from: an episode's show notes (its number), the CV (its publications' ids).
 */
export type DownloadWriter = { kind: 'show-notes'; episode: number } | { kind: 'cv'; publications: readonly string[] };
export type ButtonAction =
  | { kind: 'video'; url: string }
  | { kind: 'copy'; text: string; item: string; copied: string; failed: string; status: string } // status: the id of its live region
  // format: what the entry saves, when the block knows it (a file list's validated badge); a written file is a PDF
  // title: the card's, which a downloads entry without a title of its own takes
  | { kind: 'download'; download: DownloadRef; busyLabel: string; title: string; writer?: DownloadWriter; format?: string }
  | { kind: 'print' } // the browser's print dialog
  | { kind: 'dialog'; dialog: string } // opens the <dialog> with this id
  | { kind: 'close' }; // closes the <dialog> it is in

/** The attributes that make a prerendered button run `action` (spread onto the button). */
export function actionAttributes(action: ButtonAction): Record<string, string> {
  if (action.kind === 'video') return { [ACTION_ATTRIBUTE]: 'video', 'data-url': action.url };
  if (action.kind === 'dialog') return { [ACTION_ATTRIBUTE]: 'dialog', 'data-dialog': action.dialog };
  if (action.kind === 'close') return { [ACTION_ATTRIBUTE]: 'close' };
  if (action.kind === 'print') return { [ACTION_ATTRIBUTE]: 'print' };
  if (action.kind === 'copy')
    return { [ACTION_ATTRIBUTE]: 'copy', 'data-copy': action.text, 'data-item': action.item, 'data-copied-label': action.copied, 'data-failed-label': action.failed, 'data-status': action.status };
  const { download, busyLabel, title, writer, format } = action;
  return {
    [ACTION_ATTRIBUTE]: 'download',
    'data-download-key': download.key,
    'data-download-number': String(download.number),
    'data-download-title': title,
    'data-busy-label': busyLabel,
    ...(writer && { 'data-download-writer': JSON.stringify(writer) }),
    ...(format && { 'data-download-format': format.toLowerCase() }),
  };
}
