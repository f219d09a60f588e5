// The editor's one-file schema bundle must judge every document as the project's multi-file registry does.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { schemaResponse } from '../../editor/server/schema-bundle.ts';
import { readProjectFiles, type JsonFile } from '../../scripts/lib/project-files.ts';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { projectRoot } from './editor-support.ts';

const files = readProjectFiles({ root: projectRoot });
const registry = createSchemaRegistry(files.schemas);
const bundle = schemaResponse(files.schemas);
// The same options as scripts/lib/schema-registry.ts.
const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictTuples: false, allowUnionTypes: true });
addFormats(ajv, ['email', 'uri']);
ajv.addSchema(bundle.schema, 'https://bundle.local/');
const bundled = (ref: string) => ajv.getSchema(`https://bundle.local/${ref}`)!;

/** Each document with its schema file and its root in the bundle. */
function cases(): { doc: JsonFile; schema: string; root: string }[] {
  const collection = (f: JsonFile) => f.file.replace(/^pages-data\/collections\/(.+)\.json$/, '$1');
  return [
    { doc: files.site, schema: 'schemas/site.schema.json', root: bundle.roots.site },
    ...files.pages.map((doc) => ({ doc, schema: 'schemas/page.schema.json', root: bundle.roots.page })),
    ...files.collections.map((doc) => ({ doc, schema: `schemas/collections/${collection(doc)}.schema.json`, root: bundle.roots.collections[collection(doc)]! })),
    ...files.locales.map((doc) => ({ doc, schema: 'schemas/locale.schema.json', root: bundle.roots.locale })),
  ];
}

const errorsOf = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath} ${e.keyword} ${e.message}`).sort();

function verdicts(data: unknown, schema: string, root: string) {
  const multi = registry.validator(schema);
  const one = bundled(root);
  const a = multi(data);
  const aErrors = errorsOf(multi.errors);
  const b = one(data);
  return { multi: a, bundle: b, sameErrors: JSON.stringify(aErrors) === JSON.stringify(errorsOf(one.errors)) };
}

/** Breaks a document deep inside: the first localized text found loses its "pt" (the one language a text requires). */
function broken(data: unknown): unknown {
  const copy = structuredClone(data);
  const stack: unknown[] = [copy];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (typeof record.pt === 'string' && typeof record.en === 'string' && typeof record.es === 'string') {
      delete record.pt;
      return copy;
    }
    stack.push(...Object.values(record));
  }
  (copy as Record<string, unknown>).version = 'not a number';
  return copy;
}

describe('schema bundle', () => {
  it('holds every schema file, with no reference left outside itself', () => {
    expect(Object.keys(bundle.schema.definitions as object)).toHaveLength(files.schemas.length);
    // Every .json under schemas/, however many a maintainer has added.
    expect(files.schemas.length).toBe(readdirSync(join(projectRoot, 'schemas'), { recursive: true }).filter((file) => String(file).endsWith('.json')).length);
    const refs = JSON.stringify(bundle.schema).match(/"\$ref":"[^"]*"/g) ?? [];
    // At least as many references as the files have between them, every one now inside the bundle.
    const written = files.schemas.reduce((count, schema) => count + (JSON.stringify(schema.data).match(/"\$ref":/g)?.length ?? 0), 0);
    expect(refs.length).toBeGreaterThanOrEqual(written);
    for (const ref of refs) expect(ref).toMatch(/^"\$ref":"#\/definitions\//);
    expect(JSON.stringify(bundle.schema)).toContain('"$ref":"#/definitions/common~1download-ref/properties/number"');
    expect((bundle.schema.definitions as Record<string, { discriminator?: unknown }>).block!.discriminator).toEqual({ propertyName: 'type' });
  });

  it('gives every page, collection, site.json and locale the verdict the multi-file registry gives, broken copies too', () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(60);
    for (const { doc, schema, root } of all) {
      expect(verdicts(doc.data, schema, root), doc.file).toEqual({ multi: true, bundle: true, sameErrors: true });
      expect(verdicts(broken(doc.data), schema, root), `${doc.file} broken`).toEqual({ multi: false, bundle: false, sameErrors: true });
    }
  });

  it("gives each block type its schema's examples", () => {
    const blockTypes = files.schemas.filter((schema) => schema.file.startsWith('schemas/blocks/')).map((schema) => (schema.data as { properties: { type: { const: string } } }).properties.type.const);
    expect(Object.keys(bundle.blockExamples).sort()).toEqual(blockTypes.sort());
    for (const [type, examples] of Object.entries(bundle.blockExamples)) {
      expect(examples.length, type).toBeGreaterThan(0);
      for (const example of examples) expect(bundled(bundle.roots.block)(example), type).toBe(true);
    }
  });
});
