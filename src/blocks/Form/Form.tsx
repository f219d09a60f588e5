import { Center, Loader, Stack } from '@mantine/core';
import { Suspense, use } from 'react';
import type { FormBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { FORM_MODULES } from './form-modules.ts';

function LoadedForm({ name }: { name: FormBlock['form'] }) {
  const module = FORM_MODULES[name];
  const { default: Component } = module.loaded() ?? use(module.load());
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
