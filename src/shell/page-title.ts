import { useEffect } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { setDocumentMeta } from '../services/document-head.ts';
import { site } from '../site.ts';

/** Keeps the tab title (and description, when given) in the visitor's language. */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useLanguage();
  useEffect(() => {
    setDocumentMeta(formatPageTitle(title, site.identity.name, t('page.titleSuffix')), description);
  }, [title, description, t]);
}

export function formatPageTitle(title: string, name: string, suffix: string): string {
  return `${title} · ${name} · ${suffix}`;
}
