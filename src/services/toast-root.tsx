// The toast region's own React root, appended to the page the first time something asks for toasts.
import { createRoot } from 'react-dom/client';
import { languageOfPath } from '../i18n/language-paths.ts';
import { withoutBase } from '../i18n/site-base.ts';
import { loadLocale } from '../i18n/locales.ts';
import { AppProviders } from '../AppProviders.tsx';
import { ToastRegion } from './ToastRegion.tsx';

export async function mountToastRegion(): Promise<void> {
  const language = languageOfPath(withoutBase(window.location.pathname));
  await loadLocale(language);
  const container = document.body.appendChild(document.createElement('div'));
  await new Promise<void>((mounted) =>
    createRoot(container).render(
      <AppProviders language={language} scope="root" onCommit={mounted}>
        <ToastRegion />
      </AppProviders>,
    ),
  );
}
