// The whole site's texts that wait for English or Spanish, or whose translation is stale, grouped by
// file: the Portuguese beside an input, and "Mark as translated". A file open in the editor is read as
// it stands, unsaved edits included; any other from the server's list. Marking goes through the editor's
// own path: the file is opened (kept as it is if already open), the translation written into it with
// its fingerprint, and the file saved as Save would, so no other edit of that file is lost and a file
// changed on disk meanwhile is refused and reported, never overwritten.
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { pendingTranslations, type PendingTranslation } from '../../../src/i18n/translation-report.ts';
import { markTranslated, type DraftableText } from '../../../src/i18n/translation-status.ts';
import type { SiteTranslations } from '../../shared/protocol.ts';
import { PendingTextRow } from './PendingTextRow.tsx';
import { readTranslations } from '../api.ts';
import { getAt, setAt } from '../json-pointer.ts';
import { documentToSave, type Editor } from '../use-editor.ts';

type Mark = (item: PendingTranslation, value: string) => Promise<void>;

function Row({ item, onMark }: { item: PendingTranslation; onMark: Mark }) {
  const [busy, setBusy] = useState(false);
  const mark = (value: string) => {
    setBusy(true);
    void onMark(item, value).finally(() => setBusy(false));
  };
  return <PendingTextRow item={item} where={`${item.file} ${item.pointer}`} busy={busy} onMark={mark} />;
}

export function SiteTranslationView({ editor }: { editor: Editor }) {
  const [listed, setListed] = useState<SiteTranslations>();
  const [error, setError] = useState<string>();
  const reload = useCallback(() => readTranslations().then(setListed, (e: Error) => setError(e.message)), []);
  useEffect(() => void reload(), [reload]);

  // An open file's texts as the maintainer has them now; the others as the server listed them.
  const groups = useMemo(() => {
    const paths = new Set([...(listed?.files.map((file) => file.path) ?? []), ...Object.keys(editor.open).filter((path) => editor.open[path]!.data !== undefined)]);
    return [...paths]
      .map((path) => ({ path, items: editor.open[path] ? pendingTranslations(path, documentToSave(editor.open[path]!)) : (listed?.files.find((file) => file.path === path)?.items ?? []) }))
      .filter((group) => group.items.length > 0);
  }, [listed, editor.open]);
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  const mark: Mark = async (item, value) => {
    await editor.loadFile(item.file);
    // A file just read is in the editor once React has rendered it: the edit is tried until it lands.
    let written = false;
    for (let attempt = 0; attempt < 50 && !written; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : 20));
      editor.edit(item.file, (document) => {
        written = true;
        const text = getAt(document, item.pointer) as DraftableText;
        return { document: setAt(document, item.pointer, markTranslated({ ...text, [item.language]: value }, item.language)) };
      });
    }
    if (written) await editor.save(item.file);
    else setError(`${item.file} could not be opened to write the translation.`);
    await reload();
  };

  if (error) return <Alert color="red" m="md" title="The translations could not be listed" role="alert">{error}</Alert>;
  if (!listed) return <Group p="md"><Loader size="sm" /><Text>Reading the site's texts…</Text></Group>;
  return (
    <Stack p="md" gap="md" style={{ overflowY: 'auto', height: '100%' }}>
      <Title order={1} size="h4">Translations</Title>
      <Text>{total === 0 ? 'Every text of the site is translated into English and Spanish.' : `${total} to translate in ${groups.length} ${groups.length === 1 ? 'file' : 'files'}`}</Text>
      {groups.map(({ path, items }) => {
        const file = editor.open[path];
        const status = editor.saveStatus[path];
        return (
          <section key={path} aria-label={path}>
            <Title order={2} size="h5" ff="monospace">{path} ({items.length})</Title>
            {file?.onDisk && (
              <Alert color="red" role="alert" title={file.onDisk.deleted ? 'Not saved: the file was deleted on disk' : 'Not saved: the file changed on disk'}>
                {file.onDisk.message ? `${file.onDisk.message}. ` : ''}Open the file to keep your edits or read it again from disk.
              </Alert>
            )}
            {status?.kind === 'invalid' && <Alert color="red" role="alert" title="Not saved">{status.problems.map((problem) => problem.message).join(' ')}</Alert>}
            {status?.kind === 'refused' && <Alert color="red" role="alert" title="Not saved">{status.message}</Alert>}
            <ul aria-label={`Texts to translate in ${path}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item) => (
                <Row key={`${item.pointer}|${item.language}|${item.pt}`} item={item} onMark={mark} />
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
