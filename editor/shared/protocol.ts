// What the editor's page (editor/app/), its preview frames (editor/preview/) and its server
// (editor/server/) say to each other. `npm run edit` serves all three from one Vite dev server on
// loopback; nothing under editor/ is part of the visitor's build.

import type { PendingTranslation } from '../../src/i18n/translation-report.ts';

/** Every request to the editor's API carries this header; a page from another site cannot add it without CORS. */
export const EDITOR_HEADER = 'x-site-editor';
export const EDITOR_HEADER_VALUE = '1';
export const API = '/api/editor';

/**
 * Sent by the server on Vite's HMR socket, `import.meta.hot.on(FILE_CHANGED_EVENT, (e: FileChangedEvent) => …)`,
 * when a data file (pages-data/, locales/) is changed, added or removed on disk: by a save, a new page,
 * an import or another program. Vite's own reaction to such a change (a full reload of every open page,
 * the editor's included, which lost its unsaved edits) is suppressed in `npm run edit`. The editor's page
 * reads a changed file again when it holds no unsaved edits of it; with unsaved edits, it keeps them and
 * shows the disk's version beside them, for the owner to choose (use-editor.ts).
 */
export const FILE_CHANGED_EVENT = 'site-editor:file-changed';
export interface FileChangedEvent {
  /** Relative to the data root, e.g. "pages-data/about.json". */
  path: string;
  /** What happened to it on disk. */
  change: 'create' | 'update' | 'delete';
}

/** A problem as `npm run validate` prints it: the file, a JSON pointer into it, and a plain sentence. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export type EditorFileKind = 'page' | 'collection' | 'site' | 'locale';

/** GET {API}/files */
export interface FileSummary {
  /** Relative to the project, e.g. "pages-data/about.json", "pages-data/collections/news.json", "locales/en.json". */
  path: string;
  kind: EditorFileKind;
  /** Problems `npm run validate` finds in this file as it is on disk (0: valid). */
  problems: number;
  /** Texts of this file on disk waiting for a translation or with a stale one, counted per language (src/i18n/translation-report.ts). */
  toTranslate?: number;
  /** The file's version on disk (as GET file gives it): the page compares its open copies with it when its window comes back into focus. */
  version?: string;
  /**
   * Set by the page, never the server: the file is gone from disk but open with unsaved edits, so it stays
   * in the list (marked) and the owner can go back to it and save it again, or let it go.
   */
  deletedOnDisk?: boolean;
}
export interface FilesResponse {
  files: FileSummary[];
  schemas: SchemaState;
}

/**
 * The schemas the server checks with, sent with every file list and validation. The server compiles
 * them again when a file under schemas/ changes on disk, so `version` changes: the page then asks for
 * GET schema again and its forms follow, with no restart. `problem`: the schemas on disk do not load
 * or compile; the server keeps checking with the last ones that did until they are fixed.
 */
export interface SchemaState {
  version: string;
  problem?: Problem;
}

/**
 * GET {API}/file?path=…[&gone=ok] : the file as it is on disk. `version` is a hash of its text, sent back on save.
 * A file whose text does not parse comes with its text and where it breaks (no `data`): the page opens
 * it as text, to be fixed and saved there.
 */
export interface FileResponse {
  path: string;
  data: unknown;
  version: string;
  broken?: { text: string; error: { message: string; line: number; column: number } };
  /** Asked with `&gone=ok`: the file is not on disk (deleted there), instead of a 404. */
  gone?: true;
}

/**
 * GET {API}/schema: the project's 64 schema files bundled into one draft-07 root whose `definitions` hold
 * every file (cross-file $refs rewritten to "#/definitions/…", the recursion block → section/tabs → block
 * kept), for the form generator, which resolves only local references.
 */
export interface SchemaResponse {
  /** The same as SchemaState's: which schemas these are. */
  version: string;
  /** The bundled root: { $schema, definitions: { … } }. */
  schema: Record<string, unknown>;
  /** The "#/definitions/…" reference of the schema each kind of file is validated against. */
  roots: { page: string; site: string; locale: string; block: string; collections: Record<string, string> };
  /** Each block type's `examples` from its schema, for "add a block". */
  blockExamples: Record<string, unknown[]>;
}

/**
 * POST {API}/validate { documents: { [path]: data } } → { problems }: the whole project validated as
 * `npm run validate` does (schemas, then the cross-file checks: unknown ids, download entries, views),
 * with these unsaved documents laid over the files on disk.
 */
export interface ValidateRequest {
  documents: Record<string, unknown>;
}
export interface ValidateResponse {
  problems: Problem[];
  schemas: SchemaState;
}

/**
 * POST {API}/save { path, data, version, create? } →
 *   200 { version }                          written (format kept; a save without change leaves the bytes as they were)
 *   400 { problems }                         refused: the document (or what it does to other files) is invalid
 *   409 { message, version }                 refused: the file changed on disk since `version` was read
 *   403 / 404 { message }                    refused: not loopback, wrong Origin, no header, path outside pages-data/
 */
export interface SaveRequest {
  path: string;
  data: unknown;
  version: string;
  /**
   * The file was deleted on disk while it was open with unsaved edits, and the owner chose to write it
   * again: written only while it is still absent (409 otherwise), after the same validation.
   */
  create?: true;
}
export interface SaveResponse {
  version: string;
}
export interface RefusedResponse {
  message?: string;
  problems?: Problem[];
  version?: string;
}

/** Editor page → preview frame (editor/preview.html?lang=pt|en|es), with postMessage on the same origin. */
export interface PreviewRender {
  kind: 'render';
  /** The page document being edited, unsaved changes included, in all three languages. */
  document: unknown;
  /** Collections with unsaved changes, by name (pages-data/collections/<name>.json), in all three languages. */
  collections: Record<string, unknown>;
  scheme: 'light' | 'dark';
  /** The block selected in the outline, as a JSON pointer ("/blocks/2/blocks/0"), to outline it in the preview. */
  selected?: string;
  /** The document's file ("pages-data/about.json"): the frame renders at its route's address ("/" when absent). */
  file?: string;
}

/** Preview frame → editor page. */
export type PreviewMessage =
  /** Loaded and listening: send it the current state. */
  | { kind: 'ready'; language: 'pt' | 'en' | 'es' }
  /** A render committed (tests and the latency figure wait for this). */
  | { kind: 'rendered'; language: 'pt' | 'en' | 'es' }
  /** The visitor clicked inside a block: its JSON pointer in the document (the innermost block). */
  | { kind: 'select'; pointer: string };

/**
 * POST {API}/new-page: a new page, written in one go (editor/server/new-page.ts): pages-data/<name>.json
 * with its title and a page header, its route in site.json and, when `sidebar` is given, its sidebar
 * entry at that position (0 = first), labelled with the title itself. The title and description need
 * Portuguese only; English and Spanish may wait for their translation.
 *   200 { document, path }                  written, every file or none
 *   400 { message, problems? }              refused, with the reason (a clashing, reserved, malformed or over-long path, no icon, no Portuguese title…)
 *   409 { message, version }                refused: site.json changed on disk since `siteVersion` was read (as a save's 409); nothing written
 */
export interface NewPageRequest {
  title: { pt: string; en?: string; es?: string };
  description: { pt: string; en?: string; es?: string };
  /** The page's address: "/seminars", "/research/lab". */
  path: string;
  /** A name from schemas/common/icon.schema.json. */
  icon: string;
  sidebar?: { position: number };
  /** The version of pages-data/site.json (as GET file gives it) whose sidebar the position was chosen in. */
  siteVersion: string;
}
export interface NewPageResponse {
  /** The new document's file, under pages-data/ and named after its address. */
  document: string;
  path: string;
}

/**
 * POST {API}/remove-page/plan { path }: what removing a page takes with it (editor/server/remove-page.ts,
 * the plan of `npm run remove:page`), nothing written.
 *   200 RemovePagePlan                      its changes file by file, and the version of every file it touches
 *   400 { message }                         refused: the home page, the not-found page, an address that is no page
 * POST {API}/remove-page { path, versions }: the removal, only if every file is still at those versions.
 *   200 RemovePageResponse                  removed
 *   400 { message, problems }               refused: the site would have these problems
 *   409 { message }                         refused: a file changed since the plan was read; nothing written
 */
export interface RemovePageRequest {
  path: string;
  versions: Record<string, string>;
}
export interface RemovePagePlan {
  /** The route, as site.json has it. */
  path: string;
  /** The page's document, deleted (absent when another route shows it too). */
  document?: string;
  /** Everything that goes, each where it is in its file now, with a sentence. */
  changes: { file: string; pointer: string; what: string }[];
  /** What stays that the owner may want to know about (a collection no page shows any more). */
  notes: string[];
  /** Problems the removal would leave; with any, it is refused. */
  problems: Problem[];
  versions: Record<string, string>;
}
export interface RemovePageResponse {
  path: string;
  /** The files written, site.json last. */
  written: string[];
  deleted: string[];
}

/** GET {API}/translations: every file's waiting and stale texts as they are on disk, files in the list's order. */
export interface SiteTranslations {
  files: { path: string; items: PendingTranslation[] }[];
}
