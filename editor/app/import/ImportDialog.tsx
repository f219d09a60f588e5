// The file list's "Import records" button and its dialog: choose a Lattes, BibTeX or ORCID file, read the same
// report `npm run import:*` prints, then Apply writes it (the server plans the same file again).
import { Alert, Button, Code, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportResponse } from '../../shared/import-protocol.ts';
import { sendImport } from './import-api.ts';

interface ImportDialogProps {
  /** Called with the files written, so the editor reads them again. */
  onWritten: (files: string[]) => void | Promise<void>;
}

export function ImportButton({ onWritten }: ImportDialogProps) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<ImportResponse>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setFile(null);
    setPlan(undefined);
    setMessage(undefined);
  };
  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    setBusy(true);
    const result = await sendImport(chosen, false);
    setBusy(false);
    if (result.ok) setPlan(result.response);
    else setMessage(result.message);
  };
  const apply = async () => {
    if (!file) return;
    setBusy(true);
    const result = await sendImport(file, true);
    setBusy(false);
    if (!result.ok) return setMessage(result.message);
    const written = result.response.written ?? [];
    setPlan(undefined);
    setMessage(written.length ? `Written: ${written.join(', ')}.` : 'Nothing to write: the site already holds every record as imported.');
    await onWritten(written);
  };
  return (
    <>
      <Button variant="light" size="xs" mx="sm" mt="xs" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Import records
      </Button>
      <Modal opened={opened} onClose={() => { setOpened(false); reset(); }} title="Import records" size="xl">
        <Stack gap="sm">
          <Text size="sm">Your Lattes export (.xml or .zip), a BibTeX file (.bib) or the works of your ORCID record (.json). You see what would change first; nothing is written until you apply it.</Text>
          <FileInput label="File to import" placeholder="Choose a .xml, .zip, .bib or .json file" accept=".xml,.zip,.bib,.json" value={file} onChange={(chosen) => void choose(chosen)} disabled={busy} clearable />
          {message && <Alert role="status" color={plan ? 'gray' : 'blue'}>{message}</Alert>}
          {plan && (
            <>
              <Code block aria-label="Import report" style={{ maxHeight: '50vh', overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                {plan.report}
              </Code>
              <Group justify="flex-end">
                <Button onClick={() => void apply()} loading={busy} disabled={!plan.writable || !plan.changes}>
                  Apply
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
