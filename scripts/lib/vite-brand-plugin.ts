// The brand's files, from site.json: the favicon and the hosted fonts are served under `npm run dev`
// and written into dist/ at build; the page head gets the fonts' @font-face rules (inline: a few hundred
// bytes, no extra request), a preload of the body font and the theme colour of the browser's bar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { normalizeBase } from '../../src/i18n/site-base.ts';
import { primaryShades } from '../../src/brand/brand-colors.ts';
import type { SiteDocument } from '../../src/generated/schemas.ts';
import { brandFonts, faviconSvg } from './brand-assets.ts';

const FAVICON = '/favicon.svg';

export function brandPlugin(root: string): Plugin {
  const site = () => JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as SiteDocument;
  // The site's sub-path (vite.config.ts's `base`, from SITE_URL): the favicon and the fonts live under it.
  let base = '';
  return {
    name: 'site-brand',
    configResolved(config) {
      base = normalizeBase(config.base);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        const { brand, identity } = site();
        if (path === FAVICON) {
          res.setHeader('Content-Type', 'image/svg+xml');
          return res.end(faviconSvg(brand, identity.name));
        }
        const font = brandFonts(brand).files.find((file) => file.path === path);
        if (!font) return next();
        res.setHeader('Content-Type', 'font/woff2');
        res.end(readFileSync(font.source));
      });
    },
    transformIndexHtml(html) {
      const { brand } = site();
      const fonts = brandFonts(brand, base);
      const tags: HtmlTagDescriptor[] = [];
      if (fonts.preload) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: fonts.preload, crossorigin: '' }, injectTo: 'head' });
      if (fonts.css) tags.push({ tag: 'style', children: fonts.css, injectTo: 'head' });
      const withFavicon = html.replace(`href="${FAVICON}"`, `href="${base}${FAVICON}"`);
      return { html: withFavicon.replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${primaryShades(brand)[9]}"`), tags };
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      const { brand, identity } = site();
      this.emitFile({ type: 'asset', fileName: FAVICON.slice(1), source: faviconSvg(brand, identity.name) });
      for (const font of brandFonts(brand).files) this.emitFile({ type: 'asset', fileName: font.path.slice(1), source: readFileSync(font.source) });
    },
  };
}
