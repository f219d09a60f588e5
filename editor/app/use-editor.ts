// The editor's state: the files on disk and their validation, the files opened (each with what is on
// disk, what the maintainer has made of it, and the version to send back on save), the selection in
// each, and the build's problems for the project with the unsaved documents laid over it.
//
// A file that changes on disk (the server says so on Vite's socket, editor/shared/protocol.ts, and the
// file list's versions say so when the window comes back into focus) never reloads the page: an open
// copy without unsaved edits is read again; one with unsaved edits keeps them, and holds the disk's
// version beside them (`onDisk`) until the owner chooses: both (merged, when they touch different
// places), theirs (read again), or theirs kept out (the next save replaces it). A file deleted on disk
// is closed, or, with unsaved edits, kept with them and can be written again.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FILE_CHANGED_EVENT, type FileChangedEvent, type FileResponse, type FileSummary, type Problem, type SchemaState } from '../shared/protocol.ts';
import { listFiles, readFile, readFileIfThere, saveFile, validateDocuments } from './api.ts';
import { deepEqual, withoutUndefined } from './deep-equal.ts';
import { mergeThreeWays } from './disk-merge.ts';
import { stampEditedTranslations } from './edited-translations.ts';
import { flushDrafts } from './form/draft-text.ts';
import { toTranslateCount } from '../../src/i18n/translation-report.ts';

/** The disk's version of a file that changed there while the editor held unsaved edits of it. */
export type OnDisk =
  | { deleted?: false; data: unknown; version: string; broken?: FileResponse['broken']; message?: string }
  | { deleted: true; message?: string };

export interface OpenFile {
  path: string;
  kind: FileSummary['kind'];
  /** The document as the maintainer has made it. */
  data: unknown;
  /** The document as it was read from disk or last saved. */
  saved: unknown;
  version: string;
  /**
   * Set when the file changed (or was deleted) on disk while it held unsaved edits, or a save was refused
   * because it had: the disk's version, shown beside the edits until the owner chooses (DiskChangeNotice.tsx).
   */
  onDisk?: OnDisk;
  /** Set while the file on disk does not parse: its text and where it breaks (it opens as text until saved). */
  broken?: FileResponse['broken'];
  /** Saved, or read again from disk, since the editor opened: the preview takes it from here, not from the modules it loaded first. */
  changedSinceStart?: boolean;
}

export type SaveStatus =
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'refused'; message: string };

export const VALIDATE_DELAY_MS = 300;

export function isDirty(file: OpenFile | undefined): boolean {
  return Boolean(file && !deepEqual(file.data, file.saved));
}

/**
 * The document as a save would write it: each translation written in this edit (before or after its
 * Portuguese) current, each left as it was under a changed Portuguese stale (edited-translations.ts).
 * The file's counts of texts to translate are taken from it, so they follow what Save will write.
 */
export function documentToSave(file: OpenFile): unknown {
  return file.data === file.saved ? file.data : stampEditedTranslations(file.saved, file.data);
}

/** How long the page waits for a burst of changes on disk (a save's rename, an import's files) to end. */
export const DISK_CHANGE_DELAY_MS = 150;

export function useEditor() {
  const [files, setFiles] = useState<FileSummary[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [validationError, setValidationError] = useState<string>();
  const [open, setOpen] = useState<Record<string, OpenFile>>({});
  const [current, setCurrent] = useState<string>();
  const [selections, setSelections] = useState<Record<string, string | undefined>>({});
  const [problems, setProblems] = useState<Problem[]>();
  /** Counts the changes made to documents from outside the open form (outline edits, reloads): the form reopens on each. */
  const [revision, setRevision] = useState(0);
  const [saveStatus, setSaveStatus] = useState<Record<string, SaveStatus | undefined>>({});
  const openRef = useRef(open);
  openRef.current = open;
  const currentRef = useRef(current);
  currentRef.current = current;
  /** Files being saved now: a change on disk announced meanwhile is looked at once the save has answered. */
  const saving = useRef(new Set<string>());
  const changedWhileSaving = useRef(new Set<string>());

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
          // Changes on disk the socket did not announce (it was down, or the page slept): the versions tell.
          const versions = new Map(response.files.map((file) => [file.path, file.version]));
          for (const file of Object.values(openRef.current)) {
            const version = versions.get(file.path);
            const known = file.onDisk && !file.onDisk.deleted ? file.onDisk.version : file.version;
            if (version === undefined ? !file.onDisk?.deleted : version !== known) void lookAgainRef.current(file.path);
          }
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

  /** Closes an open file (deleted on disk without unsaved edits, or its edits dropped). */
  const close = useCallback((path: string) => {
    const { [path]: _closed, ...rest } = openRef.current;
    openRef.current = rest;
    setOpen((all) => {
      const { [path]: _gone, ...others } = all;
      return others;
    });
    setSelections((all) => ({ ...all, [path]: undefined }));
    setSaveStatus((all) => ({ ...all, [path]: undefined }));
    setCurrent((now) => (now === path ? undefined : now));
  }, []);

  /** Replaces an open file's state (and reopens its form when it is the one shown). */
  const replaceOpen = useCallback((path: string, update: (file: OpenFile) => OpenFile, reopenForm: boolean) => {
    const file = openRef.current[path];
    if (!file) return;
    const next = update(file);
    openRef.current = { ...openRef.current, [path]: next };
    setOpen((all) => (all[path] ? { ...all, [path]: update(all[path]!) } : all));
    if (reopenForm && currentRef.current === path) setRevision((n) => n + 1);
  }, []);

  /** Compares an open file with the disk, and follows the disk where that loses nothing. */
  const lookAgain = useCallback(async (path: string) => {
    if (!openRef.current[path]) return;
    if (saving.current.has(path)) {
      changedWhileSaving.current.add(path);
      return;
    }
    // What is being typed counts as an edit: its draft is committed, and lands, before the comparison.
    flushDrafts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    let disk: FileResponse | undefined;
    try {
      disk = await readFileIfThere(path);
    } catch {
      return;
    }
    const file = openRef.current[path];
    if (!file || saving.current.has(path)) return;
    if (!disk) {
      if (file.onDisk?.deleted) return;
      if (!isDirty(file) && !file.onDisk) close(path);
      else replaceOpen(path, (f) => ({ ...f, onDisk: { deleted: true } }), false);
      return;
    }
    if (disk.version === file.version) {
      // Back as it was (a deleted file restored, a change undone): nothing to choose any more.
      if (file.onDisk) replaceOpen(path, (f) => ({ ...f, onDisk: undefined }), false);
      return;
    }
    if (file.onDisk && !file.onDisk.deleted && file.onDisk.version === disk.version) return;
    if (!isDirty(file) && !file.onDisk) {
      replaceOpen(path, (f) => ({ ...f, data: disk.data, saved: disk.data, version: disk.version, broken: disk.broken, changedSinceStart: true }), true);
      setSaveStatus((all) => ({ ...all, [path]: undefined }));
      return;
    }
    // The disk now holds exactly the edits (saved by another tab, or by hand the same way): nothing is lost.
    if (!disk.broken && deepEqual(disk.data, file.data)) {
      replaceOpen(path, (f) => ({ ...f, saved: disk.data, version: disk.version, onDisk: undefined, broken: undefined, changedSinceStart: true }), false);
      return;
    }
    replaceOpen(path, (f) => ({ ...f, onDisk: { data: disk.data, version: disk.version, broken: disk.broken } }), false);
  }, [close, replaceOpen]);
  const lookAgainRef = useRef(lookAgain);
  lookAgainRef.current = lookAgain;

  // The server's word that data files changed on disk: the list is read again, and each open one compared.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const changed = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const paths = [...changed];
      changed.clear();
      listFiles()
        .then((response) => {
          setFiles(response.files);
          setSchemas(response.schemas);
          setLooks((n) => n + 1);
        })
        .catch(() => undefined);
      for (const path of paths) void lookAgainRef.current(path);
    };
    const onChange = (event: FileChangedEvent) => {
      if (!event.path.endsWith('.json')) return;
      changed.add(event.path);
      clearTimeout(timer);
      timer = setTimeout(follow, DISK_CHANGE_DELAY_MS);
    };
    hot.on(FILE_CHANGED_EVENT, onChange);
    return () => {
      clearTimeout(timer);
      hot.off?.(FILE_CHANGED_EVENT, onChange);
    };
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

  /**
   * An outline edit (add, move, duplicate, remove) on the document as it is now, and the selection after
   * it (kept when the edit names none). The form reopens on it when the file is the one shown; an edit of
   * another file (a new file placed on a page's list from the upload dialog) leaves the shown form alone.
   */
  const edit = useCallback((path: string, apply: (data: unknown) => { document: unknown; select?: string }) => {
    const file = openRef.current[path];
    if (!file) return;
    flushDrafts();
    const result = apply(file.data);
    const data = withoutUndefined(result.document);
    openRef.current = { ...openRef.current, [path]: { ...file, data } };
    setOpen((all) => ({ ...all, [path]: { ...all[path]!, data } }));
    if ('select' in result) setSelections((all) => ({ ...all, [path]: result.select }));
    if (path === currentRef.current) setRevision((n) => n + 1);
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
        .then(() => setValidationError(undefined), (error: Error) => {
          // Said above the open file; the editor and its unsaved edits stay.
          if (error.name !== 'AbortError') setValidationError(`Validation failed: ${error.message}`);
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
  const openCounts = useMemo(() => Object.values(open).map((file) => `${file.path}\t${toTranslateCount(file.path, documentToSave(file))}`).join('\n'), [open]);
  // A file deleted on disk while it held unsaved edits stays listed, so the edits can still be reached
  // (as a string, like openCounts, so the list does not re-render on every edit).
  const deletedOpen = useMemo(() => Object.values(open).filter((file) => file.onDisk?.deleted).map((file) => `${file.path}\t${file.kind}`).join('\n'), [open]);
  const summaries = useMemo(() => {
    const counted = new Map(openCounts ? openCounts.split('\n').map((line) => line.split('\t') as [string, string]) : []);
    const listed = new Set(files.map((file) => file.path));
    const gone = (deletedOpen ? deletedOpen.split('\n') : [])
      .map((line) => line.split('\t') as [string, FileSummary['kind']])
      .filter(([path]) => !listed.has(path))
      .map(([path, kind]): FileSummary => ({ path, kind, problems: 0, deletedOnDisk: true }));
    const translated = [...files, ...gone].map((file) => (counted.has(file.path) ? { ...file, toTranslate: Number(counted.get(file.path)) } : file));
    if (!problems) return translated;
    const counts = new Map<string, number>();
    for (const problem of problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
    return translated.map((file) => ({ ...file, problems: counts.get(file.path) ?? 0 }));
  }, [files, problems, openCounts, deletedOpen]);

  const save = useCallback(async (path: string) => {
    flushDrafts();
    // The drafts' commits are React state updates: let them land before reading the document.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const file = openRef.current[path];
    if (!file || saving.current.has(path)) return;
    const data = documentToSave(file);
    const deleted = file.onDisk?.deleted === true;
    saving.current.add(path);
    let result: Awaited<ReturnType<typeof saveFile>>;
    try {
      result = await saveFile(path, data, file.version, { create: deleted });
    } catch (error) {
      result = { outcome: 'refused', message: (error as Error).message };
    } finally {
      saving.current.delete(path);
    }
    if (result.outcome === 'saved') {
      const version = result.version;
      // The fingerprints the save wrote are in the document the form shows too (it reopens on them).
      const stamped = data !== file.data && openRef.current[path]?.data === file.data;
      replaceOpen(path, (f) => ({ ...f, data: stamped && f.data === file.data ? data : f.data, saved: data, version, onDisk: undefined, broken: undefined, changedSinceStart: true }), stamped);
      setSaveStatus((all) => ({ ...all, [path]: { kind: 'saved', at: new Date() } }));
    } else if (result.outcome === 'invalid') {
      setSaveStatus((all) => ({ ...all, [path]: { kind: 'invalid', problems: result.problems } }));
      setProblems((old) => [...result.problems, ...(old ?? []).filter((p) => p.file !== path)]);
    } else if (result.outcome === 'stale') {
      // Refused: the file changed on disk since it was read. The disk's version is shown beside the edits.
      const message = result.message;
      const disk = await readFileIfThere(path).catch(() => undefined);
      replaceOpen(path, (f) => ({ ...f, onDisk: disk ? { data: disk.data, version: disk.version, broken: disk.broken, message } : { deleted: true, message } }), false);
      setSaveStatus((all) => ({ ...all, [path]: undefined }));
    } else if (result.outcome === 'gone') {
      replaceOpen(path, (f) => ({ ...f, onDisk: { deleted: true } }), false);
      setSaveStatus((all) => ({ ...all, [path]: undefined }));
    } else setSaveStatus((all) => ({ ...all, [path]: { kind: 'refused', message: result.message } }));
    if (changedWhileSaving.current.delete(path)) void lookAgainRef.current(path);
  }, [replaceOpen]);

  /** Throws the unsaved edits of a file away and reads it again from disk (closed when it is gone from there). */
  const reloadFromDisk = useCallback(async (path: string) => {
    const disk = await readFileIfThere(path);
    if (!disk) return close(path);
    const { data, version, broken } = disk;
    setOpen((all) => (all[path] ? { ...all, [path]: { ...all[path]!, data, saved: data, version, onDisk: undefined, broken, changedSinceStart: true } } : all));
    setSaveStatus((all) => ({ ...all, [path]: undefined }));
    setRevision((n) => n + 1);
  }, [close]);

  /** Keeps the unsaved edits over the disk's version: the next save replaces what is on disk. */
  const keepMine = useCallback((path: string) => {
    replaceOpen(path, (f) => (f.onDisk && !f.onDisk.deleted ? { ...f, saved: f.onDisk.data, version: f.onDisk.version, broken: f.onDisk.broken, onDisk: undefined } : f), false);
  }, [replaceOpen]);

  /** The disk's changes and the unsaved edits in one document, when they touch different places. */
  const keepBoth = useCallback((path: string): boolean => {
    const file = openRef.current[path];
    if (!file?.onDisk || file.onDisk.deleted || file.onDisk.broken) return false;
    const result = mergeThreeWays(file.saved, file.data, file.onDisk.data);
    if (!('merged' in result)) return false;
    const disk = file.onDisk;
    replaceOpen(path, (f) => ({ ...f, data: withoutUndefined(result.merged), saved: disk.data, version: disk.version, broken: undefined, onDisk: undefined }), true);
    return true;
  }, [replaceOpen]);

  return {
    files: summaries,
    loadError,
    validationError,
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
    keepMine,
    keepBoth,
    close,
    refreshFiles,
  };
}

export type Editor = ReturnType<typeof useEditor>;
