// The editor's state: the files on disk and their validation, the files opened (each with what is on
// disk, what the maintainer has made of it, and the version to send back on save), the selection in
// each, and the build's problems for the project with the unsaved documents laid over it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FileResponse, FileSummary, Problem, SchemaState } from '../shared/protocol.ts';
import { listFiles, readFile, saveFile, validateDocuments } from './api.ts';
import { deepEqual, withoutUndefined } from './deep-equal.ts';
import { flushDrafts } from './form/draft-text.ts';
import { toTranslateCount } from '../../src/i18n/translation-report.ts';

export interface OpenFile {
  path: string;
  kind: FileSummary['kind'];
  /** The document as the maintainer has made it. */
  data: unknown;
  /** The document as it was read from disk or last saved. */
  saved: unknown;
  version: string;
  /** Set when a save was refused because the file changed on disk: what the server said. */
  stale?: string;
  /** Set while the file on disk does not parse: its text and where it breaks (it opens as text until saved). */
  broken?: FileResponse['broken'];
}

export type SaveStatus =
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'refused'; message: string };

export const VALIDATE_DELAY_MS = 300;

export function isDirty(file: OpenFile | undefined): boolean {
  return Boolean(file && !deepEqual(file.data, file.saved));
}

export function useEditor() {
  const [files, setFiles] = useState<FileSummary[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [open, setOpen] = useState<Record<string, OpenFile>>({});
  const [current, setCurrent] = useState<string>();
  const [selections, setSelections] = useState<Record<string, string | undefined>>({});
  const [problems, setProblems] = useState<Problem[]>();
  /** Counts the changes made to documents from outside the open form (outline edits, reloads): the form reopens on each. */
  const [revision, setRevision] = useState(0);
  const [saveStatus, setSaveStatus] = useState<Record<string, SaveStatus | undefined>>({});
  const openRef = useRef(open);
  openRef.current = open;

  /** The schemas the server checks with (protocol.ts): the page reads them again when their version changes. */
  const [schemas, setSchemas] = useState<SchemaState>();
  /** Counts the times the project was looked at again: each runs the validation again. */
  const [looks, setLooks] = useState(0);

  // The files, their problems and the schemas as they are on disk: at the start, and each time the
  // editor's window comes back into focus, since the maintainer may have added a file or changed a
  // schema in another program meanwhile.
  useEffect(() => {
    const look = () => {
      listFiles()
        .then((response) => {
          setFiles(response.files);
          setSchemas(response.schemas);
        })
        .catch((error: Error) => setLoadError(error.message));
      setLooks((n) => n + 1);
    };
    look();
    window.addEventListener('focus', look);
    return () => window.removeEventListener('focus', look);
  }, []);

  /** Reads the file list again now (after the editor itself added a file). */
  const refreshFiles = useCallback(async () => {
    const response = await listFiles();
    setFiles(response.files);
    setSchemas(response.schemas);
    setLooks((n) => n + 1);
  }, []);

  const loadFile = useCallback(async (path: string): Promise<OpenFile> => {
    const known = openRef.current[path];
    if (known) return known;
    const { data, version, broken } = await readFile(path);
    const kind = files.find((file) => file.path === path)?.kind ?? 'page';
    const file: OpenFile = { path, kind, data, saved: data, version, broken };
    setOpen((all) => (all[path] ? all : { ...all, [path]: file }));
    return file;
  }, [files]);

  const openFile = useCallback(
    async (path: string) => {
      flushDrafts();
      await loadFile(path);
      setCurrent(path);
    },
    [loadFile],
  );

  const select = useCallback((path: string, pointer: string | undefined) => {
    flushDrafts();
    setSelections((all) => ({ ...all, [path]: pointer }));
  }, []);

  /** Replaces a file's document (a form's change, an outline edit) and, when given, its selection. */
  const change = useCallback((path: string, update: (data: unknown) => unknown, selectAfter?: string | null) => {
    setOpen((all) => {
      const file = all[path];
      if (!file) return all;
      return { ...all, [path]: { ...file, data: withoutUndefined(update(file.data)) } };
    });
    if (selectAfter !== undefined) setSelections((all) => ({ ...all, [path]: selectAfter ?? undefined }));
    setSaveStatus((all) => (all[path]?.kind === 'saved' ? { ...all, [path]: undefined } : all));
  }, []);

  /** An outline edit (add, move, duplicate, remove) on the document as it is now, and the selection after it. */
  const edit = useCallback((path: string, apply: (data: unknown) => { document: unknown; select?: string }) => {
    const file = openRef.current[path];
    if (!file) return;
    flushDrafts();
    const result = apply(file.data);
    const data = withoutUndefined(result.document);
    openRef.current = { ...openRef.current, [path]: { ...file, data } };
    setOpen((all) => ({ ...all, [path]: { ...all[path]!, data } }));
    setSelections((all) => ({ ...all, [path]: result.select }));
    setRevision((n) => n + 1);
  }, []);

  const dirtyDocuments = useMemo(() => {
    const documents: Record<string, unknown> = {};
    for (const file of Object.values(open)) if (isDirty(file)) documents[file.path] = file.data;
    return documents;
  }, [open]);

  // The build's verdict on the project with the unsaved documents, 300 ms after the last change.
  const validationKey = JSON.stringify(dirtyDocuments);
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      validateDocuments(JSON.parse(validationKey) as Record<string, unknown>, abort.signal)
        .then((response) => {
          setProblems(response.problems);
          setSchemas(response.schemas);
        })
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setLoadError(`Validation failed: ${error.message}`);
        });
    }, VALIDATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [validationKey, looks]);

  /** The file list with each file's problems as the last validation (unsaved edits included) counts them. */
  // An open file's "N to translate" follows its edits, saved or not; as a string, so the file list
  // re-renders only when a count changes, not on every commit of the form.
  const openCounts = useMemo(() => Object.values(open).map((file) => `${file.path}\t${toTranslateCount(file.path, file.data)}`).join('\n'), [open]);
  const summaries = useMemo(() => {
    const counted = new Map(openCounts ? openCounts.split('\n').map((line) => line.split('\t') as [string, string]) : []);
    const translated = files.map((file) => (counted.has(file.path) ? { ...file, toTranslate: Number(counted.get(file.path)) } : file));
    if (!problems) return translated;
    const counts = new Map<string, number>();
    for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
    return translated.map((file) => ({ ...file, problems: counts.get(file.path) ?? 0 }));
  }, [files, problems, openCounts]);

  const save = useCallback(async (path: string) => {
    flushDrafts();
    // The drafts' commits are React state updates: let them land before reading the document.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const file = openRef.current[path];
    if (!file) return;
    const data = file.data;
    const result = await saveFile(path, data, file.version);
    if (result.outcome === 'saved') {
      setOpen((all) => ({ ...all, [path]: { ...all[path]!, saved: data, version: result.version, stale: undefined, broken: undefined } }));
      setSaveStatus((all) => ({ ...all, [path]: { kind: 'saved', at: new Date() } }));
    } else if (result.outcome === 'invalid') {
      setSaveStatus((all) => ({ ...all, [path]: { kind: 'invalid', problems: result.problems } }));
      setProblems((old) => [...result.problems, ...(old ?? []).filter((p) => p.file !== path)]);
    } else if (result.outcome === 'stale') {
      setOpen((all) => ({ ...all, [path]: { ...all[path]!, stale: result.message } }));
      setSaveStatus((all) => ({ ...all, [path]: undefined }));
    } else setSaveStatus((all) => ({ ...all, [path]: { kind: 'refused', message: result.message } }));
  }, []);

  /** Throws the unsaved edits of a file away and reads it again from disk (after a refused stale save). */
  const reloadFromDisk = useCallback(async (path: string) => {
    const { data, version, broken } = await readFile(path);
    setOpen((all) => ({ ...all, [path]: { ...all[path]!, data, saved: data, version, stale: undefined, broken } }));
    setSaveStatus((all) => ({ ...all, [path]: undefined }));
    setRevision((n) => n + 1);
  }, []);

  return {
    files: summaries,
    loadError,
    open,
    current,
    currentFile: current ? open[current] : undefined,
    selection: current ? selections[current] : undefined,
    problems: problems ?? [],
    schemas,
    revision,
    saveStatus,
    dirtyDocuments,
    loadFile,
    openFile,
    select,
    change,
    edit,
    save,
    reloadFromDisk,
    refreshFiles,
  };
}

export type Editor = ReturnType<typeof useEditor>;
