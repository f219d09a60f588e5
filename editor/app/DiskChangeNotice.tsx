// The open file changed (or was deleted) on disk while it held unsaved edits, or a save was refused
// because it had: the edits stay in the form, and this says what the disk holds now and lets the owner
// choose. Both (when the disk's changes and the edits touch different places), the disk's version (the
// edits thrown away), or the edits over it (the next save replaces the disk's version). A deleted file
// can be written again with the edits, or closed.
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { deepEqual } from './deep-equal.ts';
import { changedPlaces, mergeThreeWays, placeLabel, valueSummary } from './disk-merge.ts';
import { getAt } from './json-pointer.ts';
import type { Editor, OpenFile } from './use-editor.ts';

/** " (34 before)" for a list whose length changed on disk. */
const lengthBefore = (before: unknown, now: unknown) => (Array.isArray(before) && Array.isArray(now) && before.length !== now.length ? ` (${before.length} before)` : '');

/** At most this many changed places are named; the rest are counted. */
const SHOWN_PLACES = 8;

export function DiskChangeNotice({ editor, file }: { editor: Editor; file: OpenFile }) {
  const { path, onDisk } = file;
  const account = useMemo(() => {
    if (!onDisk || onDisk.deleted || onDisk.broken) return undefined;
    const places = changedPlaces(file.saved, onDisk.data);
    const mergeable = 'merged' in mergeThreeWays(file.saved, file.data, onDisk.data);
    return { places, mergeable };
  }, [file.saved, file.data, onDisk]);
  if (!onDisk) return null;

  if (onDisk.deleted)
    return (
      <Alert color="orange" variant="light" title="The file was deleted on disk" role="alert">
        <Text size="sm">
          {path} is no longer on disk (another program, or Remove page, took it away). Your unsaved edits are kept here: save them to write the file
          again, or drop them to close it.
        </Text>
        <Group mt="xs" gap="xs">
          <Button size="xs" color="orange.9" onClick={() => void editor.save(path)}>Write it again with my edits</Button>
          <Button size="xs" variant="default" onClick={() => editor.close(path)}>Drop my edits and close it</Button>
        </Group>
      </Alert>
    );

  return (
    <Alert color="orange" variant="light" title="The file changed on disk" role="alert">
      <Text size="sm">
        {onDisk.message ? `${onDisk.message}. ` : `${path} was changed on disk while you had unsaved edits here. `}
        Your edits are kept here until you choose.
      </Text>
      {onDisk.broken ? (
        <Text size="sm" mt={4}>The file on disk is not valid JSON now ({onDisk.broken.error.message}).</Text>
      ) : account && account.places.length > 0 ? (
        <>
          <Text size="sm" mt={4}>Changed on disk:</Text>
          <List size="sm" aria-label="Changed on disk">
            {account.places.slice(0, SHOWN_PLACES).map((place) => (
              <List.Item key={place}>
                {placeLabel(place)}: {valueSummary(getAt(onDisk.data, place))}
                {lengthBefore(getAt(file.saved, place), getAt(onDisk.data, place))}
                {deepEqual(getAt(file.data, place), getAt(file.saved, place)) ? '' : ' (you changed it too)'}
              </List.Item>
            ))}
            {account.places.length > SHOWN_PLACES ? <List.Item>and {account.places.length - SHOWN_PLACES} more</List.Item> : null}
          </List>
        </>
      ) : null}
      <Group mt="xs" gap="xs">
        {account?.mergeable ? (
          <Button size="xs" color="orange.9" onClick={() => editor.keepBoth(path)}>Keep both: my edits and the disk's changes</Button>
        ) : null}
        <Button size="xs" variant={account?.mergeable ? 'default' : 'filled'} color="orange.9" onClick={() => void editor.reloadFromDisk(path)}>
          Reload from disk
        </Button>
        <Button size="xs" variant="default" onClick={() => editor.keepMine(path)}>Keep mine: saving replaces the disk's version</Button>
      </Group>
      {account?.mergeable ? null : (
        <Text size="xs" mt={4}>Reloading throws your edits away; keeping yours replaces the disk's changes when you save.</Text>
      )}
    </Alert>
  );
}
