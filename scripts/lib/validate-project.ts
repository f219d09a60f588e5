// The single entry point of validation, used by `npm run validate`, the build, the dev server and tests.
import { problemsFromAjv } from './ajv-messages.ts';
import { checkProject } from './project-checks.ts';
import { COLLECTIONS_DIR, collectionName, dataFiles, METRICS_FILE, type ProjectDirs, type ProjectFiles, type JsonFile, readProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';
import { createSchemaRegistry, type SchemaRegistry } from './schema-registry.ts';

function schemaFor(file: JsonFile): string {
  if (file.file.startsWith(COLLECTIONS_DIR)) return `schemas/collections/${collectionName(file.file)}.schema.json`;
  if (file.file === 'pages-data/site.json') return 'schemas/site.schema.json';
  if (file.file === METRICS_FILE) return 'schemas/metrics.schema.json';
  if (file.file.startsWith('locales/')) return 'schemas/locale.schema.json';
  return 'schemas/page.schema.json';
}

/** The "type" const of every block schema, for the unknown-block message. */
function blockTypes(schemas: JsonFile[]): string[] {
  return schemas
    .filter((schema) => schema.file.startsWith('schemas/blocks/'))
    .map((schema) => (schema.data as { properties?: { type?: { const?: string } } }).properties?.type?.const)
    .filter((type): type is string => typeof type === 'string')
    .sort();
}

/**
 * `registry`: a registry compiled earlier from the same schemas, for callers that validate again and
 * again while the schemas stay put (the editor's server); compiling takes hundreds of milliseconds.
 * `crossFileDespiteSchemaErrors`: run the cross-file checks even when a file fails its schema (see below).
 */
export function validateProject(dirs: ProjectDirs, registry?: SchemaRegistry, options: ValidateOptions = {}): Problem[] {
  return validateFiles(readProjectFiles(dirs), registry, options);
}

export interface ValidateOptions {
  crossFileDespiteSchemaErrors?: boolean;
}

/** The same, over files already read (the editor lists and validates them from one read). */
export function validateFiles(files: ProjectFiles, registry?: SchemaRegistry, options: ValidateOptions = {}): Problem[] {
  registry ??= createSchemaRegistry(files.schemas);
  const types = blockTypes(files.schemas);
  const problems: Problem[] = [];
  // The metrics file is checked like every document, though the editor does not list it (a refresh writes it).
  for (const file of [...dataFiles(files), ...(files.metrics ? [files.metrics] : [])]) {
    if (file.parseError) {
      problems.push({ file: file.file, pointer: '', message: `not valid JSON: ${file.parseError}` });
      continue;
    }
    const schema = schemaFor(file);
    if (!registry.has(schema)) {
      problems.push({ file: file.file, pointer: '', message: `no schema for this collection: add ${schema}, or move the file out of ${COLLECTIONS_DIR}` });
      continue;
    }
    const validate = registry.validator(schema);
    if (!validate(file.data)) problems.push(...problemsFromAjv(file.file, validate.errors, types));
  }
  // Cross-file checks read the documents as typed data, so they run only on schema-valid files. The
  // editor compares a project before and after a save, so it asks for them anyway, as far as the data
  // lets them run: data they do not expect may throw, and then there are none to compare.
  if (!problems.length) return checkProject(files);
  if (!options.crossFileDespiteSchemaErrors) return problems;
  try {
    return [...problems, ...checkProject(files)];
  } catch {
    return problems;
  }
}
