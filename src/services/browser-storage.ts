// localStorage can be missing (server render) or throw (private mode, storage disabled);
// a visitor then simply gets the defaults.
export function readStoredValue(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredValue(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
}
