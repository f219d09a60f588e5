// What a form's fields may need from the rest of the site, as the editor holds it (unsaved edits
// included): the post categories, with their labels, for a news item's or blog post's category; and
// the pages' blocks that list records by id, for a file added in the upload dialog to be placed on one.
// FileEditor provides it; the fields read it with useContext (special-fields.tsx, media/MediaObjectField.tsx).
import { createContext, useEffect, useMemo, useRef } from 'react';
import { collectionNameOf } from '../files/file-paths.ts';
import { getAt, updateAt } from '../json-pointer.ts';
import type { Editor } from '../use-editor.ts';

export const NEWS = 'pages-data/collections/news.json';
const SITE = 'pages-data/site.json';
const ENGLISH = 'locales/en.json';

export interface PostCategory {
  /** The key written in the record ("research"). */
  key: string;
  /** Its label as the English site shows it ("Research"). */
  label: string;
}

/** A block of a page that lists records of a collection by id (a recordList's `ids`). */
export interface ListPlace {
  file: string;
  /** The block's JSON pointer in its page. */
  pointer: string;
  /** "Material (/material) › Notas de aula". */
  label: string;
  ids: string[];
}

export interface EditorLookups {
  /** The collection whose record the form edits ("files"), when it is one. */
  collection?: string;
  categories: PostCategory[];
  /** The blocks of the site's pages that list records of `collection` by id, in page and block order. */
  placesFor(collection: string): ListPlace[];
  /** Adds `id` at the end of the block's ids, as an unsaved edit of its page (saved with the page). */
  place(place: ListPlace, id: string): void;
}

export const EditorLookupsContext = createContext<EditorLookups>({ categories: [], placesFor: () => [], place: () => undefined });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const portuguese = (text: unknown) => (typeof text === 'string' ? text : isObject(text) && typeof text.pt === 'string' ? text.pt : undefined);

/** The news view's category badge (the one declaration of the categories), each value with its English label. */
export function categoriesOf(news: unknown, english: unknown): PostCategory[] {
  const badges = isObject(news) && isObject(news.view) && Array.isArray(news.view.badges) ? news.view.badges : [];
  const badge = badges.find((entry) => isObject(entry) && entry.field === 'category') as Json | undefined;
  const values = isObject(badge?.values) ? badge.values : {};
  const keys = isObject(english) ? english : {};
  return Object.entries(values).map(([key, value]) => {
    const label = isObject(value) ? value.label : undefined;
    const text = typeof label === 'string' ? keys[label] : isObject(label) ? (label.en ?? label.pt) : undefined;
    return { key, label: typeof text === 'string' ? text : key };
  });
}

/** Every block of `pages` that lists records of `collection` by id, inside sections and tabs too. */
export function listPlaces(pages: { path: string; data: unknown }[], site: unknown, collection: string): ListPlace[] {
  const routes = isObject(site) && Array.isArray(site.routes) ? (site.routes as Json[]) : [];
  const places: ListPlace[] = [];
  for (const { path, data } of pages) {
    const name = path.replace(/^pages-data\//, '').replace(/\.json$/, '');
    const route = routes.find((entry) => entry.document === name)?.path;
    const title = portuguese(isObject(data) && isObject(data.meta) ? data.meta.title : undefined) ?? name;
    const walk = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${pointer}/${index}`));
      if (!isObject(node)) return;
      if (node.collection === collection && Array.isArray(node.ids) && typeof node.type === 'string') {
        const heading = portuguese(node.heading) ?? portuguese(node.title) ?? `${node.type} block`;
        places.push({ file: path, pointer, label: `${title}${route ? ` (${route})` : ''} › ${heading}`, ids: node.ids.filter((id): id is string => typeof id === 'string') });
      }
      for (const [key, value] of Object.entries(node)) if (typeof value === 'object') walk(value, `${pointer}/${key}`);
    };
    walk(data, '');
  }
  return places;
}

export function useEditorLookups(editor: Editor, path: string): EditorLookups {
  const { open, loadFile, edit } = editor;
  const kind = open[path]?.kind;
  // Read once when a collection's form is shown (a category, a file to place): small files, kept open.
  useEffect(() => {
    if (kind !== 'collection') return;
    for (const file of [NEWS, ENGLISH, SITE]) if (!open[file]) void loadFile(file).catch(() => undefined);
  }, [kind]); // eslint-disable-line react-hooks/exhaustive-deps
  const news = open[NEWS]?.data;
  const english = open[ENGLISH]?.data;
  const categories = useMemo(() => categoriesOf(news, english), [news, english]);
  // The pages are read when a list is asked for, not on each edit: the value stays the same while the
  // owner types, so the fields that read it (a whole record's form, for the file picker) do not render again.
  const openNow = useRef(open);
  openNow.current = open;
  return useMemo<EditorLookups>(
    () => ({
      collection: collectionNameOf(path),
      categories,
      placesFor: (collection) => {
        const files = Object.values(openNow.current);
        const pages = files.filter((file) => file.kind === 'page' && /^pages-data\/[^/]+\.json$/.test(file.path) && file.path !== SITE && file.data !== undefined);
        return listPlaces(pages, openNow.current[SITE]?.data, collection);
      },
      place: (place, id) =>
        edit(place.file, (document) => {
          const ids = getAt(document, `${place.pointer}/ids`);
          const next = Array.isArray(ids) && !ids.includes(id) ? updateAt(document, `${place.pointer}/ids`, () => [...ids, id]) : document;
          return { document: next };
        }),
    }),
    [path, categories, edit],
  );
}
