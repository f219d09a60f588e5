// The host files `npm run build` writes into dist/ (see host-rules.ts for what they say): `_headers` and
// `_redirects`, read by Cloudflare Pages and Netlify alike from the published folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerRules, notFoundRules } from './host-rules.ts';

const GENERATED = '# Written by `npm run build` (scripts/lib/hosting/): edit the rules there, not here.';

export function headersFile(base: string): string {
  const blocks = headerRules(base).map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${[GENERATED, ...blocks].join('\n')}\n`;
}

/**
 * Netlify applies a rule only where no file matches, so these answer each language's misses with its
 * not-found page (it would otherwise serve the Portuguese /404.html for all). Cloudflare Pages accepts no
 * 404 status here and skips these lines with a warning in its build log; it needs none: it serves the
 * nearest 404.html up the folder tree, which is each language's own.
 */
export function redirectsFile(base: string): string {
  const rules = notFoundRules(base)
    // A site at a domain's root needs no rule for Portuguese: /404.html is every host's default.
    .filter((rule) => base || rule.path !== '/*')
    .map(({ path, page }) => `${path}  ${page}  404`);
  return `${[GENERATED, '# Netlify only (Cloudflare Pages finds each language\'s 404.html by itself).', ...rules].join('\n')}\n`;
}

/** Writes _headers and _redirects into the build's folder. */
export function writeHostFiles(dist: string, base: string): string[] {
  writeFileSync(join(dist, '_headers'), headersFile(base));
  writeFileSync(join(dist, '_redirects'), redirectsFile(base));
  return ['_headers', '_redirects'];
}
