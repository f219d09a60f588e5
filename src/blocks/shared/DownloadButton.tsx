import { Button, type ButtonProps } from '@mantine/core';
import type { DownloadRef, IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { actionAttributes, type DownloadWriter } from './action-attributes.ts';
import { LABEL_HOOK } from './action-buttons.ts';
import { itemButtonProps } from './item-button.tsx';

interface DownloadButtonProps extends ButtonProps {
  download: DownloadRef;
  /** The visible word ('Download', 'Material'); the accessible name adds the item's title. */
  label: string;
  item: string;
  /** Writes the file from records on the click (show notes, the CV) instead of the downloads collection. */
  writer?: DownloadWriter;
  /** What the entry saves (PDF, ZIP), when the block shows it: its writer then loads with the click's first step. */
  format?: string;
  /** The icon before the label (default: download). */
  icon?: IconName;
}

/**
 * Saves an entry of the downloads collection, or a file written from records (`writer`). The first-load
 * script runs it (action-buttons.ts, download-action.ts), so it works from the first tap and
 * needs no island: idle → downloading (disabled, "Downloading...") → idle, whatever the outcome; a
 * failure is logged and told in a toast in the visitor's language.
 */
export function DownloadButton({ download, label, item, writer, format, icon = 'download', ...props }: DownloadButtonProps) {
  const { t } = useLanguage();
  return (
    <Button {...itemButtonProps(label, item, icon, props.size)} {...actionAttributes({ kind: 'download', download, busyLabel: t('download.busy'), title: item, writer, format })} attributes={LABEL_HOOK} {...props}>
      {label}
    </Button>
  );
}
