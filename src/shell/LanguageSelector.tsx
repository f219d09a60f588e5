import { Group, UnstyledButton } from '@mantine/core';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { LANGUAGES } from '../i18n/languages.ts';
import { FLAGS } from './Flags.tsx';
import classes from './LanguageSelector.module.css';

/** Three flag buttons; the current language is the pressed one. */
export function LanguageSelector() {
  const { language, setLanguage, t } = useLanguage();
  return (
    <Group gap={6} role="group" aria-label={t('language.selector')} wrap="nowrap">
      {LANGUAGES.map((code) => {
        const Flag = FLAGS[code];
        return (
          <UnstyledButton
            key={code}
            className={classes.flag}
            aria-pressed={language === code}
            aria-label={t(`language.${code}`)}
            title={t(`language.${code}`)}
            onClick={() => setLanguage(code)}
          >
            <Flag />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
