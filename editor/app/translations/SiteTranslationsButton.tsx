// The file list's "Translations" button: it opens the whole site's Translations view, and says how many
// texts wait (the sum of the files' "N to translate", unsaved edits of open files included).
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { FileSummary } from '../../shared/protocol.ts';

export function SiteTranslationsButton({ files, pressed, onOpen }: { files: FileSummary[]; pressed: boolean; onOpen: () => void }) {
  const waiting = files.reduce((sum, file) => sum + (file.toTranslate ?? 0), 0);
  return (
    <Button variant={pressed ? 'filled' : 'light'} size="xs" mx="sm" mt="xs" leftSection={<IconLanguage size={16} aria-hidden />} onClick={onOpen} aria-pressed={pressed}>
      Translations{waiting > 0 ? ` (${waiting} to translate)` : ''}
    </Button>
  );
}
