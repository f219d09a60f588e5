// A file as JSON text (the interface text in locales/*.json, and any file whose text does not parse): a
// plain text area, parsed after each pause in typing; what parses becomes the document, which the server
// validates like any other. A syntax error is named by its line and column (scripts/lib/json-syntax.ts).
import { Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { parseJson } from '../../scripts/lib/json-syntax.ts';
import { deepEqual } from './deep-equal.ts';
import { useDraftText } from './form/draft-text.ts';

export function RawJsonEditor({ path, value, text: initialText, onChange }: {
  path: string;
  value: unknown;
  /** The file's own text, when it does not parse (the value is then undefined). */
  text?: string;
  onChange: (data: unknown) => void;
}) {
  const [text] = useState(() => initialText ?? JSON.stringify(value, null, 2));
  const [parseError, setParseError] = useState(() => (initialText === undefined ? undefined : parseJson(initialText).error?.message));
  const commit = useCallback(
    (next: string) => {
      const parsed = parseJson(next);
      setParseError(parsed.error?.message);
      if (!parsed.error && !deepEqual(parsed.data, value)) onChange(parsed.data);
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
        error={parseError ? `Not valid JSON: ${parseError}` : undefined}
      />
      {parseError ? null : <Text size="xs" c="dimmed">Parsed.</Text>}
    </Stack>
  );
}
