// The notification e-mail for a stored submission, sent by the server: the provider's private key is a
// secret of the function, so a visitor's browser holds nothing that can send mail. EmailJS's REST API
// (the provider the site already uses) is called with fetch, so Deno and Node run the same code.

export type NotificationTemplate = 'contact' | 'meeting';

export interface Notification {
  template: NotificationTemplate;
  /** The stored row's id, for the log. */
  id: string;
  params: Record<string, string>;
}

/** Sends one notification; throws if the provider did not accept it. */
export type Notifier = (notification: Notification) => Promise<void>;

/** Where EmailJS's REST API takes a send. */
export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
/** A provider slower than this counts as a failure; the row is retried later. */
export const NOTIFY_TIMEOUT_MS = 8_000;

export interface EmailJsServerSettings {
  serviceId: string;
  publicKey: string;
  /** The account's private key ("Access Token"), with "Use Private Key" required in EmailJS's security settings. */
  privateKey: string;
  templates: Record<NotificationTemplate, string>;
  /** Where the notifications go; also fixed in each template's To field, so no request can change it. */
  recipient: string;
}

/** The function's secrets that configure EmailJS; undefined when none is set, an error when some are. */
export function emailJsSettingsFrom(env: (name: string) => string | undefined): EmailJsServerSettings | undefined {
  const names = ['EMAILJS_SERVICE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY', 'EMAILJS_CONTACT_TEMPLATE_ID', 'EMAILJS_MEETING_TEMPLATE_ID', 'CONTACT_RECIPIENT'] as const;
  const values = Object.fromEntries(names.map((name) => [name, env(name)?.trim() ?? ''])) as Record<(typeof names)[number], string>;
  const missing = names.filter((name) => !values[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) throw new Error(`E-mail notifications are half configured: set ${missing.join(', ')} too, or none of them`);
  return {
    serviceId: values.EMAILJS_SERVICE_ID,
    publicKey: values.EMAILJS_PUBLIC_KEY,
    privateKey: values.EMAILJS_PRIVATE_KEY,
    templates: { contact: values.EMAILJS_CONTACT_TEMPLATE_ID, meeting: values.EMAILJS_MEETING_TEMPLATE_ID },
    recipient: values.CONTACT_RECIPIENT,
  };
}

export function emailJsNotifier(settings: EmailJsServerSettings, fetchImpl: typeof fetch = fetch): Notifier {
  return async ({ template, params }) => {
    const response = await fetchImpl(EMAILJS_SEND_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: settings.serviceId,
        template_id: settings.templates[template],
        user_id: settings.publicKey,
        accessToken: settings.privateKey,
        template_params: { ...params, to_email: settings.recipient },
      }),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`EmailJS answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
}
