// What a form's send does: store first, then notify (SPEC section 7's two steps, in the order that keeps
// an e-mail from ever going for a refused or failed send).
import { notificationParams } from '../../supabase/functions/_shared/notification-params.ts';
import type { Submission } from '../forms/form-schemas.ts';
import { sendEmail } from './send-email.ts';
import { submitForm, type SubmitResult } from './submit-form.ts';

/**
 * Stores a submission, then, only if it was stored and the function sends no e-mail of its own, sends
 * the e-mail from the browser. No e-mail is ever sent for a refused (400, 429) or failed send.
 */
export async function sendSubmission(submission: Submission): Promise<SubmitResult> {
  const result = await submitForm(submission.type, submission.data);
  if (result.ok && result.notification === 'off') {
    const { template, params } = notificationParams(submission);
    await sendEmail(template, params);
  }
  return result;
}
