import '@mantine/core/styles/CloseButton.css';
import { Button, CloseButton, type ButtonProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { actionAttributes } from './action-buttons.ts';
import classes from './ItemDialog.module.css';

interface ItemDialogProps {
  /** The button's visible word ('View Details'); its accessible name adds the item's title. */
  label: string;
  /** The item's title, also the dialog's title. */
  title: string;
  icon: IconName;
  children: ReactNode;
  buttonProps?: ButtonProps;
}

/**
 * A button that opens a dialog about one item of a list (a project's details, a course's programme).
 * The dialog is a native <dialog> in the prerendered HTML, its content indexed with the page; the
 * first-load script opens and closes it (shared/action-buttons.ts), so the first tap opens it at once
 * and the list needs no island.
 */
export function ItemDialog({ label, title, icon, children, buttonProps }: ItemDialogProps) {
  const { t } = useLanguage();
  const id = `dialog${useId()}`;
  return (
    <>
      <Button
        leftSection={<SchemaIcon name={icon} size={16} />}
        style={{ alignSelf: 'flex-start' }}
        aria-label={`${label}: ${title}`}
        aria-haspopup="dialog"
        aria-controls={id}
        {...actionAttributes({ kind: 'dialog', dialog: id })}
        {...buttonProps}
      >
        {label}
      </Button>
      <dialog id={id} className={classes.dialog} aria-labelledby={`${id}-title`}>
        <div className={classes.header}>
          <h2 id={`${id}-title`} className={classes.title}>
            {title}
          </h2>
          <CloseButton aria-label={t('dialog.close')} {...actionAttributes({ kind: 'close' })} />
        </div>
        <div className={classes.body}>{children}</div>
      </dialog>
    </>
  );
}
