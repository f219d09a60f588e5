// What the editor needs to know about a file from its path alone.
import type { EditorFileKind } from '../../shared/protocol.ts';

export const COLLECTIONS_PREFIX = 'pages-data/collections/';

/** "pages-data/collections/news.json" → "news". */
export function collectionNameOf(path: string): string | undefined {
  return path.startsWith(COLLECTIONS_PREFIX) ? path.slice(COLLECTIONS_PREFIX.length).replace(/\.json$/, '') : undefined;
}

/** "pages-data/about.json" → "about", "pages-data/collections/news.json" → "news", "locales/en.json" → "en". */
export function shortName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

export const KIND_TITLES: Record<EditorFileKind, string> = {
  page: 'Pages',
  collection: 'Collections',
  site: 'Site',
  locale: 'Interface text',
};
