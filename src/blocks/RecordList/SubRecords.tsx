import { Stack, Text } from '@mantine/core';
import type { SubRecords as SubRecordsView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { detailWords, fieldText, subRecordsOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { FieldText } from './FieldText.tsx';

/**
 * A record's sub-records (a view's `subRecords`): each its title in bold, its details on a small dimmed
 * line, a small text, and its own sub-records as lines that lead with their title in italics.
 */
export function SubRecords({ entries, record }: { entries: SubRecordsView; record: RecordData }) {
  const text = useLanguage();
  const inner = entries.subRecords;
  // Validation holds that sub-records name the field holding them (only a view's entry, the record itself, has none).
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {subRecordsOf(record[entries.field!]).map((entry) => {
        const title = fieldText(entry[entries.title], text.localize);
        const meta = detailWords(entries.details, entry, text).join(' · ');
        const lines = inner ? subRecordsOf(entry[inner.field!]) : [];
        return (
          <Stack component="li" gap={2} key={title + meta}>
            <Text fw={600}>
              <FieldText value={entry[entries.title]} />
            </Text>
            {meta && (
              <Text size="sm" c="dimmed">
                {meta}
              </Text>
            )}
            {entries.text && entry[entries.text] !== undefined && (
              <Text size="sm">
                <FieldText value={entry[entries.text]} />
              </Text>
            )}
            {lines.length > 0 && (
              <Stack component="ul" gap={2} m={0} mt={4} ps="1.1rem">
                {lines.map((line) => (
                  <Text component="li" size="sm" key={fieldText(line[inner!.title], text.localize)}>
                    <Text span fs="italic" size="sm">
                      <FieldText value={line[inner!.title]} />
                    </Text>
                    {detailWords(inner!.details, line, text).map((detail) => ` · ${detail}`)}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
