// The citation counts (pages-data/metrics.json, written by npm run refresh:metrics) load like a
// collection: one chunk, fetched with the pages whose blocks show the publications, since the counts are
// theirs (a citation figure names the publications collection too). A site without the file (the sample,
// or one whose publications have no DOI) reads undefined, and the typed figures stay.
import type { MetricsDocument } from '../generated/schemas.ts';
import { lazyModule, useLazyModule, type LazyModule } from '../lib/lazy-module.ts';

// A glob, so a project without the file still builds: it then matches nothing.
const FILE = Object.values(import.meta.glob<MetricsDocument>('../../pages-data/metrics.json', { import: 'default' }))[0];

const fromFile: LazyModule<MetricsDocument | undefined> = lazyModule(async () => (FILE ? FILE() : undefined));
let current = fromFile;

/** The collection whose pages load the counts with them. */
export const COUNTED_COLLECTION = 'publications';

export function loadMetrics(): Promise<MetricsDocument | undefined> {
  return current.load();
}

/** The stored counts in a block, or undefined; loaded with the page (loadCollections), so this does not suspend. */
export function useMetrics(): MetricsDocument | undefined {
  return useLazyModule(current);
}

/**
 * `data` stands in for the file (a test's counts, as provideCollection does for records), already loaded,
 * until provided again; `undefined` brings back the file's own.
 */
export function provideMetrics(data: MetricsDocument | undefined): void {
  if (data === undefined) {
    current = fromFile;
    return;
  }
  const loaded = Object.assign(Promise.resolve(data), { status: 'fulfilled', value: data });
  current = { load: () => loaded, loaded: () => data };
}
