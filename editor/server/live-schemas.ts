// The schemas as the editor's server last compiled them, compiled again when the files under schemas/
// change on disk: a maintainer who edits a schema, or adds a collection with its schema, sees the
// checks and the forms follow without restarting `npm run edit`.
import { createHash } from 'node:crypto';
import type { JsonFile } from '../../scripts/lib/project-files.ts';
import { createSchemaRegistry, type SchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import type { Problem, SchemaResponse, SchemaState } from '../shared/protocol.ts';
import { schemaResponse } from './schema-bundle.ts';

export interface CompiledSchemas {
  registry: SchemaRegistry;
  /** GET schema's answer, bundled when first asked for. */
  response(): SchemaResponse;
  state: SchemaState;
}

const fingerprint = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

/** Why these schemas cannot be used: the first that does not parse, or does not compile, named by its file. */
function compile(schemas: JsonFile[]): { registry: SchemaRegistry } | { problem: Problem } {
  const unparsed = schemas.find((schema) => schema.parseError);
  if (unparsed) return { problem: { file: unparsed.file, pointer: '', message: `not valid JSON: ${unparsed.parseError}` } };
  let registry: SchemaRegistry;
  try {
    registry = createSchemaRegistry(schemas);
  } catch (error) {
    return { problem: { file: 'schemas/', pointer: '', message: (error as Error).message } };
  }
  // Every schema now, not when a file first needs it: a broken one is named here, not in the middle of a check.
  for (const schema of schemas) {
    try {
      registry.validator(schema.file);
    } catch (error) {
      return { problem: { file: schema.file, pointer: '', message: `does not compile: ${(error as Error).message}` } };
    }
  }
  return { registry };
}

/**
 * Hands out the compiled schemas for the schema files just read, compiling again only when their content
 * changed. Schemas that cannot be used leave the last ones that could in place, with the reason as the
 * state's problem; at the start there are none to fall back on, and the reason is thrown.
 */
export function liveSchemas(): (schemas: JsonFile[]) => CompiledSchemas {
  let key: string | undefined;
  let current: CompiledSchemas | undefined;
  return (schemas) => {
    const version = fingerprint(JSON.stringify(schemas.map((schema) => [schema.file, schema.data ?? schema.parseError])));
    if (current && version === key) return current;
    key = version;
    const compiled = compile(schemas);
    if ('problem' in compiled) {
      if (!current) throw new Error(`${compiled.problem.file}: ${compiled.problem.message}`);
      current = { ...current, state: { version: current.state.version, problem: compiled.problem } };
      return current;
    }
    let response: SchemaResponse | undefined;
    current = { registry: compiled.registry, response: () => (response ??= { ...schemaResponse(schemas), version }), state: { version } };
    return current;
  };
}
