import { Anchor, Stack, Text } from '@mantine/core';
import { SUBMISSION_RETENTION_MONTHS } from '../../../supabase/functions/_shared/retention.ts';
import type { FormBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { usePageAddress } from '../../renderer/page-address.ts';
import { FORMS_OPEN } from '../../services/forms-availability.ts';
import { site } from '../../site.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { FORM_MODULES } from './form-modules.ts';
// The styles a form needs to look right before its code arrives; the rest (pickers, toasts) come with it.
import './form-field-styles.ts';

function LoadedForm({ name }: { name: FormBlock['form'] }) {
  const { default: Component } = useLazyModule(FORM_MODULES[name]);
  return <Component />;
}

/** What the card says in place of each form, around the e-mail address ({email}). */
const WRITE_INSTEAD: Record<FormBlock['form'], string> = { contact: 'form.withoutBackend.contact', meeting: 'form.withoutBackend.meeting' };

/**
 * In place of the form, in a build for publishing that has no forms backend and whose site.json says
 * `"forms": { "whenNoBackend": "showEmail" }` (src/services/forms-availability.ts): the identity's e-mail
 * as a link that writes to it, with the subject a page sent the visitor here with (/contact?subject=…),
 * and a sentence saying the form opens here once the site has its backend.
 */
function WriteInstead({ form }: { form: FormBlock['form'] }) {
  const { t } = useLanguage();
  const { search } = usePageAddress();
  const { email } = site.identity;
  const subject = new URLSearchParams(search).get('subject')?.trim();
  const [before, after = ''] = t(WRITE_INSTEAD[form]).split('{email}');
  return (
    <Stack gap="xs" data-form-without-backend={form}>
      <Text>
        {before}
        <Anchor href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>{email}</Anchor>
        {after}
      </Text>
      <Text size="sm" c="dimmed">
        {t('form.withoutBackend.note')}
      </Text>
    </Stack>
  );
}

/**
 * A form, prerendered, in an island of its own: its code (validation, pickers, submission) loads when the
 * browser is idle after load, or at once when the visitor reaches the form first; what was typed before
 * stays, and a send pressed meanwhile is held and sent then (src/islands/island-runtime.ts). A build for
 * publishing without a backend shows the e-mail instead, when site.json says so (WriteInstead).
 */
export function Form({ block }: { block: FormBlock }) {
  const { t } = useLanguage();
  if (!FORMS_OPEN) {
    return (
      <BlockCard component="section" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <BlockHeading heading={block.heading} />
          <WriteInstead form={block.form} />
        </Stack>
      </BlockCard>
    );
  }
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
