// `npm run dev` serves no prerendered HTML: the page renders here, whole, in one React tree (every
// block's behaviour included), then the shell's controls start as on a built page.
import { createRoot } from 'react-dom/client';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, matchPage } from './App.tsx';
import { AppProviders } from './AppProviders.tsx';
import { blockRegistry } from './blocks/block-registry.ts';
import { languageOfPath } from './i18n/language-paths.ts';
import { withoutBase } from './i18n/site-base.ts';
import { loadLocale } from './i18n/locales.ts';
import { loadDocument } from './renderer/documents.ts';

export async function renderPage(container: HTMLElement): Promise<void> {
  const pathname = withoutBase(window.location.pathname);
  const language = languageOfPath(pathname);
  const document = matchPage(pathname);
  await Promise.all([document && loadDocument(document, language, blockRegistry), loadLocale(language)]);
  await new Promise<void>((rendered) => {
    createRoot(container).render(
      <StaticRouter location={pathname}>
        <AppProviders language={language} registry={blockRegistry} onCommit={rendered}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>,
    );
  });
}
