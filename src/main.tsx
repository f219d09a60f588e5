// Browser entry: load the current route's document, then hydrate the prerendered HTML (or render
// from scratch when the HTML was not prerendered for this path).
// Mantine's styles first, so the site's own CSS modules (bundled after) win ties of specificity.
import './styles.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './App.tsx';
import { preloadFormsOf } from './blocks/Form/form-modules.ts';
import { loadDocument } from './renderer/documents.ts';
import { normalizePath, routeForPath } from './site.ts';

const NOT_FOUND_MARKER = '*';

async function start() {
  const path = normalizePath(window.location.pathname);
  const route = routeForPath(path);
  // Everything the first render needs is loaded first, so hydration finds what the server rendered.
  if (route) await preloadFormsOf((await loadDocument(route.document)).blocks);
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
  const prerenderedFor = container.dataset.prerendered;
  if (prerenderedFor === (route ? path : NOT_FOUND_MARKER)) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
