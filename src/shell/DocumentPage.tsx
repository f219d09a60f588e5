import { Center, Text } from '@mantine/core';
import { Suspense } from 'react';
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

function SuspendingPage({ name }: { name: string }) {
  const { language } = useLanguage();
  const registry = useBlockRegistry();
  return <LoadedPage document={useLazyModule(documentModule(name, language, registry))} />;
}

function PageLoading() {
  const { t } = useLanguage();
  return (
    <Center py={80}>
      {/* Plain text, announced politely: a page loads in well under a second after the first. */}
      <Text role="status" c="dimmed">{t('page.loading')}</Text>
    </Center>
  );
}

/** A route's page: its document is fetched on first visit (one chunk per document), then cached. */
export function DocumentPage({ name }: { name: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SuspendingPage name={name} />
    </Suspense>
  );
}
