// Template parameters for the notification e-mails (SPEC section 7), built from a stored submission by
// the function that sends them (notification.ts), or by the browser where a site has no such function.
// The recipient (to_email) is added from the sender's settings.
import type { ContactMessage, MeetingRequest, Submission } from './form-schemas.ts';
import { MEETING_LABELS_PT } from './meeting-labels.ts';

const NOT_INFORMED_PT = 'Não informado';
const NOT_INFORMED_CONTACT = 'not informed';

const orDefault = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback);

export function contactEmailParams(message: ContactMessage): Record<string, string> {
  return {
    from_name: `${message.firstName} ${message.lastName}`,
    from_email: message.email,
    institution: orDefault(message.institution, NOT_INFORMED_CONTACT),
    subject: message.subject,
    message: message.message,
  };
}

/** Labels are the Portuguese display names: the professor reads these e-mails in Portuguese. */
export function meetingEmailParams(request: MeetingRequest, labels: { format: string; type?: string }): Record<string, string> {
  return {
    from_name: `${request.firstName} ${request.lastName}`,
    first_name: request.firstName,
    last_name: request.lastName,
    from_email: request.email,
    institution: orDefault(request.institution, NOT_INFORMED_PT),
    meeting_format: labels.format,
    meeting_type: orDefault(labels.type, NOT_INFORMED_PT),
    preferred_date: request.preferredDate,
    preferred_time: request.preferredTime,
    subject: request.subject,
    description: orDefault(request.description, NOT_INFORMED_PT),
    additional_info: orDefault(request.additionalInfo, NOT_INFORMED_PT),
  };
}

/** The template and its parameters for a stored submission: the professor reads them in Portuguese. */
export function notificationParams(submission: Submission): { template: 'contact' | 'meeting'; params: Record<string, string> } {
  if (submission.type === 'contact-message') return { template: 'contact', params: contactEmailParams(submission.data) };
  const request = submission.data;
  return {
    template: 'meeting',
    params: meetingEmailParams(request, {
      format: MEETING_LABELS_PT.meetingFormat[request.meetingFormat],
      type: request.meetingType ? MEETING_LABELS_PT.meetingType[request.meetingType] : undefined,
    }),
  };
}
