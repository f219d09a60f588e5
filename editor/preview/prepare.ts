// Turns a render message into what the frame renders, the way a visitor's page gets it: the document
// reduced to the frame's language (as the build's language split does) and migrated (as documents.ts
// does), the unsaved collections standing in for their files, and the code and records of its blocks
// loaded before React renders, so the page renders at once without suspending.
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import type { PageDocument } from '../../src/generated/schemas.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { loadLocale } from '../../src/i18n/locales.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';
import type { BlockRegistry } from '../../src/renderer/block-registry-context.ts';
import { loadCollections, provideCollection } from '../../src/renderer/collections.ts';
import { migrateDocument } from '../../src/renderer/migrations.ts';
import { site } from '../../src/site.ts';
import type { PreviewRender } from '../shared/protocol.ts';

export interface PreviewView {
  /** Counts the messages: a view is rendered once, and a newer one replaces it. */
  sequence: number;
  /** Absent when the message held none; `problem` says why. */
  document?: PageDocument;
  problem?: string;
  /** Every object of the document by its JSON pointer (blocks among them), for block-places.tsx. */
  pointers: WeakMap<object, string>;
  selected?: string;
  /** The page's address in the frame's language (its route in site.json), for the router. */
  url: string;
}

/** The unsaved collections provided by the last message, so one no longer sent goes back to its file. */
const provided = new Set<string>();

function provideCollections(collections: PreviewRender['collections'] | undefined, language: Language) {
  const names = new Set(Object.keys(collections ?? {}));
  for (const name of provided) if (!names.has(name)) provideCollection(name, language, undefined);
  provided.clear();
  for (const name of names) {
    try {
      provideCollection(name, language, onlyLanguage(collections![name], language));
      provided.add(name);
    } catch {
      // A collection without a file (a name being typed): no page can show it, so nothing to stand in for.
    }
  }
}

/** "pages-data/about.json" → the route that shows it, in the language ('/' when none does). */
function urlOf(file: string | undefined, language: Language): string {
  const name = file?.replace(/^(.*\/)?pages-data\//, '').replace(/\.json$/, '');
  return localizePath(site.routes.find((route) => route.document === name)?.path ?? '/', language);
}

export async function prepareView(message: PreviewRender, language: Language, registry: BlockRegistry, sequence: number): Promise<PreviewView> {
  provideCollections(message.collections, language);
  if (!message.document || typeof message.document !== 'object') throw new Error('The message holds no page document.');
  const document = migrateDocument(onlyLanguage(message.document, language));
  const pointers = new WeakMap<object, string>();
  walkObjects(document, (node, pointer) => pointers.set(node, pointer));
  // Settled, not all: a half-typed block may make its loader throw (a form not named yet); the page
  // renders anyway, and that block shows why in its place (block-places.tsx).
  await Promise.allSettled([
    (async () => registry.loadBlocks(document.blocks))(),
    (async () => loadCollections(document.blocks, [language]))(),
    loadLocale(language),
  ]);
  return { sequence, document, pointers, selected: message.selected, url: urlOf(message.file, language) };
}
