// Step 1 of both submissions: the notification e-mail through EmailJS, loaded only when a form is
// sent. Per the spec its failure is logged and ignored; without settings it is skipped with a notice.
import { emailSettings } from './settings.ts';

export type EmailTemplate = 'contact' | 'meeting';

export async function sendEmail(template: EmailTemplate, params: Record<string, string>): Promise<void> {
  const settings = emailSettings();
  if (!settings) {
    console.info('E-mail service not configured (VITE_EMAILJS_*): the e-mail step is skipped; the submission is still stored.');
    return;
  }
  try {
    const { default: emailjs } = await import('@emailjs/browser');
    const templateId = template === 'contact' ? settings.contactTemplateId : settings.meetingTemplateId;
    await emailjs.send(settings.serviceId, templateId, { ...params, to_email: settings.recipient }, { publicKey: settings.publicKey });
  } catch (error) {
    console.error('E-mail sending failed (ignored; the submission continues):', error);
  }
}
