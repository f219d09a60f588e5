import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import type { DownloadEntry, DownloadRef } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { reportDownloadFailure } from '../../downloads/download-action.ts';
import { actionAttributes } from './action-buttons.ts';

interface DownloadButtonProps extends ButtonProps {
  download: DownloadRef;
  /** The visible word ('Download', 'Material'); the accessible name adds the item's title. */
  label: string;
  item: string;
}

const look = (props: ButtonProps) => ({ leftSection: <SchemaIcon name="download" size={props.size === 'xs' ? 14 : 16} />, style: { alignSelf: 'flex-start' } });

/**
 * Saves an entry of the downloads collection. The first-load script runs it (action-buttons.ts, downloads/download-action.ts), so it
 * works from the first tap and needs no island: idle → downloading (disabled, "Downloading...") → idle,
 * whatever the outcome; a failure is logged and told in a toast in the visitor's language.
 */
export function DownloadButton({ download, label, item, ...props }: DownloadButtonProps) {
  const { t } = useLanguage();
  return (
    <Button {...look(props)} aria-label={`${label}: ${item}`} {...actionAttributes({ kind: 'download', download, busyLabel: t('download.busy') })} {...props}>
      {label}
    </Button>
  );
}

/**
 * Saves a file written on click from the item itself (an episode's show notes) or from collections it
 * loads (the CV), named by `download`'s rule: React code, so its block is an island. Same states as above.
 */
export function BuiltDownloadButton({ download, entry, label, item, ...props }: DownloadButtonProps & { entry: () => DownloadEntry | Promise<DownloadEntry> }) {
  const { language, t } = useLanguage();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { saveDownload } = await import('../../downloads/save-download.ts');
      await saveDownload(download, language, t, entry);
    } catch (error) {
      await reportDownloadFailure(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...look(props)} disabled={busy} aria-label={busy ? undefined : `${label}: ${item}`} onClick={() => void run()} {...props}>
      {busy ? t('download.busy') : label}
    </Button>
  );
}
