import { UnstyledButton } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import classes from './Shell.module.css';

/**
 * One button that flips the scheme the page shows (see nextColorScheme). The stored choice is only known
 * in the browser: the head script marks it on <html> and CSS shows its icon from the first paint; the
 * first-load script names the choice in the label and handles the click (shell-controls.ts).
 */
export function ColorSchemeToggle() {
  const { t } = useLanguage();
  return (
    <UnstyledButton
      className={classes.iconButton}
      data-shell="scheme"
      aria-label={t('scheme.label')}
      data-hint={t('scheme.label')}
      data-label={t('scheme.current')}
      data-light={t('scheme.light')}
      data-dark={t('scheme.dark')}
      data-auto={t('scheme.auto')}
    >
      <IconSun size={21} aria-hidden="true" className={classes.schemeLight} />
      <IconMoon size={21} aria-hidden="true" className={classes.schemeDark} />
      <IconDeviceDesktop size={21} aria-hidden="true" className={classes.schemeAuto} />
    </UnstyledButton>
  );
}
