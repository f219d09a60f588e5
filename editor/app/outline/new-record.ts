// "Add record": a new record is built from its schema, never copied from another record (a new
// graduate would otherwise arrive with the sample student's position and funding). It holds only what
// no person has to choose: a fresh id, and the fixed values (`const`) the schema asks for. Every other
// required field is left empty, so the build names each one next to its field and the save is refused
// until the record is filled in.
import type { RJSFSchema } from '@rjsf/utils';
import { resolveRef, type EditorSchemas } from '../form/schemas.ts';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The identifying key of a collection's records: "id", or "key" for downloads. */
export const ID_KEYS = ['id', 'key'] as const;

/** The first of "new-record", "new-record-2", "new-record-3"… that no record of the array has. */
export function freshId(records: unknown[], idKey: string, base = 'new-record'): string {
  const taken = new Set(records.map((record) => (isObject(record) ? record[idKey] : undefined)));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** A schema with its reference followed (one level: the records' schemas are plain objects after it). */
function resolved(schemas: EditorSchemas, schema: unknown): Schema {
  if (!isObject(schema)) return {};
  const { $ref, ...local } = schema;
  return typeof $ref === 'string' ? { ...resolved(schemas, resolveRef(schemas.definitions, $ref)), ...local } : schema;
}

/** A new, empty record for an array whose entries follow `itemSchema`, among `records`. */
export function newRecord(schemas: EditorSchemas, itemSchema: RJSFSchema | Schema | undefined, records: unknown[]): Record<string, unknown> {
  const schema = resolved(schemas, itemSchema);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const record: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const own = resolved(schemas, property);
    if ('const' in own) record[name] = own.const;
    else if ((ID_KEYS as readonly string[]).includes(name)) {
      const id = freshId(records, name);
      const pattern = typeof own.pattern === 'string' ? new RegExp(own.pattern, 'u') : undefined;
      if (!pattern || pattern.test(id)) record[name] = id;
    }
  }
  return record;
}
