// Whether the forms of a build work where it is published: a build for a public address must send to a
// Supabase project of its own (without one, the forms post to 127.0.0.1, the visitor's own computer).
// The notification e-mail is the function's (its EMAILJS_* secrets, which a build cannot see), so the
// findings say where it comes from and what the success messages promise.
import { backendSettings, emailSettings, type SettingsEnv } from '../../../src/services/settings.ts';

/** A SITE_URL on this computer (localhost, 127.0.0.1, ::1) is a trial, not a publication. */
export function isPublicAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return !['localhost', '127.0.0.1', '[::1]'].includes(host) && !host.endsWith('.localhost');
}

/** The success messages a visitor reads after sending; the keys of locales/*.json. */
export const SUCCESS_MESSAGES = ['toast.contact.successDescription', 'toast.meeting.success'] as const;
/** Words by which a message says it went by e-mail, in each language. */
const CLAIMS_EMAIL = /e-?mail|correo|endereço de contato|contact address|dirección de contacto/i;

export interface FormsFinding {
  ok: boolean;
  /** One sentence for the owner. */
  message: string;
}

/**
 * The findings on the forms of a build for `siteUrl` made with `env`; `locales` are the locale files
 * ({ pt: { key: text } }), to read the success messages.
 */
export function checkFormsBackend(siteUrl: string, env: SettingsEnv, locales: Record<string, Record<string, string>>): FormsFinding[] {
  const published = isPublicAddress(siteUrl);
  const backend = backendSettings(env);
  const findings: FormsFinding[] = [];
  if (!backend.isLocal) findings.push({ ok: true, message: `The forms send to your Supabase project (${new URL(backend.url).host}).` });
  else if (published) {
    findings.push({
      ok: false,
      message: `The forms would send to ${backend.url}, the visitor's own computer: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (README, "Deploying to hosted Supabase").`,
    });
  } else findings.push({ ok: true, message: `The forms send to the local backend (${backend.url}), as npm start runs it; set Supabase before publishing.` });

  const claims = Object.entries(locales).flatMap(([language, strings]) =>
    SUCCESS_MESSAGES.filter((key) => CLAIMS_EMAIL.test(strings[key] ?? '')).map((key) => `${key} (${language})`));
  const promise = claims.length > 0 ? ` The success messages promise an e-mail (${claims.join(', ')}).` : '';
  if (emailSettings(env)) {
    findings.push({ ok: true, message: `Each message is e-mailed from the visitor's browser after it is stored (VITE_EMAILJS_* set): harden the EmailJS account as the README's "The forms and their backend" says, or move the e-mail to the function.${promise}` });
  } else if (!backend.isLocal) {
    findings.push({ ok: true, message: `The submit-forms function e-mails each stored message once its EMAILJS_* secrets are set (supabase secrets list).${promise}` });
  } else findings.push({ ok: true, message: `The local backend writes each notification to .local-backend/outbox/ (or sends it, with EMAILJS_* in the environment); npm run inbox shows which went.${promise}` });
  return findings;
}
