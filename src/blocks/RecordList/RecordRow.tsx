import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ElementType } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { badgesOf, fieldText, fieldWords } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { RecordBadge } from './RecordBadge.tsx';
import { TranslationNotice } from '../shared/TranslationNotice.tsx';
import { FieldText } from './FieldText.tsx';

interface RecordRowProps {
  record: RecordData;
  view: RecordView;
  headed: boolean;
  style?: CSSProperties;
  /** An item of a list of rows in one card (the view's row "one-card"): no card of its own. */
  inList?: boolean;
}

/**
 * One record as a row (a view's `row`): title and text at the left; the figure and badges at the right,
 * wrapping under them when the row is narrower than the text needs (20rem).
 */
export function RecordRow({ record, view, headed, style, inList = false }: RecordRowProps) {
  const text = useLanguage();
  // In a list of rows in one card, a row is the list's item; else a card of its own.
  const Frame: ElementType = inList ? 'li' : BlockCard;
  const words = fieldWords(record, view.text, text.localize);
  const figure = view.figure === undefined ? undefined : record[view.figure];
  return (
    <Frame style={style}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <ItemTitle headed={headed}>
            <FieldText value={record[view.title]} />
          </ItemTitle>
          {words !== undefined && (
            <Text size="sm" c="dimmed">
              <FieldText value={record[view.text!]} />
            </Text>
          )}
          <TranslationNotice of={record} />
        </Stack>
        <Group gap="xs">
          {figure !== undefined && (
            <Text fw={700} c="var(--site-accent-text)">
              {fieldText(figure, text.localize)}
            </Text>
          )}
          {badgesOf(view, record, text).map((badge) => (
            <RecordBadge key={badge.label} badge={badge} />
          ))}
        </Group>
      </Group>
    </Frame>
  );
}
