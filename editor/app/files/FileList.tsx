// Every file the editor can open, grouped by kind, each with its validation state in words and an icon
// (not colour alone) and a mark when it has unsaved edits; a page's row also offers to remove the page.
import { ActionIcon, Badge, Group, NavLink, ScrollArea, Stack, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { EditorFileKind, FileSummary } from '../../shared/protocol.ts';
import { KIND_TITLES, shortName } from './file-paths.ts';
import { DONE_COLOUR } from '../colours.ts';
import { ToTranslateBadge } from '../translations/ToTranslateBadge.tsx';

const KIND_ORDER: EditorFileKind[] = ['page', 'collection', 'site', 'locale'];

/** At most this wide, its marks going onto a second line, so a file's name keeps room beside them. */
const STATE_WIDTH = '9rem';

function FileState({ problems, dirty, toTranslate, deletedOnDisk }: { problems: number; dirty: boolean; toTranslate?: number; deletedOnDisk?: boolean }) {
  return (
    <Group gap={4} justify="flex-end" maw={STATE_WIDTH} style={{ rowGap: 0 }}>
      <ToTranslateBadge count={toTranslate} />
      {deletedOnDisk ? (
        <Badge size="xs" variant="outline" color="red.9">
          deleted on disk
        </Badge>
      ) : null}
      {dirty ? (
        <Badge size="xs" variant="filled" color="orange.9">
          unsaved
        </Badge>
      ) : null}
      {deletedOnDisk ? null : problems === 0 ? (
        <Group gap={2} wrap="nowrap">
          <IconCircleCheck size={14} aria-hidden color={DONE_COLOUR} />
          <Text span size="xs">valid</Text>
        </Group>
      ) : (
        <Group gap={2} wrap="nowrap" c="var(--mantine-color-error)">
          <IconAlertTriangle size={14} aria-hidden />
          <Text span size="xs">
            {problems === 1 ? '1 problem' : `${problems} problems`}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/** One file; memoised, so a change to one file's state re-renders its row only. */
const FileRow = memo(function FileRow({ path, problems, toTranslate, deletedOnDisk, dirty, active, onOpen, onRemove }: {
  path: string;
  problems: number;
  toTranslate?: number;
  deletedOnDisk?: boolean;
  dirty: boolean;
  active: boolean;
  onOpen: (path: string) => void;
  /** A page document's row: its "Remove page" action (RemovePageDialog.tsx). */
  onRemove?: (path: string) => void;
}) {
  return (
    <li style={onRemove ? { display: 'flex', alignItems: 'center' } : undefined}>
      <NavLink
        style={onRemove ? { flex: 1, minWidth: 0 } : undefined}
        component="button"
        py={4}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={
          <>
            {shortName(path)}
            <VisuallyHidden> ({path})</VisuallyHidden>
          </>
        }
        rightSection={<FileState problems={problems} dirty={dirty} toTranslate={toTranslate} deletedOnDisk={deletedOnDisk} />}
        onClick={() => onOpen(path)}
      />
      {onRemove && (
        <Tooltip label="Remove page…" openDelay={400}>
          <ActionIcon variant="subtle" color="gray" size="sm" mr={4} aria-label={`Remove page ${shortName(path)}…`} onClick={() => onRemove(path)}>
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
});

/** Memoised: it re-renders when a file's state changes, not on every commit of the open form. */
export const FileList = memo(function FileList({ files, current, dirtyPaths, onOpen, onRemovePage }: {
  files: FileSummary[];
  current?: string;
  /** The files with unsaved edits, one path a line (a string, so an unchanged set compares equal). */
  dirtyPaths: string;
  onOpen: (path: string) => void;
  /** Offers "Remove page" on every page document's row (stable, so the rows stay memoised). */
  onRemovePage?: (path: string) => void;
}) {
  const dirty = new Set(dirtyPaths.split('\n'));
  const [filter, setFilter] = useState('');
  const shown = files.filter((file) => file.path.includes(filter.trim().toLowerCase()));
  return (
    // The rest of the navbar under the buttons above it: a full height would squash them to lines.
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <TextInput size="xs" label="Find a file" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} px="sm" pt="sm" />
      <ScrollArea style={{ flex: 1 }} type="auto">
        {KIND_ORDER.map((kind) => {
          const ofKind = shown.filter((file) => file.kind === kind);
          if (!ofKind.length) return null;
          return (
            <section key={kind} aria-labelledby={`files-${kind}`}>
              <Title order={2} size="xs" id={`files-${kind}`} px="sm" pt="sm" pb={4} tt="uppercase" c="dimmed">
                {KIND_TITLES[kind]}
              </Title>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {ofKind.map((file) => (
                  <FileRow key={file.path} path={file.path} problems={file.problems} toTranslate={file.toTranslate} deletedOnDisk={file.deletedOnDisk} dirty={dirty.has(file.path)} active={file.path === current} onOpen={onOpen} onRemove={kind === 'page' && !file.deletedOnDisk ? onRemovePage : undefined} />
                ))}
              </ul>
            </section>
          );
        })}
      </ScrollArea>
    </Stack>
  );
});
