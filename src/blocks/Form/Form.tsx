import { Stack, Text } from '@mantine/core';
import { SUBMISSION_RETENTION_MONTHS } from '../../../supabase/functions/_shared/retention.ts';
import type { FormBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { FORM_MODULES } from './form-modules.ts';
// The styles a form needs to look right before its code arrives; the rest (pickers, toasts) come with it.
import './form-field-styles.ts';

function LoadedForm({ name }: { name: FormBlock['form'] }) {
  const { default: Component } = useLazyModule(FORM_MODULES[name]);
  return <Component />;
}

/**
 * A form, prerendered, in an island of its own: its code (validation, pickers, submission) loads when the
 * browser is idle after load, or at once when the visitor reaches the form first; what was typed before
 * stays, and a send pressed meanwhile is held and sent then (src/islands/island-runtime.ts).
 */
export function Form({ block }: { block: FormBlock }) {
  const { t } = useLanguage();
  return (
    <BlockCard component="section" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BlockHeading heading={block.heading} intro={block.intro} />
        <LoadedForm name={block.form} />
        {/* What is kept and for how long (Brazil's LGPD): the period the function stamps on each row. */}
        <Text size="sm" c="dimmed">
          {t('form.privacyNotice').replace('{months}', String(SUBMISSION_RETENTION_MONTHS))}
        </Text>
      </Stack>
    </BlockCard>
  );
}
