import { UnstyledButton, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { nextColorScheme } from './color-scheme.ts';
import { HintTooltip } from './deferred-ui.tsx';
import classes from './Shell.module.css';

const ICON = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/**
 * One button that steps through light, dark and the system's scheme, naming the current one. The stored
 * choice is only known in the browser, so the prerendered button (and the first render that hydrates it)
 * shows the drawn scheme, sun or moon by CSS, and names the control; the choice shows once the app runs.
 */
export function ColorSchemeToggle() {
  const { t } = useLanguage();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const label = started ? t('scheme.current').replace('{scheme}', t(`scheme.${colorScheme}`)) : t('scheme.label');
  const Icon = ICON[colorScheme];
  return (
    <HintTooltip label={label} openDelay={500}>
      <UnstyledButton className={classes.iconButton} aria-label={label} onClick={() => setColorScheme(nextColorScheme(colorScheme))}>
        {started ? (
          <Icon size={21} aria-hidden="true" />
        ) : (
          <>
            <IconSun size={21} aria-hidden="true" className="mantine-dark-hidden" />
            <IconMoon size={21} aria-hidden="true" className="mantine-light-hidden" />
          </>
        )}
      </UnstyledButton>
    </HintTooltip>
  );
}
