// A collection's outline (and site.json's): its view and other settings, then each array of records (items,
// publications' articles and chapters) as a list of buttons ending with "Add record".
import { Box, Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { humanize } from '../form/schemas.ts';
import { collectionParts } from './outline.ts';
import classes from './outline.module.css';
import { OutlineEntry } from './OutlineTree.tsx';

export function CollectionOutline({ document, selected, onSelect, onAdd, noun = 'record' }: {
  document: unknown;
  /** What an entry of a list is called: a collection's "record", site.json's "entry". */
  noun?: string;
  selected?: string;
  onSelect: (pointer: string) => void;
  onAdd: (arrayPointer: string) => void;
}) {
  const parts = collectionParts(document);
  const settings = parts.filter((part) => !part.records);
  return (
    <Box p="xs">
      {settings.length ? (
        <>
          <Title order={2} size="xs" tt="uppercase" c="dimmed" px="xs" pb={4}>Settings</Title>
          <ul className={classes.list}>
            {settings.map((part) => (
              <li key={part.pointer}>
                <OutlineEntry label={humanize(part.key)} pointer={part.pointer} selected={selected} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {parts.filter((part) => part.records).map((part) => (
        <section key={part.pointer} aria-label={`Records: ${part.key}`}>
          <Title order={2} size="xs" tt="uppercase" c="dimmed" px="xs" pt="sm" pb={4}>
            {humanize(part.key)} ({part.records!.length})
          </Title>
          <ul className={classes.list}>
            {part.records!.map((record) => (
              <li key={record.pointer}>
                <OutlineEntry label={record.label} pointer={record.pointer} selected={selected} onSelect={onSelect} />
              </li>
            ))}
          </ul>
          <Button variant="subtle" size="compact-xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd(part.pointer)} mt={2} aria-label={`Add ${noun === 'entry' ? 'an' : 'a'} ${noun} to ${part.key} (empty${noun === 'record' ? ', with a new id' : ''})`}>
            Add {noun}
          </Button>
        </section>
      ))}
    </Box>
  );
}
