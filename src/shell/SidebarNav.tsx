import { NavLink, Stack } from '@mantine/core';
import { stripLanguagePrefix } from '../i18n/language-paths.ts';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../icons.tsx';
import { usePageAddress } from '../renderer/page-address.ts';
import { normalizePath } from '../site.ts';
import { site } from '../site.ts';

/**
 * The sidebar entries from site.json, in order; the current route is marked for sight and for screen
 * readers. Collapsed to icons (desktop), each entry's label shows as a hint (hints.ts).
 */
export function SidebarNav() {
  const { t, localize } = useLanguage();
  const current = normalizePath(stripLanguagePrefix(usePageAddress().pathname));
  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {site.sidebar.map((entry) => {
          // A label is a locale key ("nav.about") or, for a page added from the editor, its own text.
          const label = typeof entry.label === 'string' ? t(entry.label) : localize(entry.label);
          const active = entry.path === current;
          return (
            <li key={entry.path}>
              <NavLink
                component={LocalizedLink}
                to={entry.path}
                active={active}
                aria-current={active ? 'page' : undefined}
                label={label}
                leftSection={<SchemaIcon name={entry.icon} size={20} />}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                data-hint={label}
                data-hint-side="right"
                data-hint-when="collapsed"
              />
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
