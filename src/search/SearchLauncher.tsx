import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import classes from '../shell/Shell.module.css';
import type { CSSProperties } from 'react';
import { SEARCH_SHELL_ID } from './search-shell.ts';

/**
 * The stand-in drawn like Spotlight: over a blurred overlay, 600 px wide, 80 px from the top, an 18 px
 * field with its icon, so the hand-over is not seen. Inline styles, in the template: a stylesheet rule
 * would weigh on every page's render-blocking CSS (its 12 KB budget) for a dialog few visits open.
 */
const standIn = {
  overlay: { position: 'fixed', inset: 0, zIndex: 9999, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '80px 16px', background: 'rgb(0 0 0 / 35%)', backdropFilter: 'blur(7px)' },
  content: { position: 'relative', width: '100%', maxWidth: 600, borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-body)', boxShadow: 'var(--mantine-shadow-xl)' },
  icon: { position: 'absolute', left: 15, top: 16, display: 'flex', color: 'var(--mantine-color-dimmed)' },
  input: { display: 'block', width: '100%', height: 50, padding: '0 16px 0 48px', border: '1px solid var(--mantine-primary-color-filled)', borderRadius: 'var(--mantine-radius-md)', background: 'inherit', color: 'inherit', font: 'inherit', fontSize: 18, outline: 'none' },
  status: { margin: 0, padding: '24px 16px', textAlign: 'center', color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-sm)' },
} satisfies Record<string, CSSProperties>;

/**
 * The header's search button; it and Ctrl/Cmd+K open the site search (open-search.ts, from the first-load
 * script). With it, the search dialog's stand-in, in the page's language: shown at once on the first
 * request, while the real dialog loads (search-shell.ts). A template is inert: no one sees or reaches it.
 */
export function SearchLauncher() {
  const { t } = useLanguage();
  return (
    <>
      <template id={SEARCH_SHELL_ID}>
        <div style={standIn.overlay}>
          <section style={standIn.content} role="dialog" aria-modal="true" aria-label={t('search.title')}>
            <span style={standIn.icon}>
              <IconSearch size={18} aria-hidden="true" />
            </span>
            <input style={standIn.input} type="text" placeholder={t('search.placeholder')} aria-label={t('search.title')} autoComplete="off" />
            <p style={standIn.status} role="status" data-failed={t('search.failed')}>
              {t('search.loading')}
            </p>
          </section>
        </div>
      </template>
      <UnstyledButton className={classes.searchButton} data-shell="search" aria-label={t('search.open')} aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog">
        <IconSearch size={18} aria-hidden="true" />
        <span className={classes.searchLabel}>{t('search.button')}</span>
        {/* A plain <kbd>: Mantine's Kbd styles would join every first load for two letters. */}
        <kbd className={classes.searchKbd} aria-hidden="true">
          Ctrl K
        </kbd>
      </UnstyledButton>
    </>
  );
}
