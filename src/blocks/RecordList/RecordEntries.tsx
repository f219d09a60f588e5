import { SimpleGrid, Text } from '@mantine/core';
import type { RecordView, SubRecords } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { detailWords, fieldText, languageOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';

/**
 * One short entry of a list, a record or a sub-record read through `spec`: its title · details in bold, its
 * text under it (a monograph; a course's step).
 */
export function EntryLine({ spec, record, lang }: { spec: SubRecords; record: RecordData; lang?: string }) {
  const text = useLanguage();
  const title = fieldText(record[spec.title], text.localize);
  const detail = detailWords(spec.details, record, text).join(' · ');
  const words = spec.text && fieldText(record[spec.text], text.localize);
  return (
    <li>
      <Text size="sm" fw={600}>
        {detail ? `${title} · ${detail}` : title}
      </Text>
      {words && (
        <Text size="sm" c="dimmed" lang={lang}>
          {words}
        </Text>
      )}
    </li>
  );
}

/** A recordList's "entries" layout: many short records in one card, each read as the view's `entry` (else its title alone). */
export function RecordEntries({ records, view }: { records: RecordData[]; view: RecordView }) {
  const entry = view.entry ?? { title: view.title };
  return (
    <BlockCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {records.map((record, index) => (
          <EntryLine key={record.id ?? index} spec={entry} record={record} lang={entry.text && languageOf(view, entry.text, record)} />
        ))}
      </SimpleGrid>
    </BlockCard>
  );
}
