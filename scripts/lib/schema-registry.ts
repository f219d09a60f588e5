// Loads every schema under schemas/ into one ajv instance. Each schema is keyed by a URI built
// from its path, so the relative $refs between files resolve exactly as editors resolve them.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonFile } from './project-files.ts';

export const SCHEMA_BASE = 'https://site.local/';

export function schemaUri(schemaFile: string): string {
  return SCHEMA_BASE + schemaFile;
}

export interface SchemaRegistry {
  ajv: Ajv;
  validator(schemaFile: string): ValidateFunction;
  has(schemaFile: string): boolean;
}

export function createSchemaRegistry(schemas: JsonFile[]): SchemaRegistry {
  // allErrors: report every problem at once; discriminator: pick the block schema by "type"
  // so errors speak of the chosen block instead of every branch of the union.
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictTuples: false, allowUnionTypes: true });
  addFormats(ajv, ['email', 'uri']);
  for (const schema of schemas) {
    if (schema.parseError) throw new Error(`${schema.file}: not valid JSON (${schema.parseError})`);
    ajv.addSchema(schema.data as object, schemaUri(schema.file));
  }
  return {
    ajv,
    has: (schemaFile) => ajv.getSchema(schemaUri(schemaFile)) !== undefined,
    validator(schemaFile) {
      const validate = ajv.getSchema(schemaUri(schemaFile));
      if (!validate) throw new Error(`no schema at ${schemaFile}`);
      return validate;
    },
  };
}
