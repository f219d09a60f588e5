import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import type { DownloadEntry, DownloadRef } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';

interface DownloadButtonProps extends ButtonProps {
  download: DownloadRef;
  /** Writes the file's content from the item itself (show notes) or from collections loaded on click (the CV), instead of the downloads collection. */
  entry?: () => DownloadEntry | Promise<DownloadEntry>;
  /** The visible word ('Download', 'Material'); the accessible name adds the item's title. */
  label: string;
  item: string;
}

/**
 * Saves an entry of the downloads collection, or one written from the item (`entry`). Idle → downloading (disabled, "Downloading...") → idle,
 * whatever the outcome; a failure is logged and told in a toast in the visitor's language.
 */
export function DownloadButton({ download, entry, label, item, ...props }: DownloadButtonProps) {
  const { language, t } = useLanguage();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { saveDownload } = await import('../../downloads/save-download.ts');
      await saveDownload(download, language, t, entry);
    } catch (error) {
      console.error('Erro ao fazer download', error);
      const [{ requestToasts }, { notifyError }] = await Promise.all([import('../../services/toasts.tsx'), import('../../services/notify.ts')]);
      await requestToasts();
      notifyError(t('download.errorTitle'), t('download.errorMessage'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      leftSection={<SchemaIcon name="download" size={props.size === 'xs' ? 14 : 16} />}
      style={{ alignSelf: 'flex-start' }}
      disabled={busy}
      aria-label={busy ? undefined : `${label}: ${item}`}
      onClick={() => void run()}
      {...props}
    >
      {busy ? t('download.busy') : label}
    </Button>
  );
}
