import type { PageDocument } from '../generated/schemas.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { useBlockRegistry } from '../renderer/block-registry-context.ts';
import { documentModule } from '../renderer/documents.ts';
import { useLazyModule } from '../lib/lazy-module.ts';
import { PageRenderer } from '../renderer/PageRenderer.tsx';
import { usePageTitle } from './page-title.ts';

function LoadedPage({ document }: { document: PageDocument }) {
  const { localize } = useLanguage();
  usePageTitle(localize(document.meta.title), localize(document.meta.description));
  return <PageRenderer document={document} />;
}

/**
 * A route's page, from its document in the page's language. Every render loads the document first (the
 * prerender all of them, the dev server and the tests the one they show), so nothing waits here; one
 * not yet loaded suspends the whole render until it is, with no loading state of its own.
 */
export function DocumentPage({ name }: { name: string }) {
  const { language } = useLanguage();
  const registry = useBlockRegistry();
  return <LoadedPage document={useLazyModule(documentModule(name, language, registry))} />;
}
