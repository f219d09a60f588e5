import { Button, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { actionAttributes, COPY_ICON_ATTRIBUTE } from '../shared/action-buttons.ts';

/**
 * Copies an entry's BibTeX, run by the first-load script (shared/action-buttons.ts), so it works from
 * the first tap. The button's words confirm it ("BibTeX copied") and a polite live region says the same
 * to screen readers; if the browser refuses the clipboard, the visitor is told so.
 */
export function BibtexCopy({ bibtex, title }: { bibtex: string; title: string }) {
  const { t } = useLanguage();
  const status = `bibtex${useId()}`;
  const label = t('publication.copyBibtex');
  // Both icons, one shown at a time; `contents` leaves the button's layout as with one icon alone.
  const icons = (
    <>
      <span style={{ display: 'contents' }} {...{ [COPY_ICON_ATTRIBUTE]: 'idle' }}>
        <SchemaIcon name="quote" size={14} />
      </span>
      <span style={{ display: 'contents' }} hidden {...{ [COPY_ICON_ATTRIBUTE]: 'done' }}>
        <SchemaIcon name="check" size={14} />
      </span>
    </>
  );
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={icons}
        aria-label={`${label}: ${title}`}
        {...actionAttributes({ kind: 'copy', text: bibtex, item: title, copied: t('publication.bibtexCopied'), failed: t('publication.bibtexFailed'), status })}
      >
        {label}
      </Button>
      <VisuallyHidden role="status" id={status} />
    </>
  );
}
