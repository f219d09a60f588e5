import { SimpleGrid, Text } from '@mantine/core';
import type { RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { fieldText, fieldWords, languageOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';

/** One short entry of a list: its title · detail in bold, its text under it (a monograph; a course's step). */
export function EntryLine({ title, detail, text, lang }: { title: string; detail?: string; text?: string; lang?: string }) {
  return (
    <li>
      <Text size="sm" fw={600}>
        {detail ? `${title} · ${detail}` : title}
      </Text>
      {text && (
        <Text size="sm" c="dimmed" lang={lang}>
          {text}
        </Text>
      )}
    </li>
  );
}

/** A recordList's "entries" layout: many short records in one card, each its title · detail and its text (a view's `entry`). */
export function RecordEntries({ records, view }: { records: RecordData[]; view: RecordView }) {
  const { localize } = useLanguage();
  const { detail, text } = view.entry ?? {};
  return (
    <BlockCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {records.map((record, index) => (
          <EntryLine key={record.id ?? index} title={fieldText(record[view.title], localize)} detail={fieldWords(record, detail, localize)} text={fieldWords(record, text, localize)} lang={text && languageOf(view, text, record)} />
        ))}
      </SimpleGrid>
    </BlockCard>
  );
}
