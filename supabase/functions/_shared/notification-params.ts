// Template parameters for the notification e-mails (SPEC section 7). The recipient (to_email) is
// added by the e-mail service from its settings.
import type { ContactMessage, MeetingRequest } from './form-schemas.ts';

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
