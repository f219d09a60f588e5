import { Center, Stack, Text } from '@mantine/core';
import { memo, Suspense, useEffect, useRef } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useLazyModule } from '../../renderer/lazy-module.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { DEFERRED_FORM_MODULES } from './form-modules.ts';
// The styles a form needs to look right before its code arrives; the rest (pickers, toasts) come with it.
import './form-field-styles.ts';

function LoadedForm({ name }: { name: FormBlock['form'] }) {
  const { default: Component } = useLazyModule(DEFERRED_FORM_MODULES[name]);
  return <Component />;
}

/**
 * The boundary that keeps the server's form until its code arrives. Memoized on plain props: a
 * re-render reaching a boundary that has not hydrated yet makes React drop the server's HTML.
 */
const DeferredForm = memo(function DeferredForm({ name, loadingLabel }: { name: FormBlock['form']; loadingLabel: string }) {
  return (
    <Suspense fallback={<Center py="xl"><Text role="status" c="dimmed">{loadingLabel}</Text></Center>}>
      <LoadedForm name={name} />
    </Suspense>
  );
});

/**
 * The forms are never sent by the browser itself: the form's code sends them. Before that code has
 * run, Enter in a field would otherwise reload the page with the fields in the URL. A native listener,
 * because React does not dispatch events inside a boundary it has not hydrated yet.
 */
function useNoNativeSubmit() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const prevent = (event: Event) => event.preventDefault();
    element?.addEventListener('submit', prevent);
    return () => element?.removeEventListener('submit', prevent);
  }, []);
  return ref;
}

/**
 * A form, prerendered. While its code has not loaded, the Suspense boundary keeps the server's HTML
 * (React hydrates it when the code arrives, keeping anything typed meanwhile); after a client-side
 * navigation it shows a short loading line instead.
 */
export function Form({ block }: { block: FormBlock }) {
  const { t } = useLanguage();
  const ref = useNoNativeSubmit();
  return (
    <BlockCard component="section" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" ref={ref}>
        <BlockHeading heading={block.heading} intro={block.intro} />
        <DeferredForm name={block.form} loadingLabel={t('page.loading')} />
      </Stack>
    </BlockCard>
  );
}
