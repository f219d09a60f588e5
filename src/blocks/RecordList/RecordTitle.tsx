import { Text } from '@mantine/core';
import type { ReactElement } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import { lookOf } from '../../records/record-looks.ts';
import type { RecordData } from '../../records/select-records.ts';
import { RecordMark } from './RecordMark.tsx';
import { FieldText } from './FieldText.tsx';

/** A card's title with what the view sets around it: the subtitle under it, the mark before both. */
export function RecordTitle({ view, record, heading }: { view: RecordView; record: RecordData; heading: ReactElement }) {
  const value = view.subtitle && record[view.subtitle];
  const subtitle = view.subtitle && value !== undefined && (
    <Text size="sm" {...(lookOf(view).subtitle === 'strong' ? { fw: 500 } : { c: 'dimmed' })}>
      <FieldText value={value} />
    </Text>
  );
  if (view.mark && view.mark.beside !== 'badges')
    return (
      <RecordMark mark={view.mark} record={record} top={!!subtitle}>
        {heading}
        {subtitle}
      </RecordMark>
    );
  // A subtitle is the title's second line: no gap between them.
  return subtitle ? <div>{heading}{subtitle}</div> : heading;
}
