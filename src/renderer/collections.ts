// Shared records (pages-data/collections/<name>.json) load like documents: each file is one chunk
// per language, fetched with the pages whose blocks name it, so a route carries only the collections it
// shows. Blocks read them synchronously once loaded, so server and client render the same records.
import type {
  AwardCollection,
  BlogCollection,
  CourseCollection,
  DownloadCollection,
  EducationCollection,
  GraduateCollection,
  LeadershipPositionCollection,
  LectureCollection,
  MediaCollection,
  MiniCourseCollection,
  NewsCollection,
  OtherPositionCollection,
  PodcastCollection,
  ProjectCollection,
  PublicationCollection,
  ServiceCollection,
  RecordView,
} from '../generated/schemas.ts';
import type { RecordData } from '../records/select-records.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { collectionNamesIn } from './collection-names.ts';
import { COLLECTION_LOADERS, fileNameOf } from './language-chunks.ts';
import { lazyModule, useLazyModule, type LazyModule } from '../lib/lazy-module.ts';
import { COUNTED_COLLECTION, loadMetrics } from './metrics.ts';

/** Each collection's file type, by name; a new collection adds its schema's type here. */
export interface Collections {
  awards: AwardCollection;
  blog: BlogCollection;
  courses: CourseCollection;
  downloads: DownloadCollection;
  education: EducationCollection;
  graduates: GraduateCollection;
  'leadership-positions': LeadershipPositionCollection;
  lectures: LectureCollection;
  media: MediaCollection;
  minicourses: MiniCourseCollection;
  news: NewsCollection;
  'other-positions': OtherPositionCollection;
  podcast: PodcastCollection;
  projects: ProjectCollection;
  publications: PublicationCollection;
  service: ServiceCollection;
}
export type CollectionName = keyof Collections;

const collections = new Map<string, LazyModule<unknown>>(
  LANGUAGES.flatMap((language) =>
    Object.entries(COLLECTION_LOADERS[language]).map(([file, load]) => [`${fileNameOf(file)}:${language}`, lazyModule(async () => (await load()).default)]),
  ),
);
const names = new Set([...collections.keys()].map((key) => key.split(':')[0]!));

function collectionModule<N extends CollectionName>(name: N, language: Language): LazyModule<Collections[N]> {
  const module = collections.get(`${name}:${language}`);
  if (!module) throw new Error(`No collection pages-data/collections/${name}.json`);
  return module as LazyModule<Collections[N]>;
}

// The editor's preview frame (editor/preview/) shows a collection's unsaved records. The site never
// calls this, so its bundle drops it (and the map below) whole.
const files = new Map<string, LazyModule<unknown>>();

/**
 * `data` (one language's chunk, shaped as the file's) stands in for the collection's file in that
 * language, already loaded, until provided again; `undefined` brings back the file's own.
 */
export function provideCollection(name: string, language: Language, data: unknown): void {
  const key = `${name}:${language}`;
  const file = files.get(key) ?? collections.get(key);
  if (!file) throw new Error(`No collection pages-data/collections/${name}.json`);
  files.set(key, file);
  // Marked settled the way settledForReact does, so use() returns the records without suspending.
  const loaded = Object.assign(Promise.resolve(data), { status: 'fulfilled', value: data });
  collections.set(key, data === undefined ? file : { load: () => loaded, loaded: () => data });
}

/** The collections that blocks (or any part of a document) name in a "collection" field. */
export function collectionsIn(blocks: unknown): CollectionName[] {
  return collectionNamesIn(blocks).filter((name): name is CollectionName => names.has(name));
}

/** One collection in one language, for code that needs it on an action rather than with the page (downloads). */
export function loadCollection<N extends CollectionName>(name: N, language: Language): Promise<Collections[N]> {
  return collectionModule(name, language).load();
}

/** The collections that `blocks` show, in the given languages (a page: its own; the server, tests: all), and the publications' citation counts with them. */
export function loadCollections(blocks: unknown, languages: readonly Language[] = LANGUAGES): Promise<unknown> {
  const names = collectionsIn(blocks);
  return Promise.all([
    ...names.flatMap((name) => languages.map((language) => collectionModule(name, language).load())),
    ...(names.includes(COUNTED_COLLECTION) ? [loadMetrics()] : []),
  ]);
}

/** A collection's records in a block, in the page's language; loaded with the page, so this does not suspend. */
export function useCollection<N extends CollectionName>(name: N): Collections[N] {
  return useLazyModule(collectionModule(name, useLanguage().language));
}

/** Any collection a recordList names, as data its view describes: a new kind of records needs no type here. */
export interface ViewedCollection {
  view?: RecordView;
  items: RecordData[];
}

/** A collection by the name a document gives, for blocks that show any collection (recordList). */
export function useViewedCollection(name: string): ViewedCollection {
  // The same chunks as typed collections; only the type is unknown here.
  const data = useLazyModule(collectionModule(name as CollectionName, useLanguage().language) as unknown as LazyModule<ViewedCollection & Record<string, unknown>>);
  return { view: data.view, items: data.items ?? [] };
}

/** A collection's whole file by the name a document gives (its items, or the lists of publications), for a figure that counts it. */
export function useCollectionFile(name: string): Readonly<Record<string, unknown>> {
  return useLazyModule(collectionModule(name as CollectionName, useLanguage().language) as unknown as LazyModule<Record<string, unknown>>);
}
