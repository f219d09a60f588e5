import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { notifyError, notifySuccess } from '../services/notify.ts';
import { sendSubmission } from '../services/send-submission.ts';
import { earlyErrorAttributes } from './blank-errors.ts';
import { announceSent } from './early-errors.ts';
import { useEarlyInput } from './early-input.ts';
import { useEarliestDate } from './earliest-date.ts';
import { useFieldProps } from './field-errors.ts';
import { useToasts } from '../services/toasts.tsx';
import { MEETING_FORMATS, MEETING_TYPES, type MeetingRequest } from './form-schemas.ts';
import { checkLimit, readLimiterState, recordSubmission } from './submission-limiter.ts';
import { meetingErrorKey } from './submit-errors.ts';
import { useSubmitting } from './use-form-submission.ts';
import { useSiteForm } from './use-site-form.ts';

type MeetingValues = Omit<MeetingRequest, 'meetingFormat'> & { meetingFormat: string };

const EMPTY: MeetingValues = {
  firstName: '', lastName: '', email: '', institution: '', meetingFormat: '', meetingType: '', preferredDate: '',
  preferredTime: '', subject: '', description: '', additionalInfo: '',
};

/**
 * The meeting type, date and time are the browser's own fields (a select, a date and a time field):
 * they answer the very first tap before the form's code has run, with the picker a phone's visitor
 * knows, and need no calendar code. The date field is limited to today onwards once the form runs
 * (earliest-date.ts).
 */
export default function MeetingForm() {
  const { t } = useLanguage();
  const form = useSiteForm<MeetingValues>('meeting', EMPTY);
  const fieldProps = useFieldProps(form);
  useToasts();
  const formRef = useEarlyInput(form);
  const { submitting, run } = useSubmitting();
  const [limiter, setLimiter] = useState(readLimiterState);
  const [now, setNow] = useState(() => Date.now());
  const earliestDate = useEarliestDate();
  const verdict = checkLimit(limiter, now);
  const retryInMs = verdict.allowed ? undefined : verdict.retryInMs;
  // One re-check when the 30 s wait ends brings the button back; nothing ticks otherwise.
  useEffect(() => {
    if (retryInMs === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), retryInMs);
    return () => clearTimeout(timer);
  }, [retryInMs]);

  const send = (values: MeetingValues) =>
    run(async () => {
      if (!checkLimit(readLimiterState(), Date.now()).allowed) {
        notifyError(t('toast.meeting.wait'));
        return;
      }
      const request = values as MeetingRequest;
      try {
        const result = await sendSubmission({ type: 'meeting-request', data: request });
        if (!result.ok) {
          notifyError(t(result.timedOut ? 'toast.timeout' : meetingErrorKey(result)));
          return;
        }
        setLimiter((state) => recordSubmission(state, Date.now()));
        setNow(Date.now());
        notifySuccess(t('toast.meeting.success'));
        form.reset();
        announceSent(formRef.current);
      } catch (error) {
        console.error('Meeting request failed:', error);
        notifyError(t('toast.meeting.unexpected'));
      }
    });

  return (
    <form ref={formRef} onSubmit={form.onSubmit(send)} method="post" noValidate {...earlyErrorAttributes('meeting', t)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput key={form.key('firstName')} label={t('form.firstName')} required autoComplete="given-name" {...fieldProps('firstName')} />
          <TextInput key={form.key('lastName')} label={t('form.lastName')} required autoComplete="family-name" {...fieldProps('lastName')} />
          <TextInput key={form.key('email')} label={t('form.email')} type="email" required autoComplete="email" {...fieldProps('email')} />
          <TextInput key={form.key('institution')} label={t('form.institution')} description={t('form.optional')} autoComplete="organization" {...fieldProps('institution')} />
        </SimpleGrid>
        <Radio.Group key={form.key('meetingFormat')} label={t('form.meetingFormat')} required {...fieldProps('meetingFormat')}>
          <Group gap="lg" mt={6}>
            {MEETING_FORMATS.map((format) => (
              <Radio key={format} value={format} label={t(`form.meetingFormat.${format}`)} />
            ))}
          </Group>
        </Radio.Group>
        <NativeSelect
          key={form.key('meetingType')}
          label={t('form.meetingType')}
          description={t('form.optional')}
          data={[{ value: '', label: t('form.meetingType.placeholder') }, ...MEETING_TYPES.map((type) => ({ value: type, label: t(`form.meetingType.${type}`) }))]}
          {...fieldProps('meetingType')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput key={form.key('preferredDate')} label={t('form.preferredDate')} type="date" required {...earliestDate} {...fieldProps('preferredDate')} />
          <TextInput key={form.key('preferredTime')} label={t('form.preferredTime')} type="time" required {...fieldProps('preferredTime')} />
        </SimpleGrid>
        <TextInput key={form.key('subject')} label={t('form.subject')} required {...fieldProps('subject')} />
        <Textarea key={form.key('description')} label={t('form.description')} description={t('form.optional')} placeholder={t('form.description.placeholder')} rows={4} {...fieldProps('description')} />
        <Textarea key={form.key('additionalInfo')} label={t('form.additionalInfo')} description={t('form.optional')} rows={3} {...fieldProps('additionalInfo')} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={submitting || !verdict.allowed}>
            {submitting ? t('form.sending') : t('form.meeting.submit')}
          </Button>
        </Group>
        {!verdict.allowed && (
          <Text role="status" c={verdict.reason === 'limit' ? 'red.8' : 'orange.9'} size="sm" ta="right">
            {verdict.reason === 'limit' ? t('form.meeting.limitReached') : t('form.meeting.wait')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
