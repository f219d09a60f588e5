// Browser entry: load the current page (its document and its blocks' code, all preloaded by the
// HTML), then hydrate the prerendered HTML, or render from scratch where nothing was prerendered.
// Mantine's styles first, so the site's own CSS modules (bundled after) win ties of specificity.
import './styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './App.tsx';
import { languageOfPath } from './i18n/language-paths.ts';
import { loadDocument } from './renderer/documents.ts';
import { prerenderMarker } from './renderer/prerender-marker.ts';
import { normalizePath, routeForPath } from './site.ts';

async function start() {
  const path = normalizePath(window.location.pathname);
  const route = routeForPath(path);
  // Everything the first render needs is loaded first, so hydration finds what the server rendered.
  if (route) await loadDocument(route.document);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
  if (container.dataset.prerendered === prerenderMarker(route ? path : undefined, languageOfPath(path))) {
    // A transition lets React hydrate in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
