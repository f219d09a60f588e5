import { Button, type ButtonProps } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { lazyModule, useLoadedWhen } from '../../lib/lazy-module.ts';

// Mantine's Modal (focus trap, scroll lock, Esc, focus returned to the button) loads on the first
// open: a closed dialog renders nothing, so pages that never open one never pay for it.
const modalModule = lazyModule(() => import('./deferred-modal.ts'));

interface ItemDialogProps {
  /** The button's visible word ('View Details'); its accessible name adds the item's title. */
  label: string;
  /** The item's title, also the dialog's title. */
  title: string;
  icon: IconName;
  children: ReactNode;
  buttonProps?: ButtonProps;
}

/** A button that opens a dialog about one item of a list (a project's details or results). */
export function ItemDialog({ label, title, icon, children, buttonProps }: ItemDialogProps) {
  const { t } = useLanguage();
  const [opened, setOpened] = useState(false);
  const module = useLoadedWhen(modalModule, opened);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        leftSection={<SchemaIcon name={icon} size={16} />}
        style={{ alignSelf: 'flex-start' }}
        aria-label={`${label}: ${title}`}
        aria-haspopup="dialog"
        ref={button}
        onClick={() => setOpened(true)}
        {...buttonProps}
      >
        {label}
      </Button>
      {module && (
        <module.Modal
          opened={opened}
          onClose={() => setOpened(false)}
          // The dialog first mounts already open (its code loads on the first click), before Mantine
          // can note where focus was; so the button takes focus back itself once the dialog has gone.
          returnFocus={false}
          onExitTransitionEnd={() => button.current?.focus()}
          title={title}
          size="lg"
          radius="md"
          closeButtonProps={{ 'aria-label': t('dialog.close') }}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.35 } }}
        >
          {children}
        </module.Modal>
      )}
    </>
  );
}
