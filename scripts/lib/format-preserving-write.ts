// Writes new data into a JSON file's existing text with the smallest edits, so a save shows in
// `git diff` as what the person changed: untouched subtrees keep their bytes (hand-formatted one-line
// { "pt", "en", "es" } objects included), a changed value is replaced where it stands, keys are added
// (at the end) or removed one by one, and an array whose elements were moved, duplicated or removed is
// rebuilt from its elements' original text. The result is re-parsed and refused unless it is exactly
// the intended data.
import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Equal as JSON values (key order aside, as JSON.parse sees them). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

type Options = FormattingOptions & { eol: string; tabSize: number };

/** The file's own style: its indent unit and line ending. */
function detectFormatting(text: string): Options {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const tabs = indent.startsWith('\t');
  return { insertSpaces: !tabs, tabSize: tabs ? 1 : indent.length, eol, insertFinalNewline: false };
}

class Writer {
  constructor(
    public text: string,
    private readonly options: Options,
  ) {}

  private node(path: JSONPath): Node {
    const node = findNodeAtLocation(parseTree(this.text)!, path);
    if (!node) throw new Error(`format-preserving write: nothing at /${path.join('/')}`);
    return node;
  }

  private set(path: JSONPath, value: Json | undefined): void {
    if (value === null || typeof value !== 'object') {
      this.text = applyEdits(this.text, modify(this.text, path, value, { formattingOptions: this.options }));
      return;
    }
    // An object or array goes in as a marker, then its text replaces the marker: jsonc-parser formats an
    // inserted value as one edit per token, each applied to the whole text, which took 30 s for a list of 600
    // records going into a new key.
    const marker = JSON.stringify(`\u0000format-preserving-write:${this.text.length}`);
    this.text = applyEdits(this.text, modify(this.text, path, JSON.parse(marker) as string, { formattingOptions: this.options }));
    const at = this.text.indexOf(marker);
    const indent = /^[ \t]*/.exec(this.text.slice(this.text.lastIndexOf('\n', at) + 1))![0];
    this.text = this.text.slice(0, at) + this.fresh(value, indent) + this.text.slice(at + marker.length);
  }

  write(path: JSONPath, before: Json, after: Json): void {
    if (jsonEqual(before, after)) return;
    if (isObject(before) && isObject(after)) return this.writeObject(path, before, after);
    if (Array.isArray(before) && Array.isArray(after) && before.length && after.length) return this.writeArray(path, before, after);
    this.set(path, after); // a scalar, a change of type, or an array from or to empty: replaced where it stands
  }

  private writeObject(path: JSONPath, before: Record<string, Json>, after: Record<string, Json>): void {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) this.set([...path, key], undefined);
    for (const key of Object.keys(after)) {
      if (Object.hasOwn(before, key)) this.write([...path, key], before[key]!, after[key]!);
      else this.set([...path, key], after[key]!); // jsonc-parser appends a new key after the others
    }
  }

  private writeArray(path: JSONPath, before: Json[], after: Json[]): void {
    // An edit inside elements (same length, nothing moved): each element is written in place.
    const moved = after.some((item, i) => !jsonEqual(item, before[i]) && before.some((old) => jsonEqual(old, item)));
    if (before.length === after.length && !moved) {
      after.forEach((item, i) => this.write([...path, i], before[i]!, item));
      return;
    }
    this.rebuildArray(path, before, after);
  }

  /**
   * Moved, duplicated, removed or added elements: the array's inside is rebuilt from the original text
   * of each element that is still there (the same bytes, so a line diff shows only what moved), with the
   * array's own separators and indentation. An element equal to none of the old ones takes the text of
   * a leftover old element (paired in order) and is then edited in place, as a moved block that was also
   * edited; only when none is left over is it formatted anew.
   */
  private rebuildArray(path: JSONPath, before: Json[], after: Json[]): void {
    const node = this.node(path);
    const items = node.children!;
    const source = (n: Node) => this.text.slice(n.offset, n.offset + n.length);
    const open = this.text.slice(node.offset + 1, items[0]!.offset);
    const last = items[items.length - 1]!;
    const close = this.text.slice(last.offset + last.length, node.offset + node.length - 1);
    const separator = items.length > 1 ? this.text.slice(items[0]!.offset + items[0]!.length, items[1]!.offset) : `,${open}`;
    const indent = /[ \t]*$/.exec(open)![0];
    // Which old element each new one comes from: an equal one (the same index first, then an unused
    // one, then any: a duplicate), or else the next old element nothing came from.
    const used = new Set<number>();
    const from: (number | undefined)[] = after.map((item, i) => {
      const equal = [i, ...before.keys()].filter((k) => k < before.length && jsonEqual(before[k], item));
      const k = equal.find((c) => !used.has(c)) ?? equal[0];
      if (k !== undefined) used.add(k);
      return k;
    });
    const leftover = [...before.keys()].filter((k) => !used.has(k));
    const edited: number[] = [];
    after.forEach((_, i) => {
      if (from[i] === undefined && leftover.length) {
        from[i] = leftover.shift();
        edited.push(i);
      }
    });
    const texts = after.map((item, i) => (from[i] === undefined ? this.fresh(item, indent) : source(items[from[i]!]!)));
    const start = node.offset + 1;
    const end = node.offset + node.length - 1;
    this.text = this.text.slice(0, start) + open + texts.join(separator) + close + this.text.slice(end);
    for (const i of edited) this.write([...path, i], before[from[i]!]!, after[i]!);
  }

  /** A new value as the file would hold it: indented like its siblings, continuation lines included. */
  private fresh(value: Json, indent: string): string {
    const unit = this.options.insertSpaces ? ' '.repeat(this.options.tabSize) : '\t';
    const text = JSON.stringify(value, null, unit) as string | undefined;
    if (text === undefined) throw new Error('format-preserving write: a value JSON cannot hold (undefined, a function); nothing written');
    return text.split('\n').join(this.options.eol + indent);
  }
}

/** The new text of a JSON file whose data becomes `data`, with the fewest bytes changed. Throws if it cannot be exact. */
export function formatPreservingWrite(text: string, data: unknown): string {
  const before = JSON.parse(text) as Json;
  if (jsonEqual(before, data)) return text; // no change, no new bytes
  const options = detectFormatting(text);
  let output: string;
  if (isObject(before) && isObject(data)) {
    const writer = new Writer(text, options);
    writer.write([], before, data as Json);
    output = writer.text;
  } else {
    const trailing = /\s*$/.exec(text)![0];
    output = JSON.stringify(data, null, options.insertSpaces ? options.tabSize : '\t') + trailing;
  }
  let reparsed: unknown;
  try {
    reparsed = JSON.parse(output);
  } catch (error) {
    throw new Error(`format-preserving write produced invalid JSON (${(error as Error).message}); nothing written`);
  }
  if (!jsonEqual(reparsed, data)) throw new Error('format-preserving write did not reproduce the data exactly; nothing written');
  return output;
}
