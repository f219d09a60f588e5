import { AppShell, Burger, Container, Drawer, Group, ScrollArea, Stack, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { site } from '../site.ts';
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
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: collapsed ? '3rem' : '16rem', breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
      className={classes.shell}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
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
            <Tooltip label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')} openDelay={700}>
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                onClick={sidebar.toggle}
                aria-label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
                aria-expanded={!collapsed}
              >
                {collapsed ? <IconLayoutSidebarLeftExpand size={22} /> : <IconLayoutSidebarLeftCollapse size={22} />}
              </ActionIcon>
            </Tooltip>
            <SiteTitle />
          </Group>
          <LanguageSelector />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar component="aside" className={classes.navbar}>
        <AppShell.Section className={classes.sidebarHeader} hidden={collapsed}>
          <Stack gap="sm">
            <SiteTitle />
            <LanguageSelector />
          </Stack>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} p={collapsed ? 4 : 'xs'}>
          <SidebarNav collapsed={collapsed} />
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer
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
          <LanguageSelector />
          <SidebarNav onNavigate={sidebar.closeMobile} />
        </Stack>
      </Drawer>

      <AppShell.Main>
        <Container size="72rem" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }} id="main-content" tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Container>
        <Text component="footer" size="sm" c="dimmed" ta="center" py="lg" className={classes.footer}>
          © {site.identity.name} · {t('shell.footer')}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
