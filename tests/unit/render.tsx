// Renders app pieces the way the app does: Mantine, the language provider and a router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from '../../src/App.tsx';
import type { Language } from '../../src/i18n/languages.ts';

export function renderWithProviders(ui: ReactElement, options: { language?: Language; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AppProviders language={options.language}>{ui}</AppProviders>
    </MemoryRouter>,
  );
}

export function renderApp(path: string, language?: Language) {
  return renderWithProviders(<AppRoutes />, { path, language });
}
