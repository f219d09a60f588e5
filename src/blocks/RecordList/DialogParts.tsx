import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DialogPart, RecordView, SubRecords } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { badgesOf, detailWords, factText, fieldText, holds, listTexts, subRecordsOf } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BulletList } from '../shared/BulletList.tsx';
import { Fact } from '../shared/Fact.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { RecordBadge } from './RecordBadge.tsx';
import { EntryLine } from './RecordEntries.tsx';

/** A part under its small heading (a dialog's list, funding, programme). */
function Headed({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb={6}>
        {heading}
      </Title>
      {children}
    </section>
  );
}

/** What a record's dialog shows (a view's `dialog`): its parts top to bottom, each left out when the record has nothing for it. */
export function DialogParts({ view, record }: { view: RecordView; record: RecordData }) {
  const text = useLanguage();
  /** A sub-record as one bullet: its title, then its details in parentheses (a team member and role). */
  const bulletOf = (spec: SubRecords, sub: RecordData) => {
    const details = detailWords(spec.details, sub, text).join(' · ');
    const title = fieldText(sub[spec.title], text.localize);
    return details ? `${title} (${details})` : title;
  };
  const part = (spec: DialogPart, key: number): ReactNode => {
    if (!holds(spec.when, record)) return null;
    const heading = spec.heading ? text.t(spec.heading) : undefined;
    if (spec.badges) {
      const values = spec.badges.flatMap((value) => factText(value, record, text) ?? []);
      return (
        <Group key={key} gap="xs">
          {badgesOf(view, record, text).map((badge) => <RecordBadge key={badge.label} badge={badge} />)}
          {values.map((words) => <ToneBadge key={words} color="gray">{words}</ToneBadge>)}
        </Group>
      );
    }
    if (spec.text !== undefined) {
      const words = fieldText(record[spec.text], text.localize);
      if (!words) return null;
      return heading ? <Headed key={key} heading={heading}><Text size="sm">{words}</Text></Headed> : <Text key={key}>{words}</Text>;
    }
    if (spec.list !== undefined || spec.subRecords) {
      const bullets = spec.subRecords;
      const items = bullets ? subRecordsOf(record[bullets.field!]).map((sub) => bulletOf(bullets, sub)) : listTexts(record[spec.list!], text);
      return items.length > 0 && <Headed key={key} heading={heading!}><BulletList items={items} /></Headed>;
    }
    if (spec.fact) {
      const words = factText(spec.fact, record, text);
      return words !== undefined && <Fact key={key} icon={spec.fact.icon} label={spec.fact.label && text.t(spec.fact.label)}>{words}</Fact>;
    }
    // What is left is steps (the validation holds that a part shows one thing).
    const steps = spec.steps!;
    const list = subRecordsOf(record[steps.field!]);
    return (
      list.length > 0 && (
        <Headed key={key} heading={heading!}>
          <Stack gap="sm" component="ol" style={{ paddingInlineStart: '1.25rem', margin: 0 }}>
            {list.map((step) => <EntryLine key={fieldText(step[steps.title], text.localize)} spec={steps} record={step} />)}
          </Stack>
        </Headed>
      )
    );
  };
  return <Stack gap="md">{view.dialog!.map(part)}</Stack>;
}
