// A file changed on disk while the editor holds unsaved edits of it: what changed there, and whether both
// can be kept. Three versions of the document: `base`, the one the edits started from (read from disk or
// last saved), `mine`, the editor's, and `theirs`, the disk's now. Pure JSON, no React.
import { deepEqual } from './deep-equal.ts';
import { parsePointer } from './json-pointer.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The outermost places (JSON pointers) where two documents differ: "/identity/name", "/routes/12". A
 * list whose length changed is one place (an entry added or removed), as is a value whose kind changed.
 */
export function changedPlaces(a: unknown, b: unknown, pointer = ''): string[] {
  if (deepEqual(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((item, index) => changedPlaces(item, b[index], `${pointer}/${index}`));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => changedPlaces(a[key], b[key], `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return [pointer];
}

export type MergeResult = { merged: unknown } | { conflicts: string[] };

/**
 * Both changes in one document, when they touch different places: each place takes the side that changed
 * it; a place both changed, differently, is a conflict (none is merged then). Lists are merged entry by
 * entry while all three have the same length; otherwise a list changed on both sides is one conflict.
 */
export function mergeThreeWays(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const conflicts: string[] = [];
  const merge = (b: unknown, m: unknown, t: unknown, pointer: string): unknown => {
    if (deepEqual(m, t) || deepEqual(t, b)) return m;
    if (deepEqual(m, b)) return t;
    if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && b.length === m.length && b.length === t.length)
      return b.map((item, index) => merge(item, m[index], t[index], `${pointer}/${index}`));
    if (isObject(b) && isObject(m) && isObject(t)) {
      const out: Json = {};
      // Mine's key order first (what the form shows), then keys only the disk has.
      for (const key of new Set([...Object.keys(m), ...Object.keys(t), ...Object.keys(b)])) {
        const value = merge(b[key], m[key], t[key], `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    conflicts.push(pointer);
    return m;
  };
  const merged = merge(base, mine, theirs, '');
  return conflicts.length ? { conflicts } : { merged };
}

/** "/identity/name" → "identity › name"; "/sidebar/3/label" → "sidebar › 4 › label" (entries counted from 1). */
export function placeLabel(pointer: string): string {
  if (pointer === '') return 'the whole file';
  return parsePointer(pointer)
    .map((token) => (/^\d+$/.test(token) ? String(Number(token) + 1) : token))
    .join(' › ');
}

/** A short account of a value for the notice: a text as written (cut), a list or an object by its size. */
export function valueSummary(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `“${value.length > 80 ? `${value.slice(0, 77)}…` : value}”`;
  if (Array.isArray(value)) return value.length === 1 ? 'a list of 1 entry' : `a list of ${value.length} entries`;
  if (isObject(value)) {
    if (typeof value.pt === 'string') return valueSummary(value.pt);
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  }
  return JSON.stringify(value);
}
