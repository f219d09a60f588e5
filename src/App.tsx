import { matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from './i18n/languages.ts';
import { DocumentPage } from './shell/DocumentPage.tsx';
import { NotFound } from './shell/NotFound.tsx';
import { Shell } from './shell/Shell.tsx';
import { sitePages } from './site.ts';

/** What a route shows: its document's name. */
interface PageHandle {
  document: string;
}

/** A path's language segment: none for Portuguese, `en` or `es` otherwise; any other word is no page. */
const isLanguageSegment = (segment: string | undefined) => segment === undefined || (PREFIXED_LANGUAGES as readonly string[]).includes(segment);

function RoutePage({ document }: PageHandle) {
  return isLanguageSegment(useParams().language) ? <DocumentPage name={document} /> : <NotFound />;
}

/**
 * The route table, from site.json: each registered path and alias renders its document, once, under an
 * optional language segment (none for Portuguese, /en and /es otherwise); anything else is the
 * not-found page. React Router matches it for the page that renders (AppRoutes) and for the prerender
 * and the dev server, which ask matchPage which document a URL shows: one table, one match.
 */
export const ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      ...sitePages().map(({ path, document }): RouteObject => ({
        path: `/:language?${path === '/' ? '' : path}`,
        element: <RoutePage document={document} />,
        handle: { document } satisfies PageHandle,
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/** The document a URL shows (without the site's base path), or undefined for the not-found page. */
export function matchPage(url: string): string | undefined {
  const leaf = matchRoutes(ROUTES, url)?.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  return handle && isLanguageSegment(leaf!.params.language) ? handle.document : undefined;
}
