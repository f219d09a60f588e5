// Kept apart from src/renderer/collections.ts (which loads collection chunks through Vite) so build scripts can use it.

/** The records a block picks by `ids`, in that order; all of them, in the collection's order, when it names none. */
export function pick<T extends { id?: string }>(records: readonly T[], ids?: readonly string[]): T[] {
  return ids ? ids.flatMap((id) => records.filter((record) => record.id === id)) : [...records];
}
