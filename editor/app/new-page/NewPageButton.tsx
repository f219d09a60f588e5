// The file list's "New page" button and its dialog: the sidebar's entries (their Portuguese labels,
// from a locale key or written inline) to choose a place, and the new page opened once written.
import { Button } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { readFile } from '../api.ts';
import type { EditorSchemas } from '../form/schemas.ts';
import { isDirty, type Editor } from '../use-editor.ts';
import { NewPageDialog, type SidebarPlace } from './NewPageDialog.tsx';

const SITE = 'pages-data/site.json';

/**
 * The sidebar's entries with the label the Portuguese site shows, and the version of site.json they
 * were read from. Both as they are on disk, not as an open copy with unsaved edits has them: the server
 * places the entry in the disk's sidebar, and only if site.json is still at that version (409 otherwise).
 */
async function sidebarPlaces(): Promise<{ places: SidebarPlace[]; siteVersion: string }> {
  const [site, pt] = await Promise.all([readFile(SITE), readFile('locales/pt.json')]);
  const entries = ((site.data as { sidebar?: { path: string; label: unknown }[] } | undefined)?.sidebar ?? []);
  const keys = (pt.data ?? {}) as Record<string, string>;
  const places = entries.map((entry) => ({ path: entry.path, label: typeof entry.label === 'string' ? (keys[entry.label] ?? entry.label) : ((entry.label as { pt?: string })?.pt ?? entry.path) }));
  return { places, siteVersion: site.version };
}

export function NewPageButton({ editor, schemas }: { editor: Editor; schemas: EditorSchemas | undefined }) {
  const [planned, setPlanned] = useState<{ places: SidebarPlace[]; siteVersion: string }>();
  const icons = ((schemas?.definitions['common/icon'] as { enum?: string[] } | undefined)?.enum ?? []).slice().sort();
  const open = () => void sidebarPlaces().then(setPlanned);
  const created = async (document: string) => {
    setPlanned(undefined);
    await editor.refreshFiles();
    // site.json now holds the route and entry: an open copy without edits is read again.
    const site = editor.open[SITE];
    if (site && !isDirty(site)) await editor.reloadFromDisk(SITE);
    await editor.openFile(document);
  };
  return (
    <>
      <Button variant="light" size="xs" mx="sm" mt="sm" leftSection={<IconFilePlus size={16} aria-hidden />} onClick={open} disabled={!schemas}>
        New page
      </Button>
      <NewPageDialog opened={planned !== undefined} onClose={() => setPlanned(undefined)} icons={icons} sidebar={planned?.places ?? []} siteVersion={planned?.siteVersion ?? ''} onCreated={(document) => void created(document)} />
    </>
  );
}
