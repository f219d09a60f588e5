// site.json and the interface text (locales/*.json) as JSON text: a plain text area, parsed after each
// pause in typing; what parses becomes the document, which the server validates like any other.
import { Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { deepEqual } from './deep-equal.ts';
import { useDraftText } from './form/draft-text.ts';

export function RawJsonEditor({ path, value, onChange }: { path: string; value: unknown; onChange: (data: unknown) => void }) {
  const [parseError, setParseError] = useState<string>();
  const [text] = useState(() => JSON.stringify(value, null, 2));
  const commit = useCallback(
    (next: string) => {
      try {
        const parsed: unknown = JSON.parse(next);
        setParseError(undefined);
        if (!deepEqual(parsed, value)) onChange(parsed);
      } catch (error) {
        setParseError(`Not valid JSON yet: ${(error as Error).message}`);
      }
    },
    [onChange, value],
  );
  const { draft, change, flush } = useDraftText(text, commit);
  return (
    <Stack gap="xs" p="sm">
      <Textarea
        label={`${path} as JSON`}
        description="Edited as text: after each pause in typing it is parsed and checked by the build; the pages show the change once it is saved."
        value={draft}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={flush}
        autosize
        minRows={20}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        error={parseError}
      />
      {parseError ? null : <Text size="xs" c="dimmed">Parsed.</Text>}
    </Stack>
  );
}
