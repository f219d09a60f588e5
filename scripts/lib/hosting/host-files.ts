// The host files `npm run build` writes into dist/ (see host-rules.ts for what they say): `_headers` and
// `_redirects`, read by Cloudflare Pages and Netlify alike from the published folder, and
// `nginx-headers.conf`, the security headers for nginx to include. `npm start`'s server reads _headers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerRules, notFoundRules, pathMatcher, type HeaderRule } from './host-rules.ts';
import { nginxHeaders } from './security-headers.ts';

const GENERATED = '# Written by `npm run build` (scripts/lib/hosting/): edit the rules there, not here.';

export function headersFile(base: string, security: Record<string, string> = {}): string {
  const blocks = headerRules(base, security).map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
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

/** Writes _headers, _redirects and nginx-headers.conf into the build's folder. */
export function writeHostFiles(dist: string, base: string, security: Record<string, string>): string[] {
  writeFileSync(join(dist, '_headers'), headersFile(base, security));
  writeFileSync(join(dist, '_redirects'), redirectsFile(base));
  writeFileSync(join(dist, 'nginx-headers.conf'), `${GENERATED}\n${nginxHeaders(security)}`);
  return ['_headers', '_redirects', 'nginx-headers.conf'];
}

/** The rules of a _headers file, as Cloudflare Pages and Netlify read it (a path, then indented `Name: value` lines). */
export function readHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const colon = line.indexOf(':');
      if (colon > 0 && rules.length > 0) rules.at(-1)!.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** The headers the build's _headers gives a request path (none where the folder has no such file). */
export function headersFromFile(dist: string): (path: string) => Record<string, string> {
  const file = join(dist, '_headers');
  const rules = existsSync(file) ? readHeadersFile(readFileSync(file, 'utf8')).map((rule) => ({ ...rule, matches: pathMatcher(rule.path) })) : [];
  return (path) => Object.assign({}, ...rules.filter((rule) => rule.matches(path)).map((rule) => rule.headers));
}
