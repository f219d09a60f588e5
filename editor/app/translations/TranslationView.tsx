// The open file's texts that wait for English or Spanish, or whose translation is stale: the Portuguese
// beside an input, and "Mark as translated", which writes the translation and the fingerprint of the
// Portuguese it was made from into the document. Save then writes it like any other edit.
import { Button, Group, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LANGUAGE_NAMES, pendingTranslations, type PendingTranslation } from '../../../src/i18n/translation-report.ts';
import { markTranslated, type DraftableText } from '../../../src/i18n/translation-status.ts';
import { getAt } from '../json-pointer.ts';

export interface TranslationViewProps {
  path: string;
  data: unknown;
  /** Replaces the text object at `pointer` ({ pt, en?, es?, translatedFrom? }) in the open document. */
  onTranslate: (pointer: string, text: DraftableText) => void;
}

function PendingRow({ item, data, onTranslate }: { item: PendingTranslation; data: unknown; onTranslate: TranslationViewProps['onTranslate'] }) {
  const [value, setValue] = useState(item.current ?? '');
  const name = LANGUAGE_NAMES[item.language];
  const mark = () => {
    const text = getAt(data, item.pointer) as DraftableText;
    onTranslate(item.pointer, markTranslated({ ...text, [item.language]: value.trim() }, item.language));
  };
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
          label={`${name} translation of ${item.pointer}`}
          description={item.state === 'stale' ? 'The Portuguese changed after this translation was made: revise it, then mark it as translated.' : undefined}
          lang={item.language}
          autosize
          minRows={1}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button size="xs" onClick={mark} disabled={!value.trim()} aria-label={`Mark the ${name} of ${item.pointer} as translated`}>
            Mark as translated
          </Button>
        </Group>
      </Stack>
    </li>
  );
}

/** Folded under a button that says how many texts wait; nothing when the file is fully translated. */
export function TranslationView({ path, data, onTranslate }: TranslationViewProps) {
  const pending = useMemo(() => pendingTranslations(path, data), [path, data]);
  const [open, setOpen] = useState(false);
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="to-translate" style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
      <UnstyledButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="to-translate-list">
        <Group gap={4} wrap="nowrap">
          {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          <Title order={2} size="h6" id="to-translate">
            {pending.length} to translate
          </Title>
        </Group>
      </UnstyledButton>
      {open ? (
        <ul id="to-translate-list" aria-label="Texts to translate" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pending.map((item) => (
            <PendingRow key={`${item.pointer}|${item.language}|${item.pt}`} item={item} data={data} onTranslate={onTranslate} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
