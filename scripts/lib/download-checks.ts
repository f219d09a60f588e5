// Every download button must save something: each { key, number } a document names must be an
// entry of pages-data/collections/downloads.json, a file list's type badge must be that entry's
// format, a 'file' entry's file must exist under public/, and an entry without a title must be saved by a
// record's card, whose title it takes. Collections' records are read as pages are.
import type { DownloadEntry } from '../../src/generated/schemas.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';
import type { ProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';

const DOWNLOADS = 'pages-data/collections/downloads.json';

export function checkDownloads(files: ProjectFiles): Problem[] {
  const problems: Problem[] = [];
  const collection = files.collections.find((file) => file.file === DOWNLOADS);
  const entries = new Map<string, DownloadEntry>();
  const items = (collection?.data as { items?: DownloadEntry[] } | undefined)?.items ?? [];
  items.forEach((entry, i) => {
    const id = `${entry.key} ${entry.number}`;
    if (entries.has(id)) problems.push({ file: DOWNLOADS, pointer: `/items/${i}`, message: `${entry.key} number ${entry.number} is already an entry; key and number together must be unique` });
    entries.set(id, entry);
    if (entry.format === 'file' && entry.file && !files.publicFiles.has(entry.file))
      problems.push({ file: DOWNLOADS, pointer: `/items/${i}/file`, message: `file public${entry.file} does not exist` });
  });
  // Entries a record's card saves: one without a title of its own takes that card's.
  const savedByRecords = new Set<string>();
  // Pages, and records that carry their own download buttons (a file list's files).
  for (const page of [...files.pages, ...files.collections.filter((file) => file.file !== DOWNLOADS)]) {
    walkObjects(page.data, (node, pointer) => {
      const ref = node.download as { key?: unknown; number?: unknown } | undefined;
      if (!ref || typeof ref !== 'object' || typeof ref.key !== 'string' || typeof ref.number !== 'number') return;
      if (!files.pages.includes(page)) savedByRecords.add(`${ref.key} ${ref.number}`);
      const entry = entries.get(`${ref.key} ${ref.number}`);
      if (!entry) {
        problems.push({ file: page.file, pointer: `${pointer}/download`, message: `no downloadable content ${ref.key} number ${ref.number} in ${DOWNLOADS}, so this button would save nothing` });
        return;
      }
      if (typeof node.format === 'string' && node.format !== entry.format.toUpperCase())
        problems.push({ file: page.file, pointer: `${pointer}/format`, message: `shows ${node.format}, but ${ref.key} number ${ref.number} saves a ${entry.format.toUpperCase()} file` });
    });
  }
  items.forEach((entry, i) => {
    if (!entry.title && !savedByRecords.has(`${entry.key} ${entry.number}`))
      problems.push({ file: DOWNLOADS, pointer: `/items/${i}`, message: `${entry.key} number ${entry.number} has no title and no record's card saves it, so its file would have none: give it a "title"` });
  });
  return problems;
}
