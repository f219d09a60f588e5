// Deployment settings from Vite env variables (see .env.example). No key lives in source.
// Without Supabase settings the site talks to the local backend that `npm start` runs.
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321';
/** Where @emailjs/browser sends (its default origin): the only other origin a page calls. */
export const EMAIL_SERVICE_ORIGIN = 'https://api.emailjs.com';
/** The local backend checks no key; supabase-js only needs a non-empty one. */
export const LOCAL_ANON_KEY = 'local-anon-key';

export interface BackendSettings {
  url: string;
  anonKey: string;
  isLocal: boolean;
}

export interface EmailSettings {
  serviceId: string;
  publicKey: string;
  contactTemplateId: string;
  meetingTemplateId: string;
  recipient: string;
}

/** The VITE_* settings a build was given (`npm run check` reads the same from the environment). */
export type SettingsEnv = Partial<Record<keyof ImportMetaEnv, string>>;

export function backendSettings(env: SettingsEnv = import.meta.env): BackendSettings {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (url && anonKey) return { url, anonKey, isLocal: false };
  // The local backend's address goes into a bundle only when its forms send there: a build whose forms
  // send to Supabase, or show the e-mail instead (src/services/forms-availability.ts), never names it.
  const local = typeof __FORMS_BACKEND__ === 'undefined' || __FORMS_BACKEND__ === 'local' ? LOCAL_BACKEND_URL : '';
  return { url: env.VITE_LOCAL_BACKEND_URL?.trim() || local, anonKey: LOCAL_ANON_KEY, isLocal: true };
}

/** undefined when the e-mail service is not configured: the e-mail step is then skipped. */
export function emailSettings(env: SettingsEnv = import.meta.env): EmailSettings | undefined {
  const settings = {
    serviceId: env.VITE_EMAILJS_SERVICE_ID?.trim() ?? '',
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY?.trim() ?? '',
    contactTemplateId: env.VITE_EMAILJS_CONTACT_TEMPLATE_ID?.trim() ?? '',
    meetingTemplateId: env.VITE_EMAILJS_MEETING_TEMPLATE_ID?.trim() ?? '',
    recipient: env.VITE_CONTACT_RECIPIENT?.trim() ?? '',
  };
  return Object.values(settings).every(Boolean) ? settings : undefined;
}
