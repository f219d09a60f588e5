// The security headers every response of the site carries, defined once: the build writes them into
// dist/_headers (Cloudflare Pages, Netlify) and dist/nginx-headers.conf, and `npm start`'s server sends
// what dist/_headers says. The Content-Security-Policy allows exactly what the pages do:
// - scripts: the site's own files, and the few inline scripts of the built pages by their hash (the head's
//   language, sidebar and scheme script, Mantine's scheme script, GitHub Pages' not-found redirect, the
//   speculation rules of src/navigation/), computed as the pages are written;
// - connections: the site itself, the forms' backend and the e-mail service the build's settings name;
// - frames: the origins of the office maps the documents embed;
// - styles: the site's files and the style attributes React writes (Mantine's props), hence 'unsafe-inline'
//   for styles only, which runs no code.
// A host that sends no headers (GitHub Pages) gets the same policy from a <meta> in every page's head
// (policyMetaTags), less what a <meta> cannot carry; docs/decisions.md says why every build carries it.
import { createHash } from 'node:crypto';

export interface PolicySources {
  /** The text of each inline script the pages carry, speculation rules included (JSON-LD is only data). */
  inlineScripts: Iterable<string>;
  /** Origins the pages fetch from besides their own: the forms' backend, the e-mail service. */
  connect: Iterable<string>;
  /** Origins of the documents' embedded frames (the office map). */
  frames: Iterable<string>;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function contentSecurityPolicy(sources: PolicySources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sorted([...sources.inlineScripts].map(sha256))],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sorted(sources.connect)],
    'frame-src': sorted(sources.frames).length > 0 ? sorted(sources.frames) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every header every response carries. */
export function securityHeaders(sources: PolicySources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Directives a policy in a <meta http-equiv> cannot carry: browsers ignore them there (CSP Level 3, "The
 * Content-Security-Policy meta element"), so only a header stops framing, or sends reports.
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

/** The policy less its header-only directives: what a page's <meta> says. */
export function metaContentSecurityPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !(HEADER_ONLY_DIRECTIVES as readonly string[]).includes(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <meta> tags that give a page the policy and the referrer policy of `headers` where no header
 * arrives. They go right after <meta charset>, before any script: a <meta> policy covers only what
 * the page parses after it.
 */
export function policyMetaTags(headers: Record<string, string>): string {
  const policy = headers['Content-Security-Policy'];
  const referrer = headers['Referrer-Policy'];
  return [
    ...(policy ? [`<meta http-equiv="Content-Security-Policy" content="${attribute(metaContentSecurityPolicy(policy))}" />`] : []),
    ...(referrer ? [`<meta name="referrer" content="${attribute(referrer)}" />`] : []),
  ].join('\n    ');
}

/** The inline scripts of a built page the policy must allow: every `<script>` with no src but JSON-LD, which is only data. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && !/\btype\s*=\s*["']?application\/ld\+json/i.test(attributes!))
    .map(([, , text]) => text!);
}

/** nginx's form: `add_header` lines to include in every `location` (one there hides the server's own). */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`).join('\n')}\n`;
}
