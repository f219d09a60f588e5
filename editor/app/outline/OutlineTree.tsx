// A page's outline: its blocks in order as a list of buttons, sections' and tab panels' blocks nested
// under them, the selected block marked aria-current. Each list ends with a menu to add a block there.
import { Badge, Box, Button, Group, Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { OutlineBlock, OutlineGroup } from './outline.ts';
import classes from './outline.module.css';

export interface OutlineActions {
  selected?: string;
  onSelect: (pointer: string) => void;
  onAdd: (arrayPointer: string, type: string) => void;
  blockTypes: string[];
}

export function OutlineEntry({ label, detail, pointer, selected, onSelect, depth = 0 }: {
  label: string;
  detail?: string;
  pointer: string;
  selected?: string;
  onSelect: (pointer: string) => void;
  depth?: number;
}) {
  const current = selected === pointer;
  return (
    <UnstyledButton
      className={classes.entry}
      data-pointer={pointer}
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(pointer)}
      style={{ paddingInlineStart: `calc(var(--mantine-spacing-xs) + ${depth} * var(--mantine-spacing-md))` }}
    >
      {detail ? (
        <Badge size="xs" variant="light" color="gray" className={classes.type} radius="sm">
          {detail}
        </Badge>
      ) : null}
      <Text component="span" size="sm" className={classes.label}>
        {label || '(no text)'}
      </Text>
    </UnstyledButton>
  );
}

function AddBlockMenu({ group, where, actions }: { group: OutlineGroup; where: string; actions: OutlineActions }) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="subtle" size="compact-xs" leftSection={<IconPlus size={14} aria-hidden />} aria-label={`Add a block to ${where}`} mt={2} mb={4}>
          Add block
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320} type="auto">
          <Menu.Label>Block type (starts from its example)</Menu.Label>
          {actions.blockTypes.map((type) => (
            <Menu.Item key={type} onClick={() => actions.onAdd(group.pointer, type)}>
              {type}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

function BlockItem({ block, depth, actions }: { block: OutlineBlock; depth: number; actions: OutlineActions }) {
  return (
    <li>
      <OutlineEntry label={block.label} detail={block.type} pointer={block.pointer} selected={actions.selected} onSelect={actions.onSelect} depth={depth} />
      {block.groups.map((group) => (
        <GroupList key={group.pointer} group={group} depth={depth + 1} actions={actions} where={group.label ? `tab “${group.label}”` : `section “${block.label || block.type}”`} />
      ))}
    </li>
  );
}

export function GroupList({ group, depth, actions, where }: { group: OutlineGroup; depth: number; actions: OutlineActions; where: string }) {
  return (
    <Box>
      {group.label ? (
        <Text size="xs" fw={600} c="dimmed" style={{ paddingInlineStart: `calc(var(--mantine-spacing-xs) + ${depth} * var(--mantine-spacing-md))` }} mt={4}>
          Tab: {group.label}
        </Text>
      ) : null}
      <ul className={classes.list}>
        {group.blocks.map((block) => (
          <BlockItem key={block.pointer} block={block} depth={depth} actions={actions} />
        ))}
      </ul>
      <Group style={{ paddingInlineStart: `calc(${depth} * var(--mantine-spacing-md))` }}>
        <AddBlockMenu group={group} where={where} actions={actions} />
      </Group>
    </Box>
  );
}
