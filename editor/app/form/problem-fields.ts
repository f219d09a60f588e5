// Where the build's problems show in a form. A problem's JSON pointer is into the file; the form edits
// the value at `formPointer` (a block, a record, the page's meta), so a problem inside it belongs to the
// field at the rest of the pointer. "missing required property" is reported on the object that lacks the
// property; it is shown on that property's field, where the maintainer fills it in.
import type { ErrorSchema } from '@rjsf/utils';
import type { Problem } from '../../shared/protocol.ts';
import { formatPointer, isWithin, parsePointer } from '../json-pointer.ts';

const MISSING = /^missing required property "([^"]+)"/;

/** The field path (rjsf's) a problem belongs to, inside the form rooted at `formPointer`. */
export function fieldPathOf(problem: Pick<Problem, 'pointer' | 'message'>, formPointer: string): string[] | undefined {
  if (!isWithin(problem.pointer, formPointer)) return undefined;
  const path = parsePointer(problem.pointer).slice(parsePointer(formPointer).length);
  const missing = MISSING.exec(problem.message);
  return missing ? [...path, missing[1]!] : path;
}

/** The JSON pointer in the file of a field of the form rooted at `formPointer`. */
export function pointerOfField(formPointer: string, path: (string | number)[]): string {
  return formPointer + formatPointer(path);
}

/** rjsf's id of the input for a field path: "root_heading_pt", "root_items_0_title". */
export function fieldIdOf(path: (string | number)[]): string {
  return ['root', ...path].join('_');
}

/** The problems inside the form, as rjsf's `extraErrors`, each with exactly the build's sentence. */
export function errorSchemaFor(problems: Problem[], formPointer: string): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const problem of problems) {
    const path = fieldPathOf(problem, formPointer);
    if (!path) continue;
    let node = schema;
    for (const token of path) node = (node[token] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problem.message);
  }
  return schema as ErrorSchema;
}
