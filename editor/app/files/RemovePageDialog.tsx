// "Remove page" from the file list: the dialog reads the server's plan (the plan of `npm run
// remove:page`) and lists, file by file, everything that will go with the page: its document, its route,
// sidebar entry and aliases, the buttons and card links that led to it. Nothing is written until the owner
// confirms, and then only if no file it lists changed meanwhile. The home page is refused with the
// server's sentence; a removal that would leave problems lists them and cannot be confirmed; unsaved
// edits in a file it changes must be saved or undone first, so none is lost.
import { Alert, Button, Code, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { RemovePagePlan } from '../../shared/protocol.ts';
import { planPageRemoval, removePage } from '../api.ts';
import { isDirty, type Editor } from '../use-editor.ts';

const HOME = 'pages-data/home.json';

type State =
  | { step: 'planning'; document: string }
  | { step: 'refused'; document: string; message: string }
  | { step: 'confirm'; document: string; plan: RemovePagePlan; refused?: string; busy?: boolean };

/** The plan's changes grouped by file, in the plan's order. */
function byFile(plan: RemovePagePlan) {
  const files = new Map<string, RemovePagePlan['changes']>();
  for (const change of plan.changes) files.set(change.file, [...(files.get(change.file) ?? []), change]);
  return [...files];
}

export function RemovePageDialog({ state, dirty, onClose, onConfirm }: {
  state: State | undefined;
  /** Files with unsaved edits in the editor. */
  dirty: Set<string>;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const plan = state?.step === 'confirm' ? state.plan : undefined;
  const unsaved = plan ? Object.keys(plan.versions).filter((file) => dirty.has(file)) : [];
  const blocked = !plan || plan.problems.length > 0 || unsaved.length > 0;
  return (
    <Modal opened={state !== undefined} onClose={onClose} title={plan ? `Remove ${plan.path}?` : 'Remove page'} size="lg">
      {state?.step === 'planning' && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Finding what goes with {state.document}…</Text>
        </Group>
      )}
      {state?.step === 'refused' && (
        <Stack gap="sm">
          <Alert color="red" variant="light" title="This page cannot be removed" role="alert">
            {state.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
      {plan && (
        <Stack gap="sm">
          <Text size="sm">
            Everything below goes in one step, each file's formatting kept. The feeds, the sitemap, the search and the structured data follow at the next build.
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="What will go">
            {byFile(plan).map(([file, changes]) => (
              <li key={file}>
                <Text size="sm" fw={600}>{file}</Text>
                <List size="sm" spacing={2} withPadding>
                  {changes.map((change) => (
                    <List.Item key={`${change.pointer}:${change.what}`}>
                      {change.pointer && <Code>{change.pointer}</Code>} {change.what}
                    </List.Item>
                  ))}
                </List>
              </li>
            ))}
          </Stack>
          {plan.notes.length > 0 && (
            <Alert variant="light" color="blue" title="What stays">
              <List size="sm">{plan.notes.map((note) => <List.Item key={note}>{note}</List.Item>)}</List>
            </Alert>
          )}
          {plan.problems.length > 0 && (
            <Alert color="red" variant="light" title="It cannot be removed now: the site would then have these problems" role="alert">
              <List size="sm">{plan.problems.map((problem) => <List.Item key={`${problem.file}${problem.pointer}${problem.message}`}>{problem.file} {problem.pointer}: {problem.message}</List.Item>)}</List>
            </Alert>
          )}
          {unsaved.length > 0 && (
            <Alert color="orange" variant="light" title="Unsaved edits" role="alert">
              {unsaved.join(', ')} {unsaved.length === 1 ? 'has' : 'have'} unsaved edits: save or undo them first, so none is lost.
            </Alert>
          )}
          {state?.step === 'confirm' && state.refused && (
            <Alert color="red" variant="light" title="The page was not removed" role="alert">
              {state.refused}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button color="red" onClick={onConfirm} disabled={blocked} loading={state?.step === 'confirm' && state.busy}>
              Remove the page
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The dialog and what opens it: `ask(document)` from a page's row in the file list. */
export function useRemovePage(editor: Editor, dirtyPaths: string) {
  const [state, setState] = useState<State>();
  const ask = useCallback((document: string) => {
    setState({ step: 'planning', document });
    void planPageRemoval(document).then(
      (result) => setState('plan' in result ? { step: 'confirm', document, plan: result.plan } : { step: 'refused', document, message: result.refused }),
      (error: Error) => setState({ step: 'refused', document, message: error.message }),
    );
  }, []);
  const confirm = async () => {
    if (state?.step !== 'confirm') return;
    setState({ ...state, busy: true, refused: undefined });
    const result = await removePage(state.plan).catch((error: Error) => ({ refused: error.message }));
    if ('refused' in result) return setState({ ...state, busy: false, refused: result.refused });
    setState(undefined);
    await editor.refreshFiles();
    // The files that lost their links, site.json among them, are read again where they are open without edits.
    for (const file of result.removed.written) if (editor.open[file] && !isDirty(editor.open[file]!)) await editor.reloadFromDisk(file);
    if (editor.current !== undefined && result.removed.deleted.includes(editor.current)) await editor.openFile(HOME);
  };
  const dialog = <RemovePageDialog state={state} dirty={new Set(dirtyPaths.split('\n'))} onClose={() => setState(undefined)} onConfirm={() => void confirm()} />;
  return { ask, dialog };
}
