// Turns a render message into what the frame renders, the way a visitor's page gets it: the document
// reduced to the frame's language (as the build's language split does) and migrated (as documents.ts
// does), the unsaved collections standing in for their files, and the code and records of its blocks
// loaded before React renders, so the page renders at once without suspending. What did not change
// since the previous message keeps its objects (share.ts), so React re-renders only what did.
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import type { PageDocument } from '../../src/generated/schemas.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { loadLocale } from '../../src/i18n/locales.ts';
import type { BlockRegistry } from '../../src/renderer/block-registry-context.ts';
import { loadCollections, provideCollection } from '../../src/renderer/collections.ts';
import { migrateDocument } from '../../src/renderer/migrations.ts';
import { site } from '../../src/site.ts';
import type { PreviewRender } from '../shared/protocol.ts';
import { placeBlocks } from './block-places.tsx';
import { share } from './share.ts';

export interface PreviewView {
  /** Counts the messages: a view is rendered once, and a newer one replaces it. */
  sequence: number;
  /** Absent when the message held none; `problem` says why. */
  document?: PageDocument;
  problem?: string;
  selected?: string;
  /** The page's address in the frame's language (its route in site.json), for the router. */
  url: string;
}

/** One frame's memory of the previous message (one frame per page, one language each). */
export interface Preparer {
  prepare(message: PreviewRender, sequence: number): Promise<PreviewView>;
  /** Brings back every collection's file (a frame that stops: tests). */
  release(): void;
}

/** "pages-data/about.json" → the route that shows it, in the language ('/' when none does). */
function urlOf(file: string | undefined, language: Language): string {
  const name = file?.replace(/^(.*\/)?pages-data\//, '').replace(/\.json$/, '');
  return localizePath(site.routes.find((route) => route.document === name)?.path ?? '/', language);
}

export function createPreparer(language: Language, registry: BlockRegistry): Preparer {
  /** The unsaved collections standing in for their files, reduced to the language. */
  let provided = new Map<string, unknown>();
  let previous: unknown;

  /** Provides the message's collections, brings back the files of those no longer sent; whether any changed. */
  function provideCollections(collections: PreviewRender['collections'] | undefined): boolean {
    const next = new Map<string, unknown>();
    let changed = false;
    for (const [name, data] of Object.entries(collections ?? {})) {
      const reduced = share(provided.get(name), onlyLanguage(data, language));
      if (reduced === provided.get(name)) {
        next.set(name, reduced);
        continue;
      }
      try {
        provideCollection(name, language, reduced);
        next.set(name, reduced);
        changed = true;
      } catch {
        // A collection without a file (a name being typed): no page can show it, so nothing to stand in for.
      }
    }
    for (const name of provided.keys()) {
      if (next.has(name)) continue;
      provideCollection(name, language, undefined);
      changed = true;
    }
    provided = next;
    return changed;
  }

  return {
    async prepare(message, sequence) {
      // Blocks that show a collection whose records changed must render again: none is kept then.
      if (provideCollections(message.collections)) previous = undefined;
      if (!message.document || typeof message.document !== 'object') throw new Error('The message holds no page document.');
      const document = share(previous, migrateDocument(onlyLanguage(message.document, language)));
      previous = document;
      placeBlocks(document);
      // Settled, not all: a half-typed block may make its loader throw (a form not named yet); the page
      // renders anyway, and that block shows why in its place (block-places.tsx).
      await Promise.allSettled([
        (async () => registry.loadBlocks(document.blocks))(),
        (async () => loadCollections(document.blocks, [language]))(),
        loadLocale(language),
      ]);
      return { sequence, document, selected: message.selected, url: urlOf(message.file, language) };
    },
    release: () => void provideCollections({}),
  };
}
