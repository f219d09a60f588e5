// Each message brings the whole document again, as new objects. Keeping the previous message's
// object wherever the new one is equal to it (same place, same content) lets React skip every block
// that did not change (block-places.tsx memoizes them by their block object), so a keystroke
// re-renders the block being typed in, not the page.

/** `next`, with each part equal to the part at the same place in `previous` replaced by that part. */
export function share<T>(previous: unknown, next: T): T {
  if (previous === next || !previous || !next || typeof previous !== 'object' || typeof next !== 'object') return next;
  if (Array.isArray(next) !== Array.isArray(previous)) return next;
  const before = previous as Record<string, unknown>;
  if (Array.isArray(next)) {
    const items = next.map((item, index) => share(before[index], item));
    return (items.length === (previous as unknown[]).length && items.every((item, index) => item === before[index]) ? previous : items) as T;
  }
  const entries = Object.entries(next).map(([key, value]) => [key, share(before[key], value)] as const);
  const same = entries.length === Object.keys(before).length && entries.every(([key, value]) => Object.hasOwn(before, key) && before[key] === value);
  return (same ? previous : Object.fromEntries(entries)) as T;
}
