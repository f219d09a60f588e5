import { SimpleGrid, Text } from '@mantine/core';
import type { RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { fieldText, languageOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';

/** A recordList's "entries" layout: many short records in one card, each its title · detail and its text (a view's `entry`). */
export function RecordEntries({ records, view }: { records: RecordData[]; view: RecordView }) {
  const { localize } = useLanguage();
  const { detail, text } = view.entry ?? {};
  return (
    <BlockCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {records.map((record, index) => (
          <li key={record.id ?? index}>
            <Text size="sm" fw={600}>
              {fieldText(record[view.title], localize)}
              {detail && record[detail] !== undefined && ` · ${fieldText(record[detail], localize)}`}
            </Text>
            {text && record[text] !== undefined && (
              <Text size="sm" c="dimmed" lang={languageOf(view, text, record)}>
                {fieldText(record[text], localize)}
              </Text>
            )}
          </li>
        ))}
      </SimpleGrid>
    </BlockCard>
  );
}
