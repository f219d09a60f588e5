// One text that waits for its translation, or whose translation is stale: where it is, its state as a
// tag, the Portuguese, an input for the translation and "Mark as translated". Shared by the open file's
// translation list and the whole site's view; what marking does is theirs (`onMark`).
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGE_NAMES, type PendingTranslation } from '../../../src/i18n/translation-report.ts';

export interface PendingTextRowProps {
  item: PendingTranslation;
  /** How the labels name the text: its pointer, or its file and pointer. */
  where: string;
  /** A line under the input for a stale translation, when the view gives one. */
  staleHint?: string;
  busy?: boolean;
  onMark: (value: string) => void;
}

export function PendingTextRow({ item, where, staleHint, busy, onMark }: PendingTextRowProps) {
  const [value, setValue] = useState(item.current ?? '');
  const name = LANGUAGE_NAMES[item.language];
  return (
    <li>
      <Stack gap={6} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs">
          <Text size="xs" c="dimmed" ff="monospace">{item.pointer}</Text>
          {/* The state in words, in the text's own colour (AA in both schemes), outlined like a tag. */}
          <Text span size="xs" fw={700} px={6} style={{ border: '1px solid currentColor', borderRadius: 4 }}>
            {item.state === 'missing' ? `${name}: waiting` : `${name}: stale`}
          </Text>
        </Group>
        <Text size="sm" lang="pt-BR">
          <Text span size="xs" fw={700}>Portuguese: </Text>
          {item.pt}
        </Text>
        <Textarea
          label={`${name} translation of ${where}`}
          description={item.state === 'stale' ? staleHint : undefined}
          lang={item.language}
          autosize
          minRows={1}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button size="xs" loading={busy} onClick={() => onMark(value.trim())} disabled={!value.trim()} aria-label={`Mark the ${name} of ${where} as translated`}>
            Mark as translated
          </Button>
        </Group>
      </Stack>
    </li>
  );
}
