import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import classes from '../shell/Shell.module.css';

/** The header's search button; it and Ctrl/Cmd+K open the site search (open-search.ts, from the first-load script). */
export function SearchLauncher() {
  const { t } = useLanguage();
  return (
    <UnstyledButton className={classes.searchButton} data-shell="search" aria-label={t('search.open')} aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog">
      <IconSearch size={18} aria-hidden="true" />
      <span className={classes.searchLabel}>{t('search.button')}</span>
      {/* A plain <kbd>: Mantine's Kbd styles would join every first load for two letters. */}
      <kbd className={classes.searchKbd} aria-hidden="true">
        Ctrl K
      </kbd>
    </UnstyledButton>
  );
}
