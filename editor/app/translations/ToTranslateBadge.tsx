import { Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';

/** A file's "N to translate" in the file list: texts waiting for English or Spanish, or with a stale translation. */
export function ToTranslateBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <Group gap={2} wrap="nowrap">
      <IconLanguage size={14} aria-hidden />
      <Text span size="xs" style={{ whiteSpace: 'nowrap' }}>
        {count} to translate
      </Text>
    </Group>
  );
}
