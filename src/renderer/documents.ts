// Page documents load per route and language: each JSON file becomes one chunk per language (only
// that language's texts), fetched when its route is first shown together with the code of the blocks
// it uses and the collections they show, then kept, so the client can hydrate synchronously once the
// first page is in.
import { loadBlocks } from '../blocks/registry.ts';
import type { PageDocument } from '../generated/schemas.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { loadCollections } from './collections.ts';
import { DOCUMENT_LOADERS, fileNameOf } from './language-chunks.ts';
import { lazyModule, type LazyModule } from './lazy-module.ts';
import { migrateDocument } from './migrations.ts';

const documents = new Map<string, LazyModule<PageDocument>>(
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

/** A page in one language: its document, resolved once the document and its blocks' code are loaded. */
export function documentModule(name: string, language: Language): LazyModule<PageDocument> {
  const module = documents.get(`${name}:${language}`);
  if (!module) throw new Error(`No page document pages-data/${name}.json`);
  return module;
}

export function loadDocument(name: string, language: Language): Promise<PageDocument> {
  return documentModule(name, language).load();
}

/** Server render: every page in every language is loaded before rendering, so nothing suspends. */
export function loadAllDocuments(): Promise<PageDocument[]> {
  return Promise.all([...documents.values()].map((module) => module.load()));
}
