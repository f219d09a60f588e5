// Page documents and collections load one language at a time: `?lang=` imports (see
// scripts/lib/vite-language-split.ts) keep only that language's texts. import.meta.glob needs
// literal options, hence one glob per language; each entry is its own chunk, fetched on demand.
// site.json and metrics.json (the citation counts, src/renderer/metrics.ts) are no page.
import type { Language } from '../i18n/languages.ts';

type Loaders = Record<string, () => Promise<{ default: unknown }>>;

export const DOCUMENT_LOADERS: Record<Language, Loaders> = {
  pt: import.meta.glob<{ default: unknown }>(['../../pages-data/*.json', '!../../pages-data/site.json', '!../../pages-data/metrics.json'], { query: { lang: 'pt' } }),
  en: import.meta.glob<{ default: unknown }>(['../../pages-data/*.json', '!../../pages-data/site.json', '!../../pages-data/metrics.json'], { query: { lang: 'en' } }),
  es: import.meta.glob<{ default: unknown }>(['../../pages-data/*.json', '!../../pages-data/site.json', '!../../pages-data/metrics.json'], { query: { lang: 'es' } }),
};

export const COLLECTION_LOADERS: Record<Language, Loaders> = {
  pt: import.meta.glob<{ default: unknown }>('../../pages-data/collections/*.json', { query: { lang: 'pt' } }),
  en: import.meta.glob<{ default: unknown }>('../../pages-data/collections/*.json', { query: { lang: 'en' } }),
  es: import.meta.glob<{ default: unknown }>('../../pages-data/collections/*.json', { query: { lang: 'es' } }),
};

/** pages-data/<name>.json?lang=xx → name */
export function fileNameOf(path: string): string {
  return path.replace(/^.*\/(.+)\.json(\?.*)?$/, '$1');
}
