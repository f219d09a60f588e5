import { NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../icons.tsx';
import { normalizePath, site } from '../site.ts';

interface SidebarNavProps {
  /** Icons only, labels in tooltips (desktop collapsed). */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The sidebar entries from site.json, in order; the current route is marked for sight and for screen readers. */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useLanguage();
  const current = normalizePath(useLocation().pathname);
  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <Tooltip.Group openDelay={700} closeDelay={100}>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {site.sidebar.map((entry) => {
            const label = t(entry.label);
            const active = entry.path === current;
            return (
              <li key={entry.path}>
                <Tooltip label={label} position="right" disabled={!collapsed} withArrow>
                  <NavLink
                    component={Link}
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
                </Tooltip>
              </li>
            );
          })}
        </Stack>
      </Tooltip.Group>
    </nav>
  );
}
