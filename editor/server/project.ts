// The editor server's view of one data root: which files it edits, their text and version, and the
// project's validation with unsaved documents laid over the disk, against the schemas on disk as they
// are now (live-schemas.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dataFiles, METRICS_FILE, readProjectFiles, type ProjectDirs, type ProjectFiles } from '../../scripts/lib/project-files.ts';
import { validateFiles, type ValidateOptions } from '../../scripts/lib/validate-project.ts';
import type { EditorFileKind, FileSummary, Problem, SchemaResponse, SchemaState, SiteTranslations } from '../shared/protocol.ts';
import { liveSchemas } from './live-schemas.ts';
import { siteTranslations, toTranslateOf } from './translation-counts.ts';

/** The version sent with a file and back with its save: sha256 of the text as it is on disk. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function kindOf(path: string): EditorFileKind | undefined {
  if (path === 'pages-data/site.json') return 'site';
  // Written by npm run refresh:metrics from OpenAlex's answers, never by hand: not one of the editor's files.
  if (path === METRICS_FILE) return undefined;
  if (/^pages-data\/collections\/[^/]+\.json$/.test(path)) return 'collection';
  if (/^pages-data\/[^/]+\.json$/.test(path)) return 'page';
  if (/^locales\/[^/]+\.json$/.test(path)) return 'locale';
  return undefined;
}

/** The editor reads one folder (no overlays); tests may keep the schemas elsewhere. */
export type EditorDirs = Pick<ProjectDirs, 'root' | 'schemaRoot'>;

export interface EditorProject {
  dirs: EditorDirs;
  /** Every editable file, with the problems on disk, and the schemas they were checked with. */
  files(): { files: FileSummary[]; schemas: SchemaState };
  /** Relative paths of the editable files now on disk: the only paths GET file and POST save accept. */
  paths(): Set<string>;
  /** `npm run validate`'s problems with these documents laid over the disk. */
  validate(documents?: Record<string, unknown>): { problems: Problem[]; schemas: SchemaState };
  /** The same, and the cross-file problems even while a file fails its schema: what a save compares. */
  validateForSave(documents?: Record<string, unknown>): Problem[];
  schema(): SchemaResponse;
  /** Every file's waiting and stale texts on disk (the Translations view). */
  translations(): SiteTranslations;
}

export function createEditorProject(dirs: EditorDirs): EditorProject {
  const compiled = liveSchemas();
  const list = (files: ProjectFiles) => dataFiles(files).map((f) => f.file);
  /** One read of the project (with these documents laid over it), checked with the schemas it holds. */
  const check = (documents?: Record<string, unknown>, options?: ValidateOptions) => {
    const files = readProjectFiles({ ...dirs, documents });
    const schemas = compiled(files.schemas);
    return { files, problems: validateFiles(files, schemas.registry, options), schemas: schemas.state };
  };
  return {
    dirs,
    paths: () => new Set(list(readProjectFiles(dirs))),
    files() {
      const { files, problems, schemas } = check();
      const counts = new Map<string, number>();
      for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
      const summaries = list(files)
        .map((path) => ({ path, kind: kindOf(path)!, problems: counts.get(path) ?? 0, toTranslate: toTranslateOf(files, path), version: versionOf(readText(dirs, path)) }))
        .filter((f) => f.kind !== undefined)
        .sort((a, b) => order(a) - order(b) || a.path.localeCompare(b.path));
      return { files: summaries, schemas };
    },
    validate: (documents) => {
      const { problems, schemas } = check(documents);
      return { problems, schemas };
    },
    validateForSave: (documents) => check(documents, { crossFileDespiteSchemaErrors: true }).problems,
    schema: () => compiled(readProjectFiles(dirs).schemas).response(),
    translations() {
      const files = readProjectFiles(dirs);
      const kinds = list(files).filter((path) => kindOf(path) !== undefined);
      return siteTranslations(files, kinds.sort((a, b) => order({ kind: kindOf(a)! } as FileSummary) - order({ kind: kindOf(b)! } as FileSummary) || a.localeCompare(b)));
    },
  };
}

/** Pages first, then collections, site.json and the locales, as the editor lists them. */
const order = (f: FileSummary) => ['page', 'collection', 'site', 'locale'].indexOf(f.kind);

/** The text of an editable file, read fresh from disk. */
export function readText(dirs: EditorDirs, path: string): string {
  return readFileSync(`${dirs.root}/${path}`, 'utf8');
}

