import { NavLink, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { stripLanguagePrefix } from '../i18n/language-paths.ts';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../icons.tsx';
import { normalizePath, routeForPath, site } from '../site.ts';
import { HintTooltip } from './deferred-ui.tsx';

interface SidebarNavProps {
  /** Collapsed to icons (desktop): labels in tooltips. The look itself is the shell's CSS. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/**
 * The unprefixed path whose entry is marked, in any language, whether or not its page exists yet. A
 * not-found page is one prerendered file for every unknown path, so its HTML marks no entry; the
 * entry is marked right after hydration, which must first match that HTML.
 */
function useCurrentSidebarPath(): string | undefined {
  const pathname = useLocation().pathname;
  const path = normalizePath(stripLanguagePrefix(pathname));
  const [afterFirstRender, setAfterFirstRender] = useState(false);
  useEffect(() => setAfterFirstRender(true), []);
  return routeForPath(pathname) || afterFirstRender ? path : undefined;
}

/** The sidebar entries from site.json, in order; the current route is marked for sight and for screen readers. */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useLanguage();
  const current = useCurrentSidebarPath();
  return (
    <nav aria-label={t('shell.mainNavigation')}>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {site.sidebar.map((entry) => {
            const label = t(entry.label);
            const active = entry.path === current;
            return (
              <li key={entry.path}>
                <HintTooltip label={label} position="right" disabled={!collapsed} withArrow openDelay={500} closeDelay={100}>
                  <NavLink
                    component={LocalizedLink}
                    to={entry.path}
                    onClick={onNavigate}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    label={label}
                    leftSection={<SchemaIcon name={entry.icon} size={20} />}
                    variant="light"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                </HintTooltip>
              </li>
            );
          })}
        </Stack>
    </nav>
  );
}
