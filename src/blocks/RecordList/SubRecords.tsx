import { Stack, Text } from '@mantine/core';
import type { RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { fieldText, subRecordsOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { FieldText } from './FieldText.tsx';

type SubRecordsView = NonNullable<RecordView['subRecords']>;

/**
 * A record's sub-records (a view's `subRecords`): each its title in bold, its meta fields on a small dimmed
 * line joined by " · ", a small text, and a nested list whose lines lead with one field in italics.
 */
export function SubRecords({ entries, record }: { entries: SubRecordsView; record: RecordData }) {
  const { localize } = useLanguage();
  const words = (entry: RecordData, fields: string[] = []) => fields.map((field) => fieldText(entry[field], localize)).filter(Boolean);
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {subRecordsOf(record[entries.field]).map((entry) => {
        const title = fieldText(entry[entries.title], localize);
        const meta = words(entry, entries.meta).join(' · ');
        const lines = entries.list ? subRecordsOf(entry[entries.list.field]) : [];
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
            {entries.text && entry[entries.text] !== undefined && <Text size="sm">
                <FieldText value={entry[entries.text]} />
              </Text>}
            {lines.length > 0 && (
              <Stack component="ul" gap={2} m={0} mt={4} ps="1.1rem">
                {lines.map((line) => {
                  const lead = fieldText(line[entries.list!.lead], localize);
                  return (
                    <Text component="li" size="sm" key={lead}>
                      <Text span fs="italic" size="sm">
                        <FieldText value={line[entries.list!.lead]} />
                      </Text>
                      {words(line, entries.list!.meta).map((detail) => ` · ${detail}`)}
                    </Text>
                  );
                })}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
