/** Structural equality of JSON values (key order ignored; an undefined property is the same as none). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const defined = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const entriesA = defined(a);
  const entriesB = new Map(defined(b));
  return entriesA.length === entriesB.size && entriesA.every(([key, value]) => entriesB.has(key) && deepEqual(value, entriesB.get(key)));
}

/** A copy without undefined properties (what JSON.stringify would write), for comparing and sending. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, withoutUndefined(v)])) as T;
}
