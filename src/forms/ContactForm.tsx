import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { usePageAddress } from '../renderer/page-address.ts';
import { notifyError, notifySuccess } from '../services/notify.ts';
import { sendSubmission } from '../services/send-submission.ts';
import { addressField } from './address-fields.ts';
import { earlyErrorAttributes } from './blank-errors.ts';
import { announceSent } from './early-errors.ts';
import { useEarlyInput } from './early-input.ts';
import { useFieldProps } from './field-errors.ts';
import { useToasts } from '../services/toasts.tsx';
import { FIELD_LIMITS, type ContactMessage } from './form-schemas.ts';
import { useSubmitting } from './use-form-submission.ts';
import { useSiteForm } from './use-site-form.ts';

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', institution: '', subject: '', message: '' };

/**
 * A page can send the visitor here with the subject written (`/contact?subject=…`, as the Apply
 * buttons on /opportunities do): it fills an empty subject field, cut to the field's limit. The entry
 * script has already written it into the prerendered field (address-fields.ts); this covers an address
 * that changes while the form runs, and the dev server.
 */
function useSubjectFromAddress(form: UseFormReturnType<ContactMessage>) {
  const { search } = usePageAddress();
  useEffect(() => {
    const subject = new URLSearchParams(search).get('subject')?.trim();
    if (subject && !form.getValues().subject) form.setFieldValue('subject', subject.slice(0, FIELD_LIMITS.subject));
    // Only when the address changes: later edits are the visitor's.
  }, [search]);
}

export default function ContactForm() {
  const { t } = useLanguage();
  const form = useSiteForm<ContactMessage>('contact', EMPTY);
  const fieldProps = useFieldProps(form);
  useToasts();
  const formRef = useEarlyInput(form);
  useSubjectFromAddress(form);
  const { submitting, run } = useSubmitting();

  const send = (values: ContactMessage) =>
    run(async () => {
      try {
        const result = await sendSubmission({ type: 'contact-message', data: values });
        if (!result.ok) {
          notifyError(t('toast.contact.errorTitle'), t(result.timedOut ? 'toast.timeout' : 'toast.contact.errorDescription'));
          return; // the fields keep what the visitor wrote
        }
        notifySuccess(t('toast.contact.successTitle'), t('toast.contact.successDescription'));
        form.reset();
        announceSent(formRef.current);
      } catch (error) {
        console.error('Contact form submission failed:', error);
        notifyError(t('toast.contact.errorTitle'), t('toast.contact.unexpected'));
      }
    });

  return (
    <form ref={formRef} onSubmit={form.onSubmit(send)} method="post" noValidate {...earlyErrorAttributes('contact', t)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput key={form.key('firstName')} label={t('form.firstName')} required autoComplete="given-name" maxLength={FIELD_LIMITS.firstName} {...fieldProps('firstName')} />
          <TextInput key={form.key('lastName')} label={t('form.lastName')} required autoComplete="family-name" maxLength={FIELD_LIMITS.lastName} {...fieldProps('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput key={form.key('email')} label={t('form.email')} type="email" required autoComplete="email" {...fieldProps('email')} />
          <TextInput key={form.key('institution')} label={t('form.institution')} description={t('form.optional')} autoComplete="organization" {...fieldProps('institution')} />
        </SimpleGrid>
        <TextInput key={form.key('subject')} label={t('form.subject')} required {...fieldProps('subject')} {...addressField('subject', FIELD_LIMITS.subject)} />
        <Textarea key={form.key('message')} label={t('form.message')} required rows={6} {...fieldProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={submitting} loading={false}>
            {submitting ? t('form.sending') : t('form.contact.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
