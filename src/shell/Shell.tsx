import { Box, Burger, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconX } from '@tabler/icons-react';
import { Outlet } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { usePageAddress } from '../renderer/page-address.ts';
import { SearchLauncher } from '../search/SearchLauncher.tsx';
import { site } from '../site.ts';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import classes from './Shell.module.css';
import { MENU_DIALOG_ID, MENU_ICON_HOOK, SIDEBAR_SCROLL_ATTRIBUTE } from './shell-attributes.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { SiteTitle } from './SiteTitle.tsx';

/**
 * The page frame: header, sidebar, the mobile navigation and the main column. It is static HTML: its
 * controls (menu, collapse, search, colour scheme, flags) are operated by the page's first-load script
 * (shell-controls.ts), so they answer the first tap at once, before and without any island.
 */
export function Shell() {
  const { t } = useLanguage();
  const { pathname } = usePageAddress();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              hiddenFrom="sm"
              opened={false}
              size="sm"
              data-shell="menu"
              attributes={MENU_ICON_HOOK}
              aria-label={t('shell.openNavigation')}
              aria-expanded={false}
              aria-controls={MENU_DIALOG_ID}
              aria-haspopup="dialog"
            />
            <UnstyledButton
              visibleFrom="sm"
              className={classes.iconButton}
              data-shell="collapse"
              data-label-expanded={t('shell.collapseSidebar')}
              data-label-collapsed={t('shell.expandSidebar')}
              data-hint={t('shell.collapseSidebar')}
              aria-label={t('shell.collapseSidebar')}
              aria-expanded
            >
              {/* Both drawn, CSS shows the one for the state (known from the first paint). */}
              <IconLayoutSidebarLeftCollapse size={22} className={classes.collapseIcon} aria-hidden="true" />
              <IconLayoutSidebarLeftExpand size={22} className={classes.expandIcon} aria-hidden="true" />
            </UnstyledButton>
            <SiteTitle />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SearchLauncher />
            {/* On phones the header keeps room for the site's name: the scheme control is in the menu. */}
            <Box visibleFrom="sm" style={{ display: 'flex' }}>
              <ColorSchemeToggle />
            </Box>
            <LanguageSelector />
          </Group>
        </Group>
      </header>

      <aside className={classes.navbar}>
        <div className={classes.sidebarHeader}>
          <Stack gap="sm">
            <SiteTitle />
            <LanguageSelector />
          </Stack>
        </div>
        <div className={classes.sidebarScroll} {...{ [SIDEBAR_SCROLL_ATTRIBUTE]: '' }}>
          <SidebarNav />
        </div>
      </aside>

      {/* The mobile navigation: a native modal dialog (focus kept inside, Esc closes, focus returns). */}
      <dialog id={MENU_DIALOG_ID} className={classes.drawer} aria-label={t('shell.mainNavigation')}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <SiteTitle />
            <UnstyledButton className={classes.iconButton} data-shell="menu-close" aria-label={t('shell.closeNavigation')}>
              <IconX size={20} aria-hidden="true" />
            </UnstyledButton>
          </Group>
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <LanguageSelector />
            <ColorSchemeToggle />
          </Group>
          <SidebarNav />
        </Stack>
      </dialog>

      <main className={classes.main}>
        <Container size="72rem" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }} id="main-content" tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Container>
        <Text component="footer" size="sm" c="dimmed" ta="center" py="lg" className={classes.footer}>
          © {site.identity.name} · {t('shell.footer')}
        </Text>
      </main>
    </div>
  );
}
