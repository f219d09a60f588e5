import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { onSearchShortcut } from './search-shortcut.ts';
import classes from './SearchLauncher.module.css';

// The dialog, Spotlight's code and styles, MiniSearch and the index all load when the search first opens.
const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

/** The header's search button; it and Ctrl/Cmd+K open the site search. */
export function SearchLauncher() {
  const { t } = useLanguage();
  // Each request counts up, so the dialog opens again after it was closed.
  const [requests, setRequests] = useState(0);
  const open = () => setRequests((count) => count + 1);
  useEffect(() => onSearchShortcut(open), []);
  return (
    <>
      <UnstyledButton className={classes.button} onClick={open} aria-label={t('search.open')} aria-keyshortcuts="Control+K Meta+K">
        <IconSearch size={18} aria-hidden="true" />
        <span className={classes.label}>{t('search.button')}</span>
        {/* A plain <kbd>: Mantine's Kbd styles would join every first load for two letters. */}
        <kbd className={classes.kbd} aria-hidden="true">
          Ctrl K
        </kbd>
      </UnstyledButton>
      {requests > 0 && (
        <Suspense fallback={null}>
          <SearchDialog requests={requests} />
        </Suspense>
      )}
    </>
  );
}
