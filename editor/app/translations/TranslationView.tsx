// The open file's texts that wait for English or Spanish, or whose translation is stale: the Portuguese
// beside an input, and "Mark as translated", which writes the translation and the fingerprint of the
// Portuguese it was made from into the document. Save then writes it like any other edit.
import { Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { pendingTranslations, type PendingTranslation } from '../../../src/i18n/translation-report.ts';
import { markTranslated, type DraftableText } from '../../../src/i18n/translation-status.ts';
import { getAt } from '../json-pointer.ts';
import { PendingTextRow } from './PendingTextRow.tsx';

export interface TranslationViewProps {
  path: string;
  data: unknown;
  /** Replaces the text object at `pointer` ({ pt, en?, es?, translatedFrom? }) in the open document. */
  onTranslate: (pointer: string, text: DraftableText) => void;
}

function PendingRow({ item, data, onTranslate }: { item: PendingTranslation; data: unknown; onTranslate: TranslationViewProps['onTranslate'] }) {
  const mark = (value: string) => {
    const text = getAt(data, item.pointer) as DraftableText;
    onTranslate(item.pointer, markTranslated({ ...text, [item.language]: value }, item.language));
  };
  return <PendingTextRow item={item} where={item.pointer} staleHint="The Portuguese changed after this translation was made: revise it, then mark it as translated." onMark={mark} />;
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
