// Whether the forms of a build work where it is published, read from what the build recorded
// (build-record.ts): a build for a public address must send to a Supabase project of its own (without
// one, the forms post to 127.0.0.1, the visitor's own computer), or, when site.json says so, show the
// e-mail in their place. The built pages and scripts are searched too: none of a public build may name the
// local backend. The notification e-mail is the function's (its EMAILJS_* secrets, which a build cannot
// see), so the findings say where it comes from and what the success messages promise.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isPublicAddress, type FormsBuild } from '../../../src/services/forms-availability.ts';

export { isPublicAddress };

/** Where the README says how to give the site its forms backend. */
export const FORMS_BACKEND_STEP = 'README, "Make it yours", step 7';
/** The setting that shows the e-mail in place of the forms, as the owner writes it. */
const SHOW_EMAIL_SETTING = '"forms": { "whenNoBackend": "showEmail" } in pages-data/site.json';

/** The success messages a visitor reads after sending; the keys of locales/*.json. */
export const SUCCESS_MESSAGES = ['toast.contact.successDescription', 'toast.meeting.success'] as const;
/** Words by which a message says it went by e-mail, in each language. */
const CLAIMS_EMAIL = /e-?mail|correo|endereço de contato|contact address|dirección de contacto/i;

export interface FormsFinding {
  ok: boolean;
  /** One sentence for the owner. */
  message: string;
}

export interface FormsCheckOptions {
  /** The built files (from the build's folder) that name the local backend: none may, in a public build. */
  namingLocalBackend?: string[];
}

/**
 * The findings on the forms of a build for `siteUrl` that did `forms` with them; `locales` are the locale
 * files ({ pt: { key: text } }), to read the success messages.
 */
export function checkFormsBackend(siteUrl: string, forms: FormsBuild, locales: Record<string, Record<string, string>>, { namingLocalBackend = [] }: FormsCheckOptions = {}): FormsFinding[] {
  const published = isPublicAddress(siteUrl);
  const findings: FormsFinding[] = [];
  if (forms.backend === 'supabase') findings.push({ ok: true, message: `The forms send to your Supabase project (${new URL(forms.origin!).host}).` });
  else if (forms.backend === 'none') {
    findings.push({
      ok: true,
      message: `Until the site has its forms backend, /contact and /meeting show your e-mail (identity.email) in place of the forms, as ${SHOW_EMAIL_SETTING} asks. To open the forms, set up the backend (${FORMS_BACKEND_STEP}).`,
    });
  } else if (published) {
    const localOnly = forms.whenNoBackend === 'showEmail' && !forms.forPublishing;
    findings.push({
      ok: false,
      message: `The forms would send to ${forms.origin}, the visitor's own computer: set up the forms' backend, VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (${FORMS_BACKEND_STEP}), `
        + (localOnly
          ? 'or build for publishing, so the pages show your e-mail as site.json asks: this build was made for this computer (no SITE_URL, no CI); npm run check without --no-build builds for publishing.'
          : `or, until then, show your e-mail in their place: ${SHOW_EMAIL_SETTING}.`),
    });
  } else findings.push({ ok: true, message: `The forms send to the local backend (${forms.origin}), as npm start runs it; set up the forms' backend before publishing (${FORMS_BACKEND_STEP}).` });

  if (published && forms.backend !== 'local' && namingLocalBackend.length > 0) {
    findings.push({ ok: false, message: `The build still names the local backend in ${namingLocalBackend.slice(0, 5).join(', ')}${namingLocalBackend.length > 5 ? ` and ${namingLocalBackend.length - 5} more` : ''}: build again (npm run check without --no-build).` });
  }
  if (forms.backend === 'none') return findings;

  const claims = Object.entries(locales).flatMap(([language, strings]) =>
    SUCCESS_MESSAGES.filter((key) => CLAIMS_EMAIL.test(strings[key] ?? '')).map((key) => `${key} (${language})`));
  const promise = claims.length > 0 ? ` The success messages promise an e-mail (${claims.join(', ')}).` : '';
  if (forms.emailFromBrowser) {
    findings.push({ ok: true, message: `Each message is e-mailed from the visitor's browser after it is stored (VITE_EMAILJS_* set): harden the EmailJS account as the README's "The forms and their backend" says, or move the e-mail to the function.${promise}` });
  } else if (forms.backend === 'supabase') {
    findings.push({ ok: true, message: `The submit-forms function e-mails each stored message once its EMAILJS_* secrets are set (supabase secrets list).${promise}` });
  } else findings.push({ ok: true, message: `The local backend writes each notification to .local-backend/outbox/ (or sends it, with EMAILJS_* in the environment); npm run inbox shows which went.${promise}` });
  return findings;
}

/** What a visitor's browser runs or reads, and the host's headers (the compressed copies say the same). */
const PUBLISHED = /\.(html|js|mjs|json|conf)$|^_headers$/;

/**
 * The files of the built folder `dist` (from it, '/'-separated) that name one of `addresses` (the local
 * backend's, 'http://127.0.0.1:54321') by its host and port: pages, scripts, the host's headers (their
 * Content-Security-Policy). Vite's own .vite/ folder is not published.
 */
export function filesNaming(dist: string, addresses: string[]): string[] {
  const needles = [...new Set(addresses.map((address) => `//${new URL(address).host}`))];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') walk(path);
      } else if (PUBLISHED.test(name)) {
        const text = readFileSync(path, 'utf8');
        if (needles.some((needle) => text.includes(needle))) found.push(relative(dist, path).split(sep).join('/'));
      }
    }
  };
  if (existsSync(dist)) walk(dist);
  return found.sort();
}
