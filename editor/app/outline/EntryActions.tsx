// Move up, move down, duplicate and remove for the selected block or record.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from '@tabler/icons-react';
import { DANGER_COLOUR } from '../colours.ts';

export function EntryActions({ noun, first, last, onMove, onDuplicate, onRemove }: {
  /** "block" or "record", for the buttons' names. */
  noun: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const actions = [
    { label: `Move ${noun} up`, icon: IconArrowUp, onClick: () => onMove(-1), disabled: first, color: undefined },
    { label: `Move ${noun} down`, icon: IconArrowDown, onClick: () => onMove(1), disabled: last, color: undefined },
    { label: `Duplicate ${noun}`, icon: IconCopy, onClick: onDuplicate, disabled: false, color: undefined },
    { label: `Remove ${noun}`, icon: IconTrash, onClick: onRemove, disabled: false, color: DANGER_COLOUR },
  ];
  return (
    <Group gap={4} role="toolbar" aria-label={`${noun} actions`}>
      {actions.map(({ label, icon: Icon, onClick, disabled, color }) => (
        <Tooltip key={label} label={label} withArrow>
          <ActionIcon variant="default" aria-label={label} onClick={onClick} disabled={disabled} c={disabled ? undefined : color}>
            <Icon size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
