// After the client and server builds: render every route, alias and the not-found page in each
// language to static HTML in dist/ (/about, /en/about, /es/about…), each complete with its language,
// head tags for search engines and link previews, and the assets it needs, with the parts it loads when
// asked (as JSON: a long publication list's older years, publication-parts.ts; the bodies of a page's many
// dialogs, dialog-parts.ts); then the social-card images, the feeds that pages show (news, blog, podcast),
// sitemap.xml and robots.txt.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Block, SiteDocument } from '../src/generated/schemas.ts';
import { localizePath } from '../src/i18n/language-paths.ts';
import { preferredLanguageRedirect } from '../src/i18n/language-preference.ts';
import { SIDEBAR_STATE_SCRIPT } from '../src/shell/sidebar-cookie.ts';
import { SCHEME_CHOICE_SCRIPT } from '../src/shell/color-scheme.ts';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { prerenderMarker } from '../src/renderer/prerender-marker.ts';
import { ISLAND_ASSETS_ATTRIBUTE, SEND_ASSETS_ATTRIBUTE } from '../src/islands/island-assets.ts';
import type { SitePage } from '../src/site.ts';
import type { PartContent } from '../src/renderer/parts-collector.ts';
import { feedPath, feedsOfBlocks } from '../src/feeds/feed-paths.ts';
import { feedTitle } from './lib/feeds/feeds.ts';
import { feedFiles } from './lib/feeds/feed-files.ts';
import { searchIndex } from './lib/search/search-index.ts';
import { searchIndexPath } from '../src/search/search-options.ts';
import { entryStyles, formSendAssets, islandAssets, pageAssets, type Manifest, type PageAssets, type PageContent } from './lib/page-assets.ts';
import { pageStyles } from './lib/page-styles.ts';
import { headTags } from './lib/seo/head-tags.ts';
import { cardLook } from './lib/seo/og-card-look.ts';
import { OG_HEIGHT, OG_WIDTH, renderOgImages } from './lib/seo/og-image.ts';
import { robotsTxt } from './lib/seo/robots.ts';
import { absoluteUrl, basePathOf } from './lib/seo/site-url.ts';
import { buildEnv, buildSiteUrl, distDir, serverBuildDir } from './lib/build-output.ts';
import { writeHostFiles } from './lib/hosting/host-files.ts';
import { inlineScriptsOf, policyMetaTags, securityHeaders } from './lib/hosting/security-headers.ts';
import { startTags } from './lib/html-tags.ts';
import { MAP_SOURCE_ATTRIBUTE } from '../src/blocks/OfficeLocation/map-behaviour.ts';
import { formsBuild, formsConnectOrigins } from '../src/services/forms-availability.ts';
import { notFoundPageScript } from './lib/hosting/github-pages-404.ts';
import { sitemapXml } from './lib/seo/sitemap.ts';
import { jsonLdScript, readPageDocument, structuredData } from './lib/seo/structured-data.ts';
import { viewChunks } from './lib/view-chunks.ts';
import { speculationRulesScript } from '../src/navigation/speculation-rules.ts';
import { localText } from '../src/i18n/localized-text.ts';
import { SITE_FOLDERS } from './lib/site-folders.ts';
import { NOT_FOUND_RENDER_PATH } from './lib/reserved-paths.ts';
import { notFoundFile } from './lib/hosting/host-rules.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = distDir(root);
const serverBuild = serverBuildDir(root);

interface ServerEntry {
  renderPage(url: string): { html: string; language: Language; title: string; description: string; document?: string; islands: Block[]; parts: { file: string; content: PartContent }[] };
  blockTypesOfDocument(name: string): PageContent['blockTypes'];
  colorSchemeScript(): string;
  site: SiteDocument;
  sitePages(): SitePage[];
}

// SITE_URL from the environment, or from .env like the VITE_* settings; its sub-path is Vite's base too.
const siteUrl = buildSiteUrl(root);
const base = basePathOf(siteUrl);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = (await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href)) as ServerEntry;

const mainStyles = entryStyles(manifest);
/** Sets the stored or system colour scheme on <html> before the first paint (Mantine's script). */
const COLOR_SCHEME_SCRIPT = entry.colorSchemeScript();
/** Vite's links to the entry's styles: the page's inline styles hold them. */
const MAIN_STYLESHEET_LINKS = new RegExp(mainStyles.map((file) => `\\s*<link rel="stylesheet" crossorigin href="${base}/${file}">`).join('|'), 'g');

/** Every page prerenders the next one on a hover or a press (src/navigation/speculation-rules.ts). */
const SPECULATION_RULES = `\n    ${speculationRulesScript(base)}`;

const ogImagePath = (language: Language) => `/${SITE_FOLDERS.og}/${language}.png`;
/** The card shows the professor's name, title, department and university; its alternative says so. */
function ogImageAlt(language: Language): string {
  const { name, title, department, university } = entry.site.identity;
  return `${name}: ${[title, department, university].map((text) => localText(text, language)).join(', ')}`;
}

/** What the pages run and embed, gathered as they are rendered, for the Content-Security-Policy. */
const inlineScripts = new Set<string>();
const frameOrigins = new Set<string>();
/**
 * Where each page's policy <meta> goes (index.html, after <meta charset>). The policy allows the inline
 * scripts of every page, so it is known only once all are rendered: pages wait in `pagesToWrite` until then.
 */
const POLICY_PLACE = '<!--app-head-policy-->';
const pagesToWrite: { file: string; html: string }[] = [];

/** One page's HTML, its inline scripts and frames noted for the policy. */
function page(url: string, canonicalPath: string | undefined): string {
  const html = pageHtml(url, canonicalPath);
  for (const script of inlineScriptsOf(html)) inlineScripts.add(script);
  for (const { name, attributes } of startTags(html))
    if (name === 'iframe') for (const source of [attributes.src, attributes[MAP_SOURCE_ATTRIBUTE]]) if (source?.startsWith('https://')) frameOrigins.add(new URL(source).origin);
  return html;
}

/** One page's HTML: `canonicalPath` is undefined for the not-found pages, which are not indexed. */
function pageHtml(url: string, canonicalPath: string | undefined): string {
  const rendered = entry.renderPage(url);
  // What the page loads when the visitor asks for it (a long publication list's older years, the bodies of
  // many dialogs), as JSON.
  for (const part of rendered.parts) write(part.file, JSON.stringify(part.content));
  const { language } = rendered;
  const blockTypes = rendered.document ? entry.blockTypesOfDocument(rendered.document) : [];
  // A page showing news, posts or episodes announces their feed in its language.
  const feeds = feedsOfBlocks(rendered.document ? readPageDocument(root, rendered.document).blocks : []).map((feed) => ({
    href: absoluteUrl(siteUrl, feedPath(feed, language)),
    title: feedTitle(feed, { root, site: entry.site, language }),
  }));
  const head = headTags({
    siteUrl, path: canonicalPath ?? '/', language, title: rendered.title, description: rendered.description,
    siteName: entry.site.identity.name, indexable: canonicalPath !== undefined, feeds,
    ogImage: { path: ogImagePath(language), width: OG_WIDTH, height: OG_HEIGHT, alt: ogImageAlt(language) },
  });
  // schema.org JSON-LD from the page's document, for routes only (not the not-found pages).
  const jsonLd = canonicalPath !== undefined && rendered.document
    ? `\n    ${jsonLdScript(structuredData({ root, siteUrl, site: entry.site, path: canonicalPath, language, page: readPageDocument(root, rendered.document) }))}`
    : '';
  const alsoLoaded = rendered.document ? viewChunks(root, readPageDocument(root, rendered.document)) : [];
  const styles = pageStyles(dist, base, [...mainStyles, ...pageAssets(manifest, { document: rendered.document, language, blockTypes, alsoLoaded }).styles]);
  // Portuguese pages send a visitor who chose English or Spanish on to their language before painting.
  // And every page draws the sidebar as the visitor left it, in the colour scheme the visitor chose (the
  // scheme control's icon included).
  // The Portuguese not-found page is GitHub Pages' answer to every miss: it sends other languages' on (github-pages-404.ts).
  const portugueseScript = canonicalPath === undefined ? notFoundPageScript(base) : preferredLanguageRedirect(base);
  const headScripts = `<script>${language === DEFAULT_LANGUAGE ? `${portugueseScript};` : ''}${SIDEBAR_STATE_SCRIPT};${SCHEME_CHOICE_SCRIPT}</script>${COLOR_SCHEME_SCRIPT}`;
  // What the page's islands load, fetched all at once when the visitor is first active (src/islands/island-runtime.ts).
  const islandFiles = islandAssets(manifest, rendered.islands, language);
  const sendFiles = formSendAssets(manifest, rendered.islands, islandFiles);
  const fileList = (files: PageAssets) => [...files.scripts, ...files.styles].map((file) => `${base}/${file}`).join(' ');
  const islandAttribute =
    (rendered.islands.length === 0 ? '' : ` ${ISLAND_ASSETS_ATTRIBUTE}="${fileList(islandFiles)}"`) +
    (sendFiles.scripts.length === 0 ? '' : ` ${SEND_ASSETS_ATTRIBUTE}="${fileList(sendFiles)}"`);
  const marker = prerenderMarker(canonicalPath === undefined ? undefined : url.replace(/(.)\/$/, '$1'), language);
  // Replacer functions: page text such as "R$ 5M+" must not be read as a replacement pattern.
  return template
    .replace('<html lang="pt-BR"', () => `<html lang="${HTML_LANG[language]}"`)
    .replace('<!--app-head-scripts-->', () => headScripts)
    .replace('<!--app-head-->', () => head + jsonLd + SPECULATION_RULES)
    .replace(MAIN_STYLESHEET_LINKS, '')
    .replace('</head>', () => `${styles.map((tag) => `  ${tag}\n`).join('')}  </head>`)
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root" data-prerendered="${marker}"${islandAttribute}>${rendered.html}</div>`);
}

function write(relativePath: string, content: string | Uint8Array) {
  const file = join(dist, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const pages = entry.sitePages();
for (const language of LANGUAGES) {
  for (const { path, canonicalPath } of pages) {
    const url = localizePath(path, language);
    const html = page(url, canonicalPath);
    if (path === '/') pagesToWrite.push({ file: language === DEFAULT_LANGUAGE ? 'index.html' : `${language}/index.html`, html });
    else pagesToWrite.push({ file: `${url.slice(1)}.html`, html }, { file: `${url.slice(1)}/index.html`, html });
  }
  const notFound = page(localizePath(NOT_FOUND_RENDER_PATH, language), undefined);
  pagesToWrite.push({ file: notFoundFile(language), html: notFound });
}
// The forms' backend and, where the settings name it, the e-mail service: the only origins a page calls.
const settings = buildEnv(root);
// None for forms that show the e-mail in their place (a build for publishing without a backend).
const connect = formsConnectOrigins(formsBuild(settings, entry.site));
const security = securityHeaders({ inlineScripts, connect, frames: frameOrigins });
// Every page carries the policy itself too, for a host that sends no headers (GitHub Pages).
const policyTags = policyMetaTags(security);
for (const { file, html } of pagesToWrite) write(file, html.replace(POLICY_PLACE, () => policyTags));

const { brand, identity } = entry.site;
const images = await renderOgImages(identity, cardLook(brand, identity.portrait && { root, file: identity.portrait.file }));
for (const language of LANGUAGES) write(ogImagePath(language).slice(1), images[language]);
const indexSizes: string[] = [];
for (const language of LANGUAGES) {
  const index = searchIndex(root, entry.site, language);
  write(searchIndexPath(language).slice(1), index.json);
  indexSizes.push(`${language} ${index.entries} entries, ${(gzipSync(index.json).length / 1024).toFixed(1)} KB gzip`);
}
// The feeds a page shows, each while its collection exists (feed-files.ts): none is read by name.
for (const language of LANGUAGES) for (const { file, content } of await feedFiles({ root, siteUrl, site: entry.site, language })) write(file, content);
write('sitemap.xml', sitemapXml(siteUrl, entry.site.routes.map((route) => route.path)));
write('robots.txt', robotsTxt(siteUrl));
// _headers and _redirects for Cloudflare Pages and Netlify, from the rules npm start's server follows too.
writeHostFiles(dist, base, security);
rmSync(serverBuild, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} pages × ${LANGUAGES.length} languages and 3 not-found pages into ${relative(root, dist)}/ for ${siteUrl}.`);
console.log(`Search index: ${indexSizes.join('; ')}.`);
