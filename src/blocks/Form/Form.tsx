import { Center, Loader, Stack } from '@mantine/core';
import { Suspense } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useLazyModule } from '../../renderer/lazy-module.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { FORM_MODULES } from './form-modules.ts';

function LoadedForm({ name }: { name: FormBlock['form'] }) {
  const { default: Component } = useLazyModule(FORM_MODULES[name]);
  return <Component />;
}

export function Form({ block }: { block: FormBlock }) {
  const { t } = useLanguage();
  return (
    <BlockCard component="section" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BlockHeading heading={block.heading} intro={block.intro} />
        <Suspense fallback={<Center py="xl"><Loader aria-label={t('page.loading')} /></Center>}>
          <LoadedForm name={block.form} />
        </Suspense>
      </Stack>
    </BlockCard>
  );
}
