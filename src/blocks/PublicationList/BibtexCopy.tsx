import { Button, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies an entry's BibTeX. The button's words confirm it ("BibTeX copied") and a polite live region
 * says the same to screen readers; if the browser refuses the clipboard, the visitor is told so.
 */
export function BibtexCopy({ bibtex, title }: { bibtex: string; title: string }) {
  const { t } = useLanguage();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bibtex);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label = state === 'copied' ? t('publication.bibtexCopied') : state === 'failed' ? t('publication.bibtexFailed') : t('publication.copyBibtex');
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<SchemaIcon name={state === 'copied' ? 'check' : 'quote'} size={14} />}
        onClick={() => void copy()}
        aria-label={`${label}: ${title}`}
      >
        {label}
      </Button>
      <VisuallyHidden role="status">{state === 'idle' ? '' : label}</VisuallyHidden>
    </>
  );
}
