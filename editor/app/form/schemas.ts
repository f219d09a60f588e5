// The server's bundled schema (one draft-07 root whose `definitions` hold every schema file), turned
// into the root of each form: a block's form is rooted at its block type's schema (not at the block
// union: the type is chosen when the block is added, and the union would put a "type" box and an
// option list above every block), a record's at its collection's `items`, the page's title at `meta`.
import type { RJSFSchema } from '@rjsf/utils';
import type { SchemaResponse } from '../../shared/protocol.ts';
import { parsePointer } from '../json-pointer.ts';
import { isTypeName, withPlainLabels } from './labels.ts';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Words written in capitals wherever they are: "url" → "URL", "lattesId" → "Lattes ID". */
const ACRONYMS = new Set(['url', 'doi', 'id', 'isbn', 'issn', 'orcid', 'pdf', 'rss', 'cv', 'zip']);

/** "featuredHeading" → "Featured heading", "startYear" → "Start year", "url" → "URL". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Topics" → "Topic", "Categories" → "Category": what one entry of a list is called. */
export const singularOf = (words: string) => words.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
const singular = singularOf;


/**
 * A list's entries: named after the list ("Topic" in "Topics", "Unit" in "Units") rather than after a
 * type ("LocalizedText", "SyllabusUnit"), without a shared schema's description repeated at every entry.
 */
function titleItems(name: string, property: unknown): unknown {
  if (!isObject(property) || !isObject(property.items) || (property.items.title !== undefined && !isTypeName(property.items.title))) return property;
  return { ...property, items: { ...property.items, title: singular(humanize(name)), ...(property.items.$ref ? { description: '' } : {}) } };
}

/**
 * Properties carry descriptions but no titles, and a property that references a shared schema would
 * otherwise be labelled with that schema's title ("LocalizedText") instead of its own name. Every
 * property without a title, or with a type's name as its title, gets its own name, humanized, and a
 * list's entries that name in the singular.
 */
function titleProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(titleProperties);
  if (!isObject(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'examples' || key === 'const' || key === 'enum' || key === 'default') out[key] = value;
    else if (key === 'properties' && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => {
          const titled = titleItems(name, titleProperties(property));
          return [name, isObject(titled) && (titled.title === undefined || isTypeName(titled.title)) ? { ...titled, title: humanize(name) } : titled];
        }),
      );
    else out[key] = titleProperties(value);
  }
  return out;
}

export interface EditorSchemas {
  definitions: Schema;
  roots: SchemaResponse['roots'];
  blockExamples: SchemaResponse['blockExamples'];
  /** Block type → the reference of its schema ("#/definitions/blocks~1tabs"). */
  blockRefs: Record<string, string>;
}

/** The schema a "#/definitions/…" reference points at. */
export function resolveRef(definitions: Schema, ref: string): Schema {
  const tokens = parsePointer(ref.replace(/^#/, ''));
  let node: unknown = { definitions };
  for (const token of tokens) node = isObject(node) ? node[token] : undefined;
  if (!isObject(node)) throw new Error(`the schema has nothing at ${ref}`);
  return node;
}

export function prepareSchemas(response: Omit<SchemaResponse, 'version'>): EditorSchemas {
  const definitions = withPlainLabels((titleProperties(response.schema) as { definitions: Schema }).definitions);
  const blockRefs: Record<string, string> = {};
  for (const option of (resolveRef(definitions, response.roots.block).oneOf as { $ref: string }[]) ?? []) {
    const type = ((resolveRef(definitions, option.$ref).properties as Schema | undefined)?.type as { const?: unknown } | undefined)?.const;
    if (typeof type === 'string') blockRefs[type] = option.$ref;
  }
  return { definitions, roots: response.roots, blockExamples: response.blockExamples, blockRefs };
}

/** A form's root: the sub-schema, with every definition beside it so its references resolve. */
export function formRoot(schemas: EditorSchemas, schema: Schema): RJSFSchema {
  return { ...schema, definitions: schemas.definitions } as RJSFSchema;
}

/** The schema of one step inside `schema`: a property, or an array's items. References are followed. */
function stepInto(schemas: EditorSchemas, schema: Schema, token: string): Schema | undefined {
  const { $ref, ...local } = schema;
  const resolved = typeof $ref === 'string' ? { ...resolveRef(schemas.definitions, $ref), ...local } : schema;
  if (/^\d+$/.test(token) && isObject(resolved.items)) return resolved.items;
  const property = (resolved.properties as Schema | undefined)?.[token];
  return isObject(property) ? property : undefined;
}

/** The schema of the value at `pointer` in a document validated by `rootRef`. */
export function schemaAt(schemas: EditorSchemas, rootRef: string, pointer: string): Schema | undefined {
  let schema: Schema | undefined = { $ref: rootRef };
  for (const token of parsePointer(pointer)) {
    if (!schema) return undefined;
    schema = stepInto(schemas, schema, token);
  }
  return schema;
}
