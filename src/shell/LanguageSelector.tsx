import { Group, UnstyledButton } from '@mantine/core';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { LANGUAGES } from '../i18n/languages.ts';
import { FLAGS } from './Flags.tsx';
import classes from './Shell.module.css';

/** Three flag buttons; the current language is the pressed one. A click goes to this page in that language (shell-controls.ts). */
export function LanguageSelector() {
  const { language, t } = useLanguage();
  return (
    <Group gap={6} role="group" aria-label={t('language.selector')} wrap="nowrap">
      {LANGUAGES.map((code) => {
        const Flag = FLAGS[code];
        return (
          <UnstyledButton key={code} className={classes.flag} aria-pressed={language === code} aria-label={t(`language.${code}`)} title={t(`language.${code}`)} data-language={code}>
            <Flag />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
