import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { fieldText } from '../../records/record-view.ts';
import { FieldText } from './FieldText.tsx';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ACCENT_BORDER } from '../shared/accent-border.ts';

/** A record as running text (the `prose` look): its text's paragraphs, at most 52rem wide, in a card with an accent border. */
export function RecordProse({ record, view, style }: { record: RecordData; view: RecordView; style?: CSSProperties }) {
  const text = useLanguage();
  const values = Array.isArray(record[view.text!]) ? (record[view.text!] as unknown[]) : [];
  return (
    <BlockCard style={{ ...ACCENT_BORDER, ...style }}>
      <Stack gap="sm" maw="52rem">
        {values.map((paragraph) => (
          <Text key={fieldText(paragraph, text.localize)}>
            <FieldText value={paragraph} />
          </Text>
        ))}
      </Stack>
    </BlockCard>
  );
}
