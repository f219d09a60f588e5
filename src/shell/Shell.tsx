import { Box, Burger, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { site } from '../site.ts';
import { HintTooltip, NavigationDrawer } from './deferred-ui.tsx';
import { SearchLauncher } from '../search/SearchLauncher.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import classes from './Shell.module.css';
import { useSidebarState } from './sidebar-state.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { SiteTitle } from './SiteTitle.tsx';

const NAV_ID = 'site-navigation';

export function Shell() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const sidebar = useSidebarState();
  const collapsed = !sidebar.expanded;
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
              opened={sidebar.mobileOpened}
              onClick={sidebar.toggle}
              size="sm"
              aria-label={t(sidebar.mobileOpened ? 'shell.closeNavigation' : 'shell.openNavigation')}
              aria-expanded={sidebar.mobileOpened}
              aria-controls={NAV_ID}
            />
            <HintTooltip label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')} openDelay={700}>
              <UnstyledButton
                visibleFrom="sm"
                className={classes.iconButton}
                onClick={sidebar.toggle}
                aria-label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
                aria-expanded={!collapsed}
              >
                {/* Both drawn, CSS shows the one for the state (known from the first paint). */}
                <IconLayoutSidebarLeftCollapse size={22} className={classes.collapseIcon} />
                <IconLayoutSidebarLeftExpand size={22} className={classes.expandIcon} />
              </UnstyledButton>
            </HintTooltip>
            <SiteTitle />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SearchLauncher />
            {/* On phones the header keeps room for the site's name: the scheme control is in the drawer. */}
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
        <div className={classes.sidebarScroll}>
          <SidebarNav collapsed={collapsed} />
        </div>
      </aside>

      <NavigationDrawer
        opened={sidebar.mobileOpened}
        onClose={sidebar.closeMobile}
        size="18rem"
        hiddenFrom="sm"
        id={NAV_ID}
        title={<SiteTitle onNavigate={sidebar.closeMobile} />}
        closeButtonProps={{ 'aria-label': t('shell.closeNavigation') }}
        padding="sm"
      >
        <Stack gap="md">
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <LanguageSelector />
            <ColorSchemeToggle />
          </Group>
          <SidebarNav onNavigate={sidebar.closeMobile} />
        </Stack>
      </NavigationDrawer>

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
