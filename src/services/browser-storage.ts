// localStorage can be missing (server render) or throw (private mode, storage disabled); the choice
// then simply applies to this visit.
export function writeStoredValue(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
}
