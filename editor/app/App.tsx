// The editor's page: the files on the left, the open file (outline, form, preview) in the main area.
import { Alert, AppShell, Burger, Group, Loader, Text, Title } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readSchema } from './api.ts';
import { FileEditor } from './FileEditor.tsx';
import { FileList } from './files/FileList.tsx';
import { useRemovePage } from './files/RemovePageDialog.tsx';
import { ImportButton } from './import/ImportDialog.tsx';
import { FreshStartButton } from './fresh-start/FreshStartButton.tsx';
import { NewPageButton } from './new-page/NewPageButton.tsx';
import { SiteTranslationsButton } from './translations/SiteTranslationsButton.tsx';
import { SiteTranslationView } from './translations/SiteTranslationView.tsx';
import { prepareSchemas, type EditorSchemas } from './form/schemas.ts';
import { isDirty, useEditor } from './use-editor.ts';

export function App() {
  const editor = useEditor();
  const [loaded, setLoaded] = useState<{ version: string; schemas: EditorSchemas }>();
  const [schemaError, setSchemaError] = useState<string>();
  const [navbarOpen, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  // The whole site's Translations view takes the main area until a file is opened.
  const [translations, setTranslations] = useState(false);

  // Read at the start, and again when the server says its schemas changed on disk: the forms follow.
  const readSchemas = useCallback(() => {
    readSchema()
      .then((response) => setLoaded({ version: response.version, schemas: prepareSchemas(response) }))
      .catch((error: Error) => setSchemaError(error.message));
  }, []);
  useEffect(readSchemas, [readSchemas]);
  const serverVersion = editor.schemas?.version;
  useEffect(() => {
    if (loaded && serverVersion && serverVersion !== loaded.version) readSchemas();
  }, [loaded, serverVersion, readSchemas]);
  const schemas = loaded?.schemas;
  const schemaProblem = editor.schemas?.problem;

  // Every page is read once at the start: a collection's preview is the first page that shows it.
  const pagePaths = useMemo(() => editor.files.filter((file) => file.kind === 'page').map((file) => file.path).join('\n'), [editor.files]);
  useEffect(() => {
    if (pagePaths) for (const path of pagePaths.split('\n')) void editor.loadFile(path).catch(() => undefined);
  }, [pagePaths]); // eslint-disable-line react-hooks/exhaustive-deps

  const dirtyPaths = Object.values(editor.open).filter(isDirty).map((file) => file.path).join('\n');
  const removal = useRemovePage(editor, dirtyPaths);
  const anyDirty = dirtyPaths !== '';
  const { openFile } = editor;
  const openFromList = useCallback((path: string) => {
    closeNavbar();
    setTranslations(false);
    void openFile(path);
  }, [openFile, closeNavbar]);
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  // Ctrl+S / Cmd+S saves the open file, from inside a text field too.
  useHotkeys([['mod+S', () => editor.current && void editor.save(editor.current)]], []);

  const error = editor.loadError ?? schemaError;
  return (
    <AppShell header={{ height: 48 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navbarOpen } }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="sm" gap="sm">
          <Burger opened={navbarOpen} onClick={toggleNavbar} hiddenFrom="sm" size="sm" aria-label={navbarOpen ? 'Hide the files' : 'Show the files'} />
          <Text fw={700} component="span">Site editor</Text>
          <Text size="sm" c="dimmed" visibleFrom="sm" component="span">
            Changes show in the preview at once and reach the site's files when saved.
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Files">
        <NewPageButton editor={editor} schemas={schemas} />
        <ImportButton onWritten={async (written) => {
          await editor.refreshFiles();
          // An open copy without unsaved edits is read again; unsaved edits are never thrown away.
          for (const path of written) if (editor.open[path] && !isDirty(editor.open[path])) await editor.reloadFromDisk(path);
        }} />
        <FreshStartButton editor={editor} />
        <SiteTranslationsButton files={editor.files} pressed={translations} onOpen={() => (closeNavbar(), setTranslations(true))} />
        <FileList
          files={editor.files}
          current={editor.current}
          dirtyPaths={dirtyPaths}
          onOpen={openFromList}
          onRemovePage={removal.ask}
        />
        {removal.dialog}
      </AppShell.Navbar>
      <AppShell.Main h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        {schemaProblem && (
          <Alert color="red" m="md" mb={0} title="A schema on disk cannot be used" role="alert">
            {schemaProblem.file}: {schemaProblem.message}. Until it is fixed, the forms and checks use the schemas as they were before this change.
          </Alert>
        )}
        {editor.validationError && !editor.loadError ? (
          <Alert color="red" m="md" mb={0} title="The project could not be checked" role="alert">
            {editor.validationError}. Your edits are kept; the next change checks again.
          </Alert>
        ) : null}
        <div style={{ flex: 1, minHeight: 0 }}>
          {error ? (
            <Alert color="red" m="md" title="The editor could not start" role="alert">{error}</Alert>
          ) : !schemas ? (
            <Group p="md"><Loader size="sm" /><Text>Reading the schemas…</Text></Group>
          ) : translations ? (
            <SiteTranslationView editor={editor} />
          ) : editor.currentFile ? (
            <FileEditor editor={editor} schemas={schemas} file={editor.currentFile} />
          ) : (
            <Title order={1} size="h4" p="md">
              Choose a page, a collection or another file on the left to edit it.
            </Title>
          )}
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
