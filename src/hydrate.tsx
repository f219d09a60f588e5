// The application: load the current page (its document and its blocks' code), then hydrate the
// prerendered HTML, or render from scratch where nothing was prerendered for this path.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './App.tsx';
import { languageOfPath } from './i18n/language-paths.ts';
import { loadLocale } from './i18n/locales.ts';
import { loadDocument } from './renderer/documents.ts';
import { prerenderMarker } from './renderer/prerender-marker.ts';
import { normalizePath, routeForPath } from './site.ts';

/**
 * Hydrates the root when it holds HTML prerendered for this very page, renders afresh otherwise.
 * Resolves once React has committed that first render.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const path = normalizePath(window.location.pathname);
  const route = routeForPath(path);
  const hydrate = container.dataset.prerendered === prerenderMarker(route ? path : undefined, languageOfPath(path));
  // Everything the first render needs is loaded first, so hydration finds what the server rendered.
  await Promise.all([route && loadDocument(route.document, languageOfPath(path)), loadLocale(languageOfPath(path))]);
  await new Promise<void>((committed) => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <AppProviders onCommit={committed}>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>
    );
    // A transition lets React hydrate in slices, yielding to the browser between them.
    if (hydrate) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
}
