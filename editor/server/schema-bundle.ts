// Bundles the project's schema files into one draft-07 root for the editor's form generator, which
// resolves only local references ("#/…"). Every file becomes one entry of `definitions`, keyed by its
// path ("blocks/tabs", "common/localized-text", "page"), and every $ref between files is rewritten to
// point at that entry. The multi-file registry (scripts/lib/schema-registry.ts) stays the source of
// truth for validation; tests check the bundle gives the same verdicts.
import { posix } from 'node:path';
import type { JsonFile } from '../../scripts/lib/project-files.ts';
import type { SchemaResponse } from '../shared/protocol.ts';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** "schemas/blocks/tabs.schema.json" → "blocks/tabs". */
export function definitionKey(schemaFile: string): string {
  return schemaFile.replace(/^schemas\//, '').replace(/\.schema\.json$/, '');
}

/** A JSON pointer token: "/" and "~" are escaped, so "blocks/tabs" stays one key. */
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The local reference to a file's definition: "#/definitions/blocks~1tabs". */
export function definitionRef(schemaFile: string): string {
  return `#/definitions/${escapeToken(definitionKey(schemaFile))}`;
}

/** Keywords whose values are data, not schemas: a "$ref" inside them is not a reference. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum']);

/** Rewrites one $ref found in `schemaFile` to a reference inside the bundle. */
function rewriteRef(ref: string, schemaFile: string, known: Set<string>): string {
  const hash = ref.indexOf('#');
  const target = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  // Local refs ("#/definitions/y") point inside this file; cross-file refs are relative to its folder.
  const file = target === '' ? schemaFile : posix.normalize(posix.join(posix.dirname(schemaFile), target));
  if (!known.has(file)) throw new Error(`${schemaFile}: $ref "${ref}" points to ${file}, which is not a schema file`);
  const inner = fragment.replace(/^\//, '');
  return definitionRef(file) + (inner ? `/${inner}` : '');
}

function rewrite(node: unknown, schemaFile: string, known: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, schemaFile, known));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out[key] = rewriteRef(value, schemaFile, known);
    else if (DATA_KEYWORDS.has(key)) out[key] = value;
    else out[key] = rewrite(value, schemaFile, known);
  }
  return out;
}

/** The bundle: { $schema, definitions: { "<key>": <file's schema without $schema/$id> } }. */
export function bundleSchemas(schemas: JsonFile[]): Record<string, unknown> {
  const known = new Set(schemas.map((s) => s.file));
  const definitions: Record<string, unknown> = {};
  for (const schema of schemas) {
    if (schema.parseError) throw new Error(`${schema.file}: not valid JSON (${schema.parseError})`);
    const { $schema: _schema, $id: _id, ...rest } = schema.data as Record<string, unknown>;
    definitions[definitionKey(schema.file)] = rewrite(rest, schema.file, known);
  }
  return { $schema: DRAFT_07, definitions };
}

/** Everything GET schema answers: the bundle, the root of each kind of file, each block's examples. */
export function schemaResponse(schemas: JsonFile[]): Omit<SchemaResponse, 'version'> {
  const collections: Record<string, string> = {};
  const blockExamples: Record<string, unknown[]> = {};
  for (const schema of schemas) {
    const match = /^schemas\/collections\/(.+)\.schema\.json$/.exec(schema.file);
    if (match) collections[match[1]!] = definitionRef(schema.file);
    if (schema.file.startsWith('schemas/blocks/')) {
      const data = schema.data as { properties?: { type?: { const?: unknown } }; examples?: unknown[] };
      const type = data.properties?.type?.const;
      if (typeof type === 'string') blockExamples[type] = data.examples ?? [];
    }
  }
  return {
    schema: bundleSchemas(schemas),
    roots: {
      page: definitionRef('schemas/page.schema.json'),
      site: definitionRef('schemas/site.schema.json'),
      locale: definitionRef('schemas/locale.schema.json'),
      block: definitionRef('schemas/block.schema.json'),
      collections,
    },
    blockExamples,
  };
}
