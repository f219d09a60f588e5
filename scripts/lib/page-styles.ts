// A page's styles travel in its HTML, in one <style> in the <head>: the entry's styles, the app's and
// those of the page's blocks, concatenated in cascade order. Pages differ in their blocks, so a separate
// stylesheet was a different file on almost every page: after the HTML (fetched ahead on intent), the
// next page still waited a round trip for its CSS before it could paint. Inline, the HTML the browser
// fetched ahead is all the page needs. The separate files stay listed as disabled links: browsers do
// not fetch a disabled stylesheet, and Vite's loader, finding them present, does not add them again when
// a form's island loads, which would reorder the cascade under the visitor's eyes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The attribute on a page's <style>: what the budgets count as its first-load CSS. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/** `base` is the site's sub-path ('' or '/site'), before every file's URL. */
export function pageStyles(dist: string, base: string, files: string[]): string[] {
  const css = files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  // Inline, a relative url() would resolve against the page, not assets/: no stylesheet has one today.
  const relative = css.match(/url\(\s*['"]?(?![a-z]+:|\/|#)[^)]*\)/i);
  if (relative) throw new Error(`A stylesheet among ${files.join(', ')} has ${relative[0]}, which would not resolve once the page's styles are inline (scripts/lib/page-styles.ts): make the address absolute.`);
  return [
    `<style ${PAGE_STYLES_ATTRIBUTE}>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ...files.map((part) => `<link rel="stylesheet" crossorigin href="${base}/${part}" disabled>`),
  ];
}
