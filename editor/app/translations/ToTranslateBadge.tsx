import { Badge } from '@mantine/core';

/** A file's "N to translate" in the file list: texts waiting for English or Spanish, or with a stale translation. */
export function ToTranslateBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <Badge size="xs" variant="light" color="indigo.9" tt="none">
      {count} to translate
    </Badge>
  );
}
