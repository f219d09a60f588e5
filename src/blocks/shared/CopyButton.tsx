import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { actionAttributes } from './action-attributes.ts';
import { LABEL_HOOK, COPY_ICON_ATTRIBUTE } from './action-buttons.ts';
import { itemButtonProps } from './item-button.tsx';

interface CopyButtonProps extends ButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The visible word ("Copy BibTeX"); the accessible name adds the item's title. */
  label: string;
  item: string;
  /** The words once copied ("BibTeX copied"); default copy.done ("Copied"). */
  copied?: string;
  icon: IconName;
}

/**
 * Copies a text: an entry's BibTeX, or a record's field through a view's copy action. The first-load
 * script runs it (action-buttons.ts), so it works from the first tap. Its words confirm it, and a polite
 * live region says the same to screen readers; if the browser refuses the clipboard, both say so.
 */
export function CopyButton({ text, label, item, copied, icon, ...props }: CopyButtonProps) {
  const { t } = useLanguage();
  const status = `copy${useId()}`;
  // Both icons, one shown at a time (the script swaps them); `contents` leaves the button's layout as with one icon alone.
  const icons = (['idle', 'done'] as const).map((state) => (
    <span key={state} style={{ display: 'contents' }} hidden={state === 'done'} {...{ [COPY_ICON_ATTRIBUTE]: state }}>
      {itemButtonProps(label, item, state === 'idle' ? icon : 'check', props.size).leftSection}
    </span>
  ));
  return (
    <>
      <Button
        {...itemButtonProps(label, item, icon, props.size)}
        leftSection={icons}
        {...actionAttributes({ kind: 'copy', text, item, copied: copied ?? t('copy.done'), failed: t('copy.failed'), status })}
        attributes={LABEL_HOOK}
        {...props}
      >
        {label}
      </Button>
      <VisuallyHidden role="status" id={status} />
    </>
  );
}
