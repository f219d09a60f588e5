// Server entry for prerendering: every document and form is loaded up front, so nothing suspends and
// the HTML holds the page's full content (in Portuguese, the default language).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './App.tsx';
import { FORM_MODULES } from './blocks/Form/form-modules.ts';
import type { PageDocument } from './generated/schemas.ts';
import { LOCALES } from './i18n/locales.ts';
import { documentModule, loadAllDocuments } from './renderer/documents.ts';
import { formatPageTitle } from './shell/page-title.ts';
import { routeForPath, site } from './site.ts';

// Lazy modules render synchronously once loaded: load every document and form before any page renders.
await Promise.all([loadAllDocuments(), ...Object.values(FORM_MODULES).map((module) => module.load())]);

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

export function renderPage(url: string): RenderedPage {
  const html = renderToString(
    <StaticRouter location={url}>
      <AppProviders language="pt">
        <AppRoutes />
      </AppProviders>
    </StaticRouter>,
  );
  const route = routeForPath(url);
  const document: PageDocument | undefined = route && documentModule(route.document).loaded();
  const pt = LOCALES.pt;
  const title = document ? document.meta.title.pt : pt['notFound.metaTitle'];
  return {
    html,
    title: formatPageTitle(title, site.identity.name, pt['page.titleSuffix']),
    description: document ? document.meta.description.pt : pt['notFound.description'],
  };
}

export { site };
