// One open file: its outline (a page's blocks, a collection's records), the form of the selected
// entry, the problems found elsewhere, the save controls and the live preview.
import { Alert, Badge, Box, Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Problem } from '../shared/protocol.ts';
import classes from './editor.module.css';
import { collectionNameOf } from './files/file-paths.ts';
import { schemaAt, type EditorSchemas } from './form/schemas.ts';
import { getAt, setAt } from './json-pointer.ts';
import { CollectionOutline } from './outline/CollectionOutline.tsx';
import { duplicateEntry, insertEntry, moveEntry, recordCopy, removeEntry, splitEntry, type Edit } from './outline/array-edits.ts';
import { EntryActions } from './outline/EntryActions.tsx';
import { newRecord } from './outline/new-record.ts';
import { GroupList, OutlineEntry } from './outline/OutlineTree.tsx';
import { pageOutline } from './outline/outline.ts';
import { PreviewPanel, type DraftChannel, type PreviewContent } from './preview/PreviewPanel.tsx';
import { ProblemList } from './ProblemList.tsx';
import { RawJsonEditor } from './RawJsonEditor.tsx';
import { SelectionForm } from './SelectionForm.tsx';
import { SiteViewSwitch } from './SiteViewSwitch.tsx';
import { isArrayEntry, META_POINTER, ownerOf, pagesShowing } from './selection.ts';
import { documentToSave, isDirty, type Editor, type OpenFile } from './use-editor.ts';
import { DONE_COLOUR } from './colours.ts';
import { TranslationView } from './translations/TranslationView.tsx';
import { DiskChangeNotice } from './DiskChangeNotice.tsx';
import { EditorLookupsContext, useEditorLookups } from './form/editor-lookups.tsx';

export function FileEditor({ editor, schemas, file }: { editor: Editor; schemas: EditorSchemas; file: OpenFile }) {
  const { path, kind, data } = file;
  const selection = editor.selection;
  const outline = useMemo(() => (kind === 'page' ? pageOutline(data) : undefined), [kind, data]);
  const dirty = isDirty(file);
  // The texts to translate as Save will write them (a translation typed in this edit is current).
  const toSave = useMemo(() => documentToSave(file), [file.data, file.saved]); // eslint-disable-line react-hooks/exhaustive-deps

  const select = useCallback((pointer: string | undefined) => editor.select(path, pointer), [editor.select, path]);
  const apply = useCallback((edit: (document: unknown) => Edit) => editor.edit(path, edit), [editor.edit, path]);
  const changeDocument = useCallback((update: (data: unknown) => unknown) => editor.change(path, update), [editor.change, path]);

  // The build's problems: those of the selected entry go next to its fields, the rest in lists above.
  const fileProblems = editor.problems.filter((problem) => problem.file === path);
  const owned = (problem: Problem) => ownerOf(problem.pointer, kind, data, outline);
  const formProblems = useStableValue(selection ? fileProblems.filter((problem) => owned(problem) === selection) : []);
  const elsewhere = fileProblems.filter((problem) => !selection || owned(problem) !== selection);
  const otherFiles = dirty ? editor.problems.filter((problem) => problem.file !== path && editor.dirtyDocuments[problem.file] === undefined) : [];

  const entry = isArrayEntry(data, selection) && selection ? splitEntry(selection) : undefined;
  const entryCount = entry ? ((getAt(data, entry.array) as unknown[] | undefined)?.length ?? 0) : 0;
  const noun = kind === 'page' ? 'block' : kind === 'site' ? 'entry' : 'record';

  const preview = usePreviewContent(editor, file);
  // The categories and the pages' lists of records the form's fields offer (form/editor-lookups.tsx).
  const lookups = useEditorLookups(editor, path);
  // What is being typed reaches the preview before the form commits it.
  const drafts = useMemo<DraftChannel>(() => ({}), [path]); // eslint-disable-line react-hooks/exhaustive-deps
  const collection = collectionNameOf(path);
  const showDraft = useCallback(
    (pointer: string, value: unknown) =>
      drafts.show?.((content) =>
        collection ? { ...content, collections: { ...content.collections, [collection]: setAt(content.collections[collection], pointer, value) } } : { ...content, document: setAt(content.document, pointer, value) },
      ),
    [drafts, collection],
  );
  const status = editor.saveStatus[path];

  // A file that does not parse opens as text, whatever its kind, until it is fixed and saved; site.json
  // opens in forms (its routes and sidebar as lists of entries), with its JSON text a click away.
  const [siteAsText, setSiteAsText] = useState(false);
  const raw = kind === 'locale' || file.broken !== undefined || (kind === 'site' && siteAsText);
  const noPreview = raw || kind === 'site';
  return (
    <div className={noPreview ? `${classes.workspace} ${classes.raw}` : classes.workspace}>
      <Group className={classes.fileBar} justify="space-between" px="sm" py={6} wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={1} size="h5">{path}</Title>
          {dirty ? <Badge color="orange.9" variant="filled">Unsaved changes</Badge> : <Badge color="gray" variant="light">No unsaved changes</Badge>}
          {status?.kind === 'saved' && !dirty ? <Text size="xs" c={DONE_COLOUR} role="status">Saved at {status.at.toLocaleTimeString()}</Text> : null}
        </Group>
        {kind === 'site' && !file.broken ? <SiteViewSwitch asText={siteAsText} onChange={setSiteAsText} /> : null}
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => void editor.save(path)} disabled={!dirty} aria-keyshortcuts="Control+S Meta+S">
          Save
        </Button>
      </Group>
      <Stack className={classes.messages} gap={4} px="sm">
        <DiskChangeNotice editor={editor} file={file} />
        {status?.kind === 'invalid' ? (
          <Alert color="red" variant="light" title="Not saved: the file would be invalid" role="alert">
            <Text size="sm">Nothing was written. Fix the problems shown below and next to the fields, then save again.</Text>
          </Alert>
        ) : null}
        {status?.kind === 'refused' ? <Alert color="red" variant="light" title="Not saved" role="alert">{status.message}</Alert> : null}
        <ProblemList
          problems={elsewhere}
          title={selection ? 'Problems elsewhere in this file' : 'Problems in this file'}
          onChoose={!raw && (kind === 'page' || kind === 'collection' || kind === 'site') ? (problem) => select(owned(problem) || undefined) : undefined}
        />
        <ProblemList problems={otherFiles} title="Problems these edits cause in other files" />
      </Stack>
      {raw ? (
        <ScrollArea className={classes.formColumn} style={{ gridColumn: '1 / -1' }}>
          <RawJsonEditor key={file.version} path={path} value={data} text={file.broken?.text} onChange={(next) => changeDocument(() => next)} />
        </ScrollArea>
      ) : (
        <>
          <nav className={classes.outlineColumn} aria-label="Outline">
            {kind === 'page' && outline ? (
              <Box p="xs">
                <Title order={2} size="xs" tt="uppercase" c="dimmed" px="xs" pb={4}>Page</Title>
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  <li><OutlineEntry label="Title and description" detail="meta" pointer={META_POINTER} selected={selection} onSelect={select} /></li>
                </ul>
                <Title order={2} size="xs" tt="uppercase" c="dimmed" px="xs" pt="sm" pb={4}>Blocks</Title>
                <GroupList
                  group={outline}
                  depth={0}
                  where="the page"
                  actions={{
                    selected: selection,
                    onSelect: select,
                    blockTypes: Object.keys(schemas.blockExamples).sort(),
                    onAdd: (array, type) => apply((document) => insertEntry(document, array, ((getAt(document, array) as unknown[]) ?? []).length, structuredClone(schemas.blockExamples[type]?.[0] ?? { type }))),
                  }}
                />
              </Box>
            ) : (
              <CollectionOutline
                noun={noun}
                document={data}
                selected={selection}
                onSelect={select}
                onAdd={(array) => apply((document) => {
                  const records = (getAt(document, array) as unknown[]) ?? [];
                  const root = kind === 'site' ? schemas.roots.site : collection ? schemas.roots.collections[collection] : undefined;
                  return insertEntry(document, array, records.length, newRecord(schemas, root ? schemaAt(schemas, root, `${array}/0`) : undefined, records));
                })}
              />
            )}
          </nav>
          <EditorLookupsContext.Provider value={lookups}>
            <section className={classes.formColumn} aria-label="Form">
              <Box p="sm">
                <TranslationView path={path} data={toSave} onTranslate={(pointer, text) => apply((document) => ({ document: setAt(document, pointer, text), select: selection }))} />
                {selection && entry ? (
                  <Group justify="flex-end" mb="xs">
                    <EntryActions
                      noun={noun}
                      first={entry.index === 0}
                      last={entry.index === entryCount - 1}
                      onMove={(delta) => apply((document) => moveEntry(document, selection, delta))}
                      onDuplicate={() => apply((document) => duplicateEntry(document, selection, kind === 'collection' ? (record) => recordCopy((getAt(document, entry.array) as unknown[]) ?? [], record) : structuredClone))}
                      onRemove={() => apply((document) => removeEntry(document, selection))}
                    />
                  </Group>
                ) : null}
                {selection && getAt(data, selection) !== undefined ? (
                  <SelectionForm key={`${path}#${selection}#${editor.revision}`} schemas={schemas} path={path} kind={kind} document={data} pointer={selection} problems={formProblems} onChange={changeDocument} onDraft={showDraft} />
                ) : (
                  <Text size="sm" c="dimmed" p="md">
                    Choose {kind === 'page' ? 'the title or a block' : kind === 'site' ? 'a part or an entry' : 'the view or a record'} in the outline to edit it here.
                  </Text>
                )}
              </Box>
            </section>
          </EditorLookupsContext.Provider>
        </>
      )}
      {noPreview ? null : (
        <div className={classes.previewRow}>
          <PreviewPanel content={preview.content} drafts={drafts} note={preview.note} onSelect={(pointer) => (kind === 'page' ? select(pointer) : undefined)} />
        </div>
      )}
    </div>
  );
}

/**
 * The same array as last render while its content is the same: the selected entry's form is costly to
 * render (100–150 ms) and re-renders only when its problems really change, not on every keystroke's commit.
 */
function useStableValue<T>(value: T): T {
  const kept = useRef(value);
  const key = JSON.stringify(value);
  const keptKey = useRef(key);
  if (key !== keptKey.current) {
    kept.current = value;
    keptKey.current = key;
  }
  return kept.current;
}

/** What the preview frames show: the page being edited, or for a collection the first page showing it. */
function usePreviewContent(editor: Editor, file: OpenFile): { content?: PreviewContent; note?: string } {
  const { open, dirtyDocuments, selection } = editor;
  return useMemo(() => {
    const collections: Record<string, unknown> = {};
    for (const [path, data] of Object.entries(dirtyDocuments)) {
      const name = collectionNameOf(path);
      if (name) collections[name] = data;
    }
    // A collection saved, or changed on disk, since the frame loaded its modules: the frame's copy is old.
    for (const other of Object.values(open)) {
      const name = collectionNameOf(other.path);
      if (name && other.changedSinceStart && collections[name] === undefined && other.data !== undefined) collections[name] = other.data;
    }
    if (file.kind === 'page') return { content: { document: file.data, collections, selected: selection?.startsWith('/blocks') ? selection : undefined } };
    const name = collectionNameOf(file.path);
    if (file.kind === 'collection' && name) {
      collections[name] = file.data;
      const pages = Object.values(open).filter((other) => other.kind === 'page');
      const page = pagesShowing(name, pages)[0];
      if (page) return { content: { document: open[page.path]!.data, collections } };
      return { note: `No page shows the collection “${name}” (no block has "collection": "${name}"), so there is nothing to preview.` };
    }
    return {};
  }, [file, open, dirtyDocuments, selection]);
}
