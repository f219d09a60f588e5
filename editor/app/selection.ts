// What the selection in a file is (a block, a record, the page's title, a collection's view) and which
// form and problems belong to it.
import type { Problem } from '../shared/protocol.ts';
import { getAt, isWithin } from './json-pointer.ts';
import { blockContaining, collectionParts, type OutlineGroup } from './outline/outline.ts';

export const META_POINTER = '/meta';

/** The outline entry a problem belongs to: its innermost block or record, the page's meta, or the part. */
export function ownerOf(problemPointer: string, kind: string, document: unknown, outline: OutlineGroup | undefined): string {
  if (kind === 'page') {
    if (isWithin(problemPointer, META_POINTER)) return META_POINTER;
    return (outline && blockContaining(outline, problemPointer)) ?? '';
  }
  // A collection's records, and site.json's entries (routes, sidebar…), are lists of entries alike.
  if (kind === 'collection' || kind === 'site') {
    for (const part of collectionParts(document)) {
      if (!isWithin(problemPointer, part.pointer)) continue;
      const record = part.records?.find((entry) => isWithin(problemPointer, entry.pointer));
      return record?.pointer ?? part.pointer;
    }
  }
  return '';
}

/** Whether the selection is an entry of an array (a block or a record), which can be moved and removed. */
export function isArrayEntry(document: unknown, pointer: string | undefined): boolean {
  if (!pointer) return false;
  const cut = pointer.lastIndexOf('/');
  return /^\d+$/.test(pointer.slice(cut + 1)) && Array.isArray(getAt(document, pointer.slice(0, cut)));
}

/** Pages whose blocks (at any depth) show the collection, in the order given. */
export function pagesShowing(collection: string, pages: { path: string; data: unknown }[]): { path: string; data: unknown }[] {
  const shows = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(shows);
    if (!value || typeof value !== 'object') return false;
    const object = value as Record<string, unknown>;
    if (typeof object.type === 'string' && object.collection === collection) return true;
    return Object.values(object).some(shows);
  };
  return pages.filter((page) => shows((page.data as { blocks?: unknown })?.blocks));
}

export type { Problem };
