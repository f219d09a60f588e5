import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId } from 'react';
import type { IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { actionAttributes, COPY_ICON_ATTRIBUTE } from './action-buttons.ts';
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
  const { leftSection, ...named } = itemButtonProps(label, item, icon, props.size);
  const done = itemButtonProps(label, item, 'check', props.size).leftSection;
  // Both icons, one shown at a time; `contents` leaves the button's layout as with one icon alone.
  const icons = (
    <>
      <span style={{ display: 'contents' }} {...{ [COPY_ICON_ATTRIBUTE]: 'idle' }}>
        {leftSection}
      </span>
      <span style={{ display: 'contents' }} hidden {...{ [COPY_ICON_ATTRIBUTE]: 'done' }}>
        {done}
      </span>
    </>
  );
  return (
    <>
      <Button
        {...named}
        leftSection={icons}
        {...actionAttributes({ kind: 'copy', text, item, copied: copied ?? t('copy.done'), failed: t('copy.failed'), status })}
        {...props}
      >
        {label}
      </Button>
      <VisuallyHidden role="status" id={status} />
    </>
  );
}
