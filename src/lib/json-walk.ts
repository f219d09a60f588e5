/** Calls visit for every object inside value, with its JSON pointer. */
export function walkObjects(value: unknown, visit: (node: Record<string, unknown>, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkObjects(item, visit, `${pointer}/${index}`));
  } else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>, pointer);
    for (const [key, child] of Object.entries(value)) walkObjects(child, visit, `${pointer}/${escapePointer(key)}`);
  }
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
