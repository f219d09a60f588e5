// Whether a build's forms are on its pages, and where they send: decided once per build, from the build's
// environment and site.json's `forms.whenNoBackend`. The build hands the answer to the bundles as the
// constant __FORMS_BACKEND__ and records it in dist/.vite/build-info.json for `npm run check`
// (scripts/lib/check/build-record.ts); the prerender reads it for the Content-Security-Policy.
//
// A build is for publishing when SITE_URL names an address off this computer, or, without SITE_URL, when
// CI or PUBLISH is set (GitHub Actions, Cloudflare Pages and Netlify set CI; `npm run check` sets PUBLISH
// for its build). `npm start`, `npm run dev` and a plain `npm run build` are for this computer: their forms
// post to the local backend, whatever the setting.
import { backendSettings, emailSettings, EMAIL_SERVICE_ORIGIN } from './settings.ts';

declare global {
  /**
   * Where the forms of this bundle send, set by the build (Vite's `define`): 'supabase', 'local', or 'none'
   * (the pages show the e-mail in their place). Undefined outside a build: tests, the dev server, scripts.
   */
  const __FORMS_BACKEND__: FormsBackend | undefined;
}

/** site.json's choice for a public build without a backend: stop the publish, or show the e-mail instead. */
export type WhenNoBackend = 'refuse' | 'showEmail';
export type FormsBackend = 'supabase' | 'local' | 'none';

export interface FormsBuild {
  /** The owner's Supabase project, the local backend (npm start's), or none: the pages show the e-mail. */
  backend: FormsBackend;
  /** The origin the forms send to; none for 'none'. */
  origin?: string;
  whenNoBackend: WhenNoBackend;
  /** Made for publishing (see above), not for this computer. */
  forPublishing: boolean;
  /** The browser e-mails each stored message itself (the VITE_EMAILJS_* settings are all set). */
  emailFromBrowser: boolean;
}

/** A SITE_URL on this computer (localhost, 127.0.0.1, ::1) is a trial, not a publication. */
export function isPublicAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return !['localhost', '127.0.0.1', '[::1]'].includes(host) && !host.endsWith('.localhost');
}

const isSet = (flag: string | undefined) => flag !== undefined && !['', '0', 'false'].includes(flag.trim().toLowerCase());

/** Whether a build with `env` is for publishing: SITE_URL off this computer, or without one, CI or PUBLISH set. */
export function isForPublishing(env: Record<string, string | undefined>): boolean {
  const siteUrl = env.SITE_URL?.trim();
  if (siteUrl) {
    try {
      return isPublicAddress(siteUrl);
    } catch {
      return false; // not a URL: the build stops on it with its own message (readSiteUrl)
    }
  }
  return isSet(env.CI) || isSet(env.PUBLISH);
}

/** site.json's `forms.whenNoBackend`, "refuse" when it says nothing. */
export function whenNoBackendOf(site: { forms?: { whenNoBackend?: WhenNoBackend } }): WhenNoBackend {
  return site.forms?.whenNoBackend ?? 'refuse';
}

/** What a build with `env` does with its forms, for the site `site` (site.json). */
export function formsBuild(env: Record<string, string | undefined>, site: { forms?: { whenNoBackend?: WhenNoBackend } }): FormsBuild {
  const backend = backendSettings(env);
  const common = { whenNoBackend: whenNoBackendOf(site), forPublishing: isForPublishing(env), emailFromBrowser: Boolean(emailSettings(env)) };
  if (!backend.isLocal) return { backend: 'supabase', origin: new URL(backend.url).origin, ...common };
  if (common.forPublishing && common.whenNoBackend === 'showEmail') return { backend: 'none', ...common, emailFromBrowser: false };
  return { backend: 'local', origin: new URL(backend.url).origin, ...common };
}

/** The origins a page of the build calls for its forms: the backend and, when the browser e-mails, EmailJS. */
export function formsConnectOrigins(forms: FormsBuild): string[] {
  if (forms.backend === 'none' || !forms.origin) return [];
  return [forms.origin, ...(forms.emailFromBrowser ? [EMAIL_SERVICE_ORIGIN] : [])];
}

/** Whether this bundle shows its forms (false: the build shows the e-mail in their place). */
export const FORMS_OPEN: boolean = typeof __FORMS_BACKEND__ === 'undefined' || __FORMS_BACKEND__ !== 'none';
