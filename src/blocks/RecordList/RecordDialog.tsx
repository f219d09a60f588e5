import '@mantine/core/styles/CloseButton.css';
import { Button, CloseButton, Group, Text, type ButtonProps } from '@mantine/core';
import { useId } from 'react';
import type { IconName, RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import type { RecordData } from '../../records/select-records.ts';
import { actionAttributes } from '../shared/action-attributes.ts';
import { DIALOG_FAILED_ATTRIBUTE, DIALOG_PART_ATTRIBUTE } from '../shared/dialog-part-marks.ts';
import { useDialogBodies } from '../../renderer/parts-collector.ts';
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
 * On a page of many dialogs its body is in a part (dialog-parts.ts): the dialog keeps its title and close
 * button, and its body says where the rest is and "Loading…" until the part arrives.
 */
export function RecordDialog({ label, title, icon, buttonProps, view, record }: RecordDialogProps) {
  const { t } = useLanguage();
  const id = `dialog${useId()}`;
  const body = <DialogParts view={view} record={record} />;
  const part = useDialogBodies()?.(id, body);
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
        {part ? (
          // Mantine's own text and button: their styles are on every page already, so a page's stylesheet is
          // the same whether its dialogs are whole or not. The failure's line, with its retry, is written once
          // a page, inert in a template: dialog-part.ts puts a copy in place of "Loading…" when a part fails.
          <div className={classes.body} {...{ [DIALOG_PART_ATTRIBUTE]: part.address }}>
            <Text size="sm" c="dimmed" role="status">
              {t('dialog.loading')}
            </Text>
            {part.first && (
              <template {...{ [DIALOG_FAILED_ATTRIBUTE]: '' }}>
                <Group gap="sm" role="alert">
                  <Text size="sm">{t('dialog.failed')}</Text>
                  <Button variant="light" size="compact-sm">
                    {t('dialog.retry')}
                  </Button>
                </Group>
              </template>
            )}
          </div>
        ) : (
          <div className={classes.body}>{body}</div>
        )}
      </dialog>
    </>
  );
}
