// Server entry for prerendering: every document and form is loaded up front, so nothing suspends and
// the HTML holds the page's full content, in the language its URL names.
import { ColorSchemeScript } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, matchPage } from './App.tsx';
import { AppProviders } from './AppProviders.tsx';
import { FORM_MODULES } from './blocks/Form/form-modules.ts';
import { blockRegistry } from './blocks/block-registry.ts';
import { blockTypesIn } from './blocks/registry.ts';
import { renderWithIslands } from './islands/render-islands.tsx';
import { PartsCollectorContext, type PartContent, type PartsCollector } from './renderer/parts-collector.ts';
import { partsFolder } from './blocks/PublicationList/publication-parts.ts';
import { dialogPartName, dialogsApart } from './blocks/RecordList/dialog-parts.ts';
import { withBase } from './i18n/site-base.ts';
import type { HeadingOrder } from './renderer/heading-level.tsx';
import { ServerAddressProvider } from './renderer/page-address.ts';
import type { Block, PageDocument } from './generated/schemas.ts';
import { languageOfPath } from './i18n/language-paths.ts';
import type { Language } from './i18n/languages.ts';
import { LOCALE_MODULES, loadAllLocales } from './i18n/locales.ts';
import { documentModule, loadAllDocuments } from './renderer/documents.ts';
import { COLOR_SCHEME_KEY, DEFAULT_COLOR_SCHEME } from './shell/color-scheme.ts';
import { formatPageTitle } from './shell/page-title.ts';
import { site, sitePages } from './site.ts';
import { localText } from './i18n/localized-text.ts';

// Lazy modules render synchronously once loaded: load every document and form before any page renders.
await Promise.all([loadAllDocuments(blockRegistry), loadAllLocales(), ...Object.values(FORM_MODULES).map((module) => module.load())]);

export interface RenderedPage {
  html: string;
  language: Language;
  title: string;
  description: string;
  /** The document shown, or undefined for the not-found page. */
  document?: string;
  /** Its islands, in page order, as their elements carry them: the only parts of the page that run script. */
  islands: Block[];
  /**
   * What the page loads when the visitor asks (a long publication list's older years, the bodies of many
   * dialogs): each file, from dist/, and what it holds: a part's HTML, or each dialog's body HTML by its id.
   */
  parts: { file: string; content: PartContent }[];
}

/** What a render collected: a part's content, or dialog bodies by id, with the heading level where they stand. */
type Collected = { content: ReactElement; headingOrder: HeadingOrder } | { dialogs: Map<string, ReactElement> };

/** Renders one URL (prefixed for en and es) as the browser's first render will. */
export function renderPage(url: string): RenderedPage {
  const language = languageOfPath(url);
  const name = matchPage(url);
  // A document's parts go in a folder of its own, per language; the not-found page has none.
  const folder = name === undefined ? undefined : partsFolder(language, name);
  // The page's record dialogs are counted as it renders; with many, it renders again with their bodies in
  // parts (dialog-parts.ts). A page with few, as every page of the sample, renders once, as it always has.
  const render = (dialogsInParts: number | undefined) => {
    const collected = new Map<string, Collected>();
    let dialogs = 0;
    const collector: PartsCollector = {
      addPart: (partName, content, headingOrder) => {
        let file = `${folder}${partName}.json`;
        for (let again = 2; collected.has(file); again += 1) file = `${folder}${partName}-${again}.json`;
        collected.set(file, { content, headingOrder });
        return withBase(file);
      },
      addDialogBody: (id, content) => {
        const index = dialogs++;
        if (dialogsInParts === undefined) return undefined;
        const file = `${folder}${dialogPartName(index, dialogsInParts)}.json`;
        let part = collected.get(file);
        if (!part) collected.set(file, (part = { dialogs: new Map() }));
        if (!('dialogs' in part)) throw new Error(`${file}: a part of dialogs has the name of another part`);
        part.dialogs.set(id, content);
        return { address: withBase(file), first: index === 0 };
      },
    };
    const rendered = renderWithIslands(
      <StaticRouter location={url}>
        <ServerAddressProvider url={url}>
          <PartsCollectorContext.Provider value={folder === undefined ? null : collector}>
            <AppProviders language={language} registry={blockRegistry}>
              <AppRoutes />
            </AppProviders>
          </PartsCollectorContext.Provider>
        </ServerAddressProvider>
      </StaticRouter>,
      { language, url, registry: blockRegistry },
    );
    return { ...rendered, collected, dialogs };
  };
  const whole = render(undefined);
  const { html, islands, collected } = dialogsApart(whole.dialogs) ? render(whole.dialogs) : whole;
  // Each part in the providers of a root inside the page, at the heading level where its list stands, with
  // React ids of its own (a copy button's live region is named by one). Static markup: nothing hydrates a
  // part, so it goes without the text separators a hydrated render keeps (fewer nodes for the browser to parse).
  const staticMarkup = (content: ReactElement, headingOrder: HeadingOrder | undefined, prefix: string) =>
    renderToStaticMarkup(
      <ServerAddressProvider url={url}>
        <AppProviders language={language} scope="root" registry={blockRegistry} headingOrder={headingOrder}>
          {content}
        </AppProviders>
      </ServerAddressProvider>,
      { identifierPrefix: prefix },
    );
  const parts = [...collected].map(([file, part], index) => ({
    file: file.slice(1),
    // A dialog's body sets its own heading levels (its title is the dialog's h2).
    content: 'dialogs' in part
      ? { dialogs: Object.fromEntries([...part.dialogs].map(([id, body], n) => [id, staticMarkup(body, undefined, `part${index}-${n}-`)])) }
      : { html: staticMarkup(part.content, part.headingOrder, `part${index}-`) },
  }));
  const document: PageDocument | undefined = name === undefined ? undefined : documentModule(name, language, blockRegistry).loaded();
  const strings = LOCALE_MODULES[language].loaded()!;
  const title = document ? localText(document.meta.title, language) : strings['notFound.metaTitle'];
  return {
    html,
    islands,
    parts,
    language,
    title: formatPageTitle(title, site.identity.name, strings['page.titleSuffix']),
    description: document ? localText(document.meta.description, language) : strings['notFound.description'],
    document: name,
  };
}

/** The block types a page document uses, for the prerender's preload and stylesheet links. */
export function blockTypesOfDocument(name: string): Block['type'][] {
  return blockTypesIn(documentModule(name, 'pt', blockRegistry).loaded()?.blocks ?? []);
}

/** Mantine's head script that applies the stored colour scheme (or the system's) before the first paint. */
export function colorSchemeScript(): string {
  return renderToStaticMarkup(<ColorSchemeScript defaultColorScheme={DEFAULT_COLOR_SCHEME} localStorageKey={COLOR_SCHEME_KEY} />);
}

export { site, sitePages };
