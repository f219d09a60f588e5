import '@mantine/core/styles/CloseButton.css';
import { Button, CloseButton, type ButtonProps } from '@mantine/core';
import { useId } from 'react';
import type { IconName, RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import type { RecordData } from '../../records/select-records.ts';
import { actionAttributes } from '../shared/action-buttons.ts';
import { itemButtonProps } from '../shared/item-button.tsx';
import { DialogParts } from './DialogParts.tsx';
import classes from './RecordDialog.module.css';

interface RecordDialogProps {
  /** The button's visible word ('View Details'); its accessible name adds the record's title. */
  label: string;
  /** The record's title, also the dialog's title. */
  title: string;
  icon: IconName;
  buttonProps: ButtonProps;
  view: RecordView;
  record: RecordData;
}

/**
 * A dialog action's button and the record's dialog (a view's `dialog`). The dialog is a native <dialog> in
 * the prerendered HTML, its content indexed with the page; the first-load script opens and closes it
 * (shared/action-buttons.ts), so the first tap opens it at once and the list needs no island. Its own
 * chunk, loaded with RecordList's (src/blocks/registry.ts) but outside its static imports, so the dialog's
 * styles join only the stylesheet of pages whose record lists have a dialog (scripts/lib/view-chunks.ts).
 */
export function RecordDialog({ label, title, icon, buttonProps, view, record }: RecordDialogProps) {
  const { t } = useLanguage();
  const id = `dialog${useId()}`;
  return (
    <>
      <Button {...itemButtonProps(label, title, icon)} aria-haspopup="dialog" aria-controls={id} {...actionAttributes({ kind: 'dialog', dialog: id })} {...buttonProps}>
        {label}
      </Button>
      <dialog id={id} className={classes.dialog} aria-labelledby={`${id}-title`}>
        <div className={classes.header}>
          <h2 id={`${id}-title`} className={classes.title}>
            {title}
          </h2>
          <CloseButton aria-label={t('dialog.close')} {...actionAttributes({ kind: 'close' })} />
        </div>
        <div className={classes.body}>
          <DialogParts view={view} record={record} />
        </div>
      </dialog>
    </>
  );
}
