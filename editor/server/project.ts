// The editor server's view of one data root: which files it edits, their text and version, and the
// project's validation with unsaved documents laid over the disk. The schema registry and the bundle
// are built once: schemas do not change while editing (restart `npm run edit` after changing one).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dataFiles, readProjectFiles, type ProjectDirs, type ProjectFiles } from '../../scripts/lib/project-files.ts';
import { createSchemaRegistry, type SchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { validateFiles, validateProject } from '../../scripts/lib/validate-project.ts';
import type { EditorFileKind, FileSummary, Problem, SchemaResponse } from '../shared/protocol.ts';
import { schemaResponse } from './schema-bundle.ts';

/** The version sent with a file and back with its save: sha256 of the text as it is on disk. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function kindOf(path: string): EditorFileKind | undefined {
  if (path === 'pages-data/site.json') return 'site';
  if (/^pages-data\/collections\/[^/]+\.json$/.test(path)) return 'collection';
  if (/^pages-data\/[^/]+\.json$/.test(path)) return 'page';
  if (/^locales\/[^/]+\.json$/.test(path)) return 'locale';
  return undefined;
}

/** The editor reads one folder (no overlays); tests may keep the schemas elsewhere. */
export type EditorDirs = Pick<ProjectDirs, 'root' | 'schemaRoot'>;

export interface EditorProject {
  dirs: EditorDirs;
  /** Every editable file, with the problems on disk. */
  files(): FileSummary[];
  /** Relative paths of the editable files now on disk: the only paths GET file and POST save accept. */
  paths(): Set<string>;
  /** `npm run validate`'s problems with these documents laid over the disk. */
  validate(documents?: Record<string, unknown>): Problem[];
  /** The same, and the cross-file problems even while a file fails its schema: what a save compares. */
  validateForSave(documents?: Record<string, unknown>): Problem[];
  schema(): SchemaResponse;
}

export function createEditorProject(dirs: EditorDirs): EditorProject {
  const { schemas } = readProjectFiles(dirs);
  const registry: SchemaRegistry = createSchemaRegistry(schemas);
  let bundle: SchemaResponse | undefined;
  const list = (files: ProjectFiles) => dataFiles(files).map((f) => f.file);
  const validate = (documents?: Record<string, unknown>) => validateProject({ ...dirs, documents }, registry);
  return {
    dirs,
    paths: () => new Set(list(readProjectFiles(dirs))),
    files() {
      // One read of the project for both the list and its problems.
      const files = readProjectFiles(dirs);
      const counts = new Map<string, number>();
      for (const problem of validateFiles(files, registry)) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
      return list(files)
        .map((path) => ({ path, kind: kindOf(path)!, problems: counts.get(path) ?? 0 }))
        .filter((f) => f.kind !== undefined)
        .sort((a, b) => order(a) - order(b) || a.path.localeCompare(b.path));
    },
    validate,
    validateForSave: (documents) => validateProject({ ...dirs, documents }, registry, { crossFileDespiteSchemaErrors: true }),
    schema: () => (bundle ??= schemaResponse(schemas)),
  };
}

/** Pages first, then collections, site.json and the locales, as the editor lists them. */
const order = (f: FileSummary) => ['page', 'collection', 'site', 'locale'].indexOf(f.kind);

/** The text of an editable file, read fresh from disk. */
export function readText(dirs: EditorDirs, path: string): string {
  return readFileSync(`${dirs.root}/${path}`, 'utf8');
}

