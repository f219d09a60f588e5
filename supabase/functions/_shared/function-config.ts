// The hosted function's settings, read from its environment (Supabase secrets) once at start-up. A
// missing secret stops the function from starting, with every missing name in the error: a function
// that started without its salt or its site would key clients weakly or answer any page.
import { parseAddressSource, type AddressSource } from './client-address.ts';
import { emailJsSettingsFrom, type EmailJsServerSettings } from './notification.ts';

export interface FunctionConfig {
  salt: string;
  /** The site's own origin: the only page origin allowed to call the function. */
  siteUrl: string;
  addressSource: AddressSource;
  /** undefined: no server notification ('off'), the browser may send it (see the README). */
  email: EmailJsServerSettings | undefined;
  /** FORMS_RETRY_TOKEN: the secret pg_cron presents on the retry path; undefined, the path does not exist. */
  retryToken: string | undefined;
}

export function functionConfig(env: (name: string) => string | undefined): FunctionConfig {
  const missing = ['FORMS_HASH_SALT', 'SITE_URL'].filter((name) => !env(name)?.trim());
  if (missing.length > 0) throw new Error(`submit-forms cannot start: set the secret${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} (supabase secrets set ...)`);
  const siteUrl = env('SITE_URL')!.trim();
  if (!URL.canParse(siteUrl)) throw new Error(`submit-forms cannot start: SITE_URL is not a URL: ${siteUrl}`);
  return {
    salt: env('FORMS_HASH_SALT')!.trim(),
    siteUrl,
    addressSource: parseAddressSource(env('FORMS_CLIENT_ADDRESS')),
    email: emailJsSettingsFrom(env),
    retryToken: env('FORMS_RETRY_TOKEN')?.trim() || undefined,
  };
}
