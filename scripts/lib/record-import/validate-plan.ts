// Checks the planned documents the way `npm run validate` does (same schema registry, same cross-file
// checks), laid over the files on disk, and turns each new problem into a sentence naming the source
// element that caused it and the site field it lands in.
import { jsonEqual } from '../format-preserving-write.ts';
import { fingerprint } from '../../../src/i18n/translation-status.ts';
import { readProjectFiles, type JsonFile } from '../project-files.ts';
import type { Problem } from '../problems.ts';
import { createSchemaRegistry, type SchemaRegistry } from '../schema-registry.ts';
import { validateFiles } from '../validate-project.ts';
import type { ImportOptions, ImportPlan } from './plan.ts';
import type { SourceProblem } from './types.ts';

/** The last compiled registry: compiling every schema takes seconds, and they rarely change between plans. */
let compiled: { key: string; registry: SchemaRegistry } | undefined;
function registryFor(schemas: JsonFile[]): SchemaRegistry {
  const key = fingerprint(JSON.stringify(schemas.map((s) => [s.file, s.data])));
  if (compiled?.key !== key) compiled = { key, registry: createSchemaRegistry(schemas) };
  return compiled.registry;
}

const key = (p: Problem) => `${p.file}\u0000${p.pointer}\u0000${p.message}`;

export function validatePlan(plan: ImportPlan, options: ImportOptions): SourceProblem[] {
  const documents = Object.fromEntries([...plan.collections, ...plan.seeded].filter((c) => !jsonEqual(JSON.parse(c.text), c.after)).map((c) => [c.file, c.after]));
  if (!Object.keys(documents).length) return [];
  const dirs = { root: options.root, ...(options.schemaRoot ? { schemaRoot: options.schemaRoot } : {}) };
  const check = (docs?: Record<string, unknown>) => {
    const files = readProjectFiles({ ...dirs, documents: docs });
    return validateFiles(files, registryFor(files.schemas), { crossFileDespiteSchemaErrors: true });
  };
  const before = new Set(check().map(key));
  return check(documents)
    .filter((problem) => !before.has(key(problem)))
    .map((problem) => {
      const collection = plan.collections.find((c) => c.file === problem.file);
      const entry = collection?.entries.find((e) => {
        const list = collection.after[e.list.slice(1)] as unknown[];
        const pointer = `${e.list}/${list.indexOf(e.record)}`;
        return problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`);
      });
      const field = `${collection?.collection ?? problem.file} ${problem.pointer || '/'}`;
      return { origin: entry?.origin ?? plan.file, field, message: problem.message };
    });
}
