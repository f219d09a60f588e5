// The route table is matched once for each URL: the prerender and the dev server take the page's
// document from matchPage, the page renders through the same table. Expected pages come from site.json.
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../src/App.tsx';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { site, sitePages } from '../../src/site.ts';

describe('the route table', () => {
  it('shows each route and alias its document, in every language, with or without a trailing slash', () => {
    for (const { path, document } of sitePages())
      for (const language of LANGUAGES) {
        const url = localizePath(path, language);
        expect(matchPage(url), url).toBe(document);
        expect(matchPage(`${url.replace(/\/$/, '')}/`), `${url}/`).toBe(document);
      }
  });

  it('shows no document for an unknown path or a language segment that is not one', () => {
    const [first] = site.routes.filter((route) => route.path !== '/');
    for (const url of ['/no-such-page', '/en/no-such-page', `/pt${first!.path}`, `/fr${first!.path}`, '/xyz']) expect(matchPage(url), url).toBeUndefined();
  });
});
