// Adding, removing, moving and duplicating an entry of an array in a document (blocks in a page or a
// section, records in a collection), each returning the new document and the pointer to select after.
import { getAt, updateAt } from '../json-pointer.ts';

export interface Edit {
  document: unknown;
  /** What to select afterwards: the moved, added or duplicated entry; after a removal, a neighbour or nothing. */
  select?: string;
}

const arrayAt = (document: unknown, pointer: string): unknown[] => {
  const value = getAt(document, pointer);
  return Array.isArray(value) ? value : [];
};

/** Splits "/blocks/3" into ("/blocks", 3). */
export function splitEntry(pointer: string): { array: string; index: number } {
  const cut = pointer.lastIndexOf('/');
  return { array: pointer.slice(0, cut), index: Number(pointer.slice(cut + 1)) };
}

export function insertEntry(document: unknown, array: string, index: number, value: unknown): Edit {
  const next = updateAt(document, array, (old) => {
    const copy = Array.isArray(old) ? old.slice() : [];
    copy.splice(index, 0, value);
    return copy;
  });
  return { document: next, select: `${array}/${index}` };
}

export function removeEntry(document: unknown, entry: string): Edit {
  const { array, index } = splitEntry(entry);
  const length = arrayAt(document, array).length;
  const next = updateAt(document, array, (old) => (old as unknown[]).filter((_, i) => i !== index));
  const neighbour = length > 1 ? Math.min(index, length - 2) : undefined;
  return { document: next, select: neighbour === undefined ? undefined : `${array}/${neighbour}` };
}

export function moveEntry(document: unknown, entry: string, delta: -1 | 1): Edit {
  const { array, index } = splitEntry(entry);
  const target = index + delta;
  if (target < 0 || target >= arrayAt(document, array).length) return { document, select: entry };
  const next = updateAt(document, array, (old) => {
    const copy = (old as unknown[]).slice();
    [copy[index], copy[target]] = [copy[target], copy[index]];
    return copy;
  });
  return { document: next, select: `${array}/${target}` };
}

export function duplicateEntry(document: unknown, entry: string, makeCopy: (value: unknown) => unknown = structuredClone): Edit {
  const { array, index } = splitEntry(entry);
  return insertEntry(document, array, index + 1, makeCopy(getAt(document, entry)));
}

/**
 * A copy of a record with an id no other record of its array has: "<id>-2", "-3"… Ids are kebab-case
 * in every collection, so the suffix keeps the pattern; downloads are keyed by "key", the same way.
 */
export function recordCopy(records: unknown[], record: unknown): unknown {
  const copy = structuredClone(record) as Record<string, unknown>;
  for (const idKey of ['id', 'key']) {
    const id = copy[idKey];
    if (typeof id !== 'string') continue;
    const taken = new Set(records.map((other) => (other as Record<string, unknown>)?.[idKey]));
    const base = id.replace(/-\d+$/, '');
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    copy[idKey] = `${base}-${n}`;
  }
  return copy;
}
