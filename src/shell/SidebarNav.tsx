import { NavLink, Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { stripLanguagePrefix } from '../i18n/language-paths.ts';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../icons.tsx';
import { normalizePath, site } from '../site.ts';
import { HintTooltip, HintTooltipGroup } from './deferred-ui.tsx';

interface SidebarNavProps {
  /** Icons only, labels in tooltips (desktop collapsed). */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The sidebar entries from site.json, in order; the current route is marked for sight and for screen readers. */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useLanguage();
  // Every sidebar path is marked when current, in any language, whether or not its page exists yet.
  const current = normalizePath(stripLanguagePrefix(useLocation().pathname));
  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <HintTooltipGroup openDelay={700} closeDelay={100}>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {site.sidebar.map((entry) => {
            const label = t(entry.label);
            const active = entry.path === current;
            return (
              <li key={entry.path}>
                <HintTooltip label={label} position="right" disabled={!collapsed} withArrow>
                  <NavLink
                    component={LocalizedLink}
                    to={entry.path}
                    onClick={onNavigate}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    aria-label={collapsed ? label : undefined}
                    label={collapsed ? undefined : label}
                    leftSection={<SchemaIcon name={entry.icon} size={20} />}
                    variant="light"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                </HintTooltip>
              </li>
            );
          })}
        </Stack>
      </HintTooltipGroup>
    </nav>
  );
}
