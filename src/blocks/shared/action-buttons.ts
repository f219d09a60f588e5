// Buttons whose action needs no React, run by the first-load script: Watch (a video in a new tab) and
// Download (an entry of the downloads collection, built in the browser). Plain DOM code over the
// prerendered button, so it answers the visitor's first tap at once, and a block made only of such
// buttons needs no island. The button says what it does in data attributes (actionAttributes below).
import type { DownloadRef } from '../../generated/schemas.ts';
import { openVideo } from '../VideoList/youtube.ts';

export const ACTION_ATTRIBUTE = 'data-action';
export const ACTIONS = ['video', 'download'] as const;
export type ButtonAction = { kind: 'video'; url: string } | { kind: 'download'; download: DownloadRef; busyLabel: string };

/** The attributes that make a prerendered button run `action` (spread onto the button). */
export function actionAttributes(action: ButtonAction): Record<string, string> {
  if (action.kind === 'video') return { [ACTION_ATTRIBUTE]: 'video', 'data-url': action.url };
  return { [ACTION_ATTRIBUTE]: 'download', 'data-download-key': action.download.key, 'data-download-number': String(action.download.number), 'data-busy-label': action.busyLabel };
}

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${ACTION_ATTRIBUTE}]`) : null;
  if (!button || button.disabled || button.hasAttribute(BUSY)) return;
  if (button.dataset.action === 'video') openVideo(button.dataset.url!);
  else if (button.dataset.action === 'download') void download(button);
}

/** Marks a download under way from the click on, so a second click before its code arrives starts nothing. */
const BUSY = 'data-busy';

async function download(button: HTMLButtonElement) {
  button.setAttribute(BUSY, '');
  try {
    // The helper, the strings and the file's own code (jspdf, fflate) load on the click.
    const { runDownloadButton } = await import('../../downloads/download-action.ts');
    await runDownloadButton(button);
  } finally {
    button.removeAttribute(BUSY);
  }
}

/** Runs every action button of the page, prerendered or rendered later. */
export function startActionButtons(): void {
  document.addEventListener('click', onClick);
}
