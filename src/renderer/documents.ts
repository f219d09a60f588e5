// Page documents load per route and language: each JSON file becomes one chunk per language (only
// that language's texts), fetched when its route is first shown together with the code of the blocks
// it uses (through the block registry the caller is given) and the collections they show, then kept,
// so the client can hydrate synchronously once the first page is in.
import type { PageDocument } from '../generated/schemas.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { lazyModule, type LazyModule } from '../lib/lazy-module.ts';
import type { BlockRegistry } from './block-registry-context.ts';
import { loadCollections } from './collections.ts';
import { DOCUMENT_LOADERS, fileNameOf } from './language-chunks.ts';
import { migrateDocument } from './migrations.ts';

/** What loading a document asks of the block registry: the code of the blocks it uses. */
type BlockLoader = Pick<BlockRegistry, 'loadBlocks'>;
type Documents = Map<string, LazyModule<PageDocument>>;

function documentsLoadingBlocksWith({ loadBlocks }: BlockLoader): Documents {
  return new Map(
    LANGUAGES.flatMap((language) =>
      Object.entries(DOCUMENT_LOADERS[language]).map(([file, load]) => [
        `${fileNameOf(file)}:${language}`,
        lazyModule(async () => {
          const document = migrateDocument((await load()).default);
          await Promise.all([loadBlocks(document.blocks), loadCollections(document.blocks, [language])]);
          return document;
        }),
      ]),
    ),
  );
}

// One set of documents per registry, so callers given the same registry (the server's preload and its
// render, the dev server's load and its page) share what is loaded.
const documentsByRegistry = new WeakMap<BlockLoader, Documents>();

function documentsFor(registry: BlockLoader): Documents {
  let documents = documentsByRegistry.get(registry);
  if (!documents) documentsByRegistry.set(registry, (documents = documentsLoadingBlocksWith(registry)));
  return documents;
}

/** A page in one language: its document, resolved once the document and its blocks' code are loaded. */
export function documentModule(name: string, language: Language, registry: BlockLoader): LazyModule<PageDocument> {
  const module = documentsFor(registry).get(`${name}:${language}`);
  if (!module) throw new Error(`No page document pages-data/${name}.json`);
  return module;
}

export function loadDocument(name: string, language: Language, registry: BlockLoader): Promise<PageDocument> {
  return documentModule(name, language, registry).load();
}

/** Server render: every page in every language is loaded before rendering, so nothing suspends. */
export function loadAllDocuments(registry: BlockLoader): Promise<PageDocument[]> {
  return Promise.all([...documentsFor(registry).values()].map((module) => module.load()));
}
