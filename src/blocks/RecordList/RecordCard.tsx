import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactElement } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { badgesOf, factText, fieldText, listTexts } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';
import { LabelledList } from './LabelledList.tsx';
import { FactList } from './FactList.tsx';
import { IconTitle } from './IconTitle.tsx';
import { RecordBadge } from './RecordBadge.tsx';
import { viewButtons } from './ViewButtons.tsx';

interface RecordCardProps {
  record: RecordData;
  view: RecordView;
  titleTag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  style?: CSSProperties;
}

type Part = NonNullable<RecordView['stretch']>;

/** One record as its view declares it: badges, date line, icon and title, text, list, facts, tags, then its buttons. */
export function RecordCard({ record, view, titleTag, style }: RecordCardProps) {
  const text = useLanguage();
  const title = fieldText(record[view.title], text.localize);
  const badges = badgesOf(view, record, text);
  const facts = (view.facts ?? []).flatMap((fact) => {
    const words = factText(fact, record, text);
    return words === undefined ? [] : [{ icon: fact.icon, label: fact.label && text.t(fact.label), words }];
  });
  const date = view.dateLine ? record[view.dateLine] : undefined;
  const points = view.list ? listTexts(record[view.list.field], text) : [];
  const tags = view.tags ? listTexts(record[view.tags], text) : [];
  const buttons = (view.actions ?? []).flatMap((action) => viewButtons(action, view, record, title, text));
  // The part that takes the card's spare height, decided by the view so every card of a row agrees: what
  // follows it lines up at the foot of the cards.
  const stretch: Part = view.stretch ?? (view.tags ? 'tags' : view.facts?.length ? 'facts' : view.list ? 'list' : 'text');
  const grow = (part: Part) => (part === stretch ? { flexGrow: 1 } : undefined);
  const badgeList = badges.map((badge) => <RecordBadge key={badge.label} badge={badge} />);
  // A view with several badges or buttons lines them up in a row; a single one stands alone.
  const row = (declared: number, items: ReactElement[], gap: 6 | 'xs' = 'xs') => (declared > 1 ? items.length > 0 && <Group gap={gap}>{items}</Group> : items);
  const tagList = tags.length > 0 && <TopicTags topics={tags} style={grow('tags')} />;
  const heading = (
    <Text component={titleTag} fw={700} size={view.typeSize === 'small' ? 'md' : 'lg'} m={0}>
      {title}
    </Text>
  );
  return (
    <BlockCard style={style}>
      <Stack gap={view.cardSpacing === 'tight' ? 6 : 'sm'} h="100%">
        {row(view.badges?.length ?? 0, badgeList, view.badgeSpacing === 'tight' ? 6 : 'xs')}
        {typeof date === 'string' && (
          <Text size="sm" c="dimmed" component="time" dateTime={date}>
            {formatDate(date, text.language)}
          </Text>
        )}
        {view.icon ? <IconTitle icon={record[view.icon]}>{heading}</IconTitle> : heading}
        {view.text && record[view.text] !== undefined && (
          <Text size={view.typeSize === 'small' ? 'sm' : undefined} c={view.textTone === 'plain' ? undefined : 'dimmed'} style={grow('text')}>
            {fieldText(record[view.text], text.localize)}
          </Text>
        )}
        {points.length > 0 && <LabelledList label={view.list!.label && text.t(view.list!.label)} items={points} style={grow('list')} />}
        {view.tagsPosition === 'beforeFacts' && tagList}
        {facts.length > 0 && <FactList layout={view.factLayout} style={grow('facts')}>{facts}</FactList>}
        {view.tagsPosition !== 'beforeFacts' && tagList}
        {/* A links action may give several buttons. */}
        {row(view.actions?.some((action) => action.kind === 'links') ? 2 : (view.actions?.length ?? 0), buttons)}
      </Stack>
    </BlockCard>
  );
}
