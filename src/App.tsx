import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import type { Language } from './i18n/languages.ts';
import { DocumentPage } from './shell/DocumentPage.tsx';
import { NotFound } from './shell/NotFound.tsx';
import { Shell } from './shell/Shell.tsx';
import { site } from './site.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ children, language }: { children: ReactNode; language?: Language }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LanguageProvider initialLanguage={language} restoreStoredLanguage={language === undefined}>
        {children}
      </LanguageProvider>
    </MantineProvider>
  );
}

/** Routes come from site.json: each registered path and each alias renders its document; anything else is not found. */
export function AppRoutes() {
  const documentOf = new Map(site.routes.map((route) => [route.path, route.document]));
  return (
    <Routes>
      <Route element={<Shell />}>
        {site.routes.map((route) => (
          <Route key={route.path} path={route.path} element={<DocumentPage name={route.document} />} />
        ))}
        {site.aliases.map((alias) => (
          <Route key={alias.path} path={alias.path} element={<DocumentPage name={documentOf.get(alias.target) ?? ''} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
