// site.json reaches the browser only through the two forms' islands, which need the identity's name and
// contact details, never its biography (paragraphs in three languages, rendered into /about's HTML at build
// time). A client build leaves the biography out of that module, so a long biography weighs on no form.
// The dev server (the editor's preview) and the prerender keep the whole file.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SITE = /\/pages-data\/site\.json$/;

export function siteForBrowserPlugin(): Plugin {
  return {
    name: 'site-json-for-browser',
    apply: 'build',
    enforce: 'pre',
    load(id, options) {
      if (options?.ssr || !SITE.test(id)) return null;
      const site = JSON.parse(readFileSync(id, 'utf8')) as { identity?: { biography?: unknown } };
      if (site.identity) delete site.identity.biography;
      return { code: JSON.stringify(site), moduleType: 'json' };
    },
  };
}
