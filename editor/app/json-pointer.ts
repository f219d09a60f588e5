// JSON pointers (RFC 6901), the address the build's problems, the preview's "select" message and the
// outline all use for a place in a document. Documents are edited immutably: every change copies the
// objects on the path to the change and shares the rest, so React sees what changed.

export type Path = (string | number)[];

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function formatPointer(path: Path): string {
  return path.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function getAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const token of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** A copy of `document` with the value at `pointer` replaced by what `change` returns for the old one. */
export function updateAt(document: unknown, pointer: string, change: (old: unknown) => unknown): unknown {
  const tokens = parsePointer(pointer);
  const walk = (node: unknown, depth: number): unknown => {
    if (depth === tokens.length) return change(node);
    const token = tokens[depth]!;
    if (Array.isArray(node)) {
      const copy = node.slice();
      copy[Number(token)] = walk(node[Number(token)], depth + 1);
      return copy;
    }
    const object = (node ?? {}) as Record<string, unknown>;
    return { ...object, [token]: walk(object[token], depth + 1) };
  };
  return walk(document, 0);
}

export function setAt(document: unknown, pointer: string, value: unknown): unknown {
  return updateAt(document, pointer, () => value);
}

/** Whether `pointer` is `ancestor` or inside it ("/blocks/2/title" is inside "/blocks/2", not "/blocks/21"). */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}
