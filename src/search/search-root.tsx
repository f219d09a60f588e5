// The search dialog's own React root, made on the first request (open-search.ts).
import { createRoot } from 'react-dom/client';
import { languageOfPath } from '../i18n/language-paths.ts';
import { withoutBase } from '../i18n/site-base.ts';
import { loadLocale } from '../i18n/locales.ts';
import { AppProviders } from '../AppProviders.tsx';
import type { SearchRequest } from './open-search.ts';
import SearchDialog from './SearchDialog.tsx';

export async function mountSearch(): Promise<(request: SearchRequest) => void> {
  const language = languageOfPath(withoutBase(window.location.pathname));
  await loadLocale(language);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  return (request) =>
    root.render(
      <AppProviders language={language} scope="root">
        <SearchDialog request={request} />
      </AppProviders>,
    );
}
