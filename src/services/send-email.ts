// The notification e-mail from the browser, for a site whose function sends none (its answer says
// 'off'): only after the submission was stored, through EmailJS, loaded only then. A hosted site
// should let the function send it instead, so no browser holds a way to send mail (README, "The forms
// and their backend", also lists the EmailJS settings that harden this path). Its failure is logged: the
// submission is stored either way.
import { emailSettings } from './settings.ts';

export type EmailTemplate = 'contact' | 'meeting';

export async function sendEmail(template: EmailTemplate, params: Record<string, string>): Promise<void> {
  const settings = emailSettings();
  if (!settings) {
    console.info('E-mail service not configured here or in the function: the e-mail is skipped; the submission is stored.');
    return;
  }
  try {
    const { default: emailjs } = await import('@emailjs/browser');
    const templateId = template === 'contact' ? settings.contactTemplateId : settings.meetingTemplateId;
    await emailjs.send(settings.serviceId, templateId, { ...params, to_email: settings.recipient }, { publicKey: settings.publicKey });
  } catch (error) {
    console.error('E-mail sending failed (the submission is stored):', error);
  }
}
