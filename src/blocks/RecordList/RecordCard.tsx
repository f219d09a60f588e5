import { Group, Stack, Text } from '@mantine/core';
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { badgesOf, fieldText, fieldWords, listTexts, shownFacts } from '../../records/record-view.ts';
import { lookOf, stretchedPart, type BodyPart } from '../../records/record-looks.ts';
import type { RecordData } from '../../records/select-records.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BulletList } from '../shared/BulletList.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';
import { FactList } from './FactList.tsx';
import { RecordBadge } from './RecordBadge.tsx';
import { RecordMark } from './RecordMark.tsx';
import { RecordTitle } from './RecordTitle.tsx';
import { SideFigure } from './SideFigure.tsx';
import { SubRecords } from './SubRecords.tsx';
import { viewButtons } from './ViewButtons.tsx';
import { ACCENT_BORDER } from '../shared/accent-border.ts';
import { TranslationNotice } from '../shared/TranslationNotice.tsx';
import { FieldText } from './FieldText.tsx';

interface RecordCardProps {
  record: RecordData;
  view: RecordView;
  /** Whether the list has a heading: the title sits one level below it. */
  headed: boolean;
  style?: CSSProperties;
  /** The record the view's `featured` flag sets apart: more padding, an accent border, larger words, filled buttons. */
  featured?: boolean;
  /**
   * What a block with behaviour adds under the card's parts (a blog post's whole text and its Read more),
   * and its card's id and attributes. Such a card keeps its parts together at the top: none takes the spare height.
   */
  children?: ReactNode;
  card?: { id: string } & Record<`data-${string}`, string>;
}

/** One record as its view declares it: badges, date line, mark or icon and title, text, list, sub-records, facts, tags, then its buttons. */
export function RecordCard({ record, view, headed, style, featured = false, children, card }: RecordCardProps) {
  const text = useLanguage();
  const look = lookOf(view);
  const title = fieldText(record[view.title], text.localize);
  const badges = badgesOf(view, record, text);
  const facts = shownFacts(view, record, text);
  const words = fieldWords(record, view.text, text.localize);
  const date = view.dateLine ? record[view.dateLine] : undefined;
  const points = view.list ? listTexts(record[view.list.field], text) : [];
  const tags = view.tags ? listTexts(record[view.tags], text) : [];
  // A featured record's buttons are filled, whatever their variant.
  const buttons = (view.actions ?? []).flatMap((action) => viewButtons(action, view, record, title, text, featured ? { variant: 'filled' } : undefined));
  const stretched = children === undefined ? stretchedPart(view) : undefined;
  const grow = (part: BodyPart) => (part === stretched ? { flexGrow: 1 } : undefined);
  const badgeList = badges.map((badge) => <RecordBadge key={badge.label} badge={badge} />);
  // A view with several badges or buttons lines them up in a row; a single one stands alone.
  const row = (declared: number, items: ReactElement[], gap: 6 | 'xs' = 'xs') => (declared > 1 ? items.length > 0 && <Group gap={gap}>{items}</Group> : items);
  const dateLine = typeof date === 'string' && (
    <Text size="sm" c="dimmed" component="time" dateTime={date}>
      {formatDate(date, text.language)}
    </Text>
  );
  // A date line sits beside the badges.
  const badgeRow = dateLine ? (
    <Group gap="sm">
      {badgeList}
      {dateLine}
    </Group>
  ) : (
    row(view.badges?.length ?? 0, badgeList, look.badgeGap)
  );
  const heading = (
    <ItemTitle headed={headed} size={featured ? 'xl' : look.titleSize}>
      <FieldText value={record[view.title]} />
    </ItemTitle>
  );
  const titled = <RecordTitle view={view} record={record} heading={heading} />;
  // The parts between the title and the buttons, each false when the record has nothing for it.
  const body: Record<BodyPart, ReactNode> = {
    text: words !== undefined && (
      <Text c="dimmed" size={featured ? 'lg' : look.textSize} style={grow('text')}>
        <FieldText value={record[view.text!]} />
      </Text>
    ),
    list: points.length > 0 && <BulletList label={view.list!.label && text.t(view.list!.label)} items={points} style={grow('list')} />,
    subRecords: view.subRecords && <SubRecords entries={view.subRecords} record={record} />,
    facts: facts.length > 0 && <FactList layout={view.factLayout} style={grow('facts')}>{facts}</FactList>,
    tags: tags.length > 0 && <TopicTags topics={tags} style={grow('tags')} />,
  };
  const figure = view.figure === undefined ? undefined : record[view.figure];
  const parts = (
    <Stack gap={look.partGap} h="100%">
      {view.mark?.beside === 'badges' ? (
        <RecordMark mark={view.mark} record={record}>
          {badgeRow}
        </RecordMark>
      ) : (
        badgeRow
      )}
      {titled}
      <TranslationNotice of={record} />
      {look.order.map((part) => <Fragment key={part}>{body[part]}</Fragment>)}
      {/* A links action may give several buttons. */}
      {row(view.actions?.some((action) => action.kind === 'links') ? 2 : (view.actions?.length ?? 0), buttons)}
      {children}
    </Stack>
  );
  return (
    <BlockCard p={featured ? 'xl' : 'lg'} style={{ ...(featured && ACCENT_BORDER), ...style }} {...card}>
      {figure === undefined ? parts : <SideFigure figure={fieldText(figure, text.localize)}>{parts}</SideFigure>}
    </BlockCard>
  );
}
