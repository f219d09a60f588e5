import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Timeline.css';
import { Group, List as MantineList, Text, ThemeIcon, Timeline } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { ListBlock, ListItem, LocalizedText } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { inEveryLanguage } from '../../i18n/languages.ts';
import { SchemaIcon } from '../../icons.tsx';
import { useViewedCollection } from '../../renderer/collections.ts';
import { fieldText } from '../../records/record-view.ts';
import { shownRecords } from '../../records/select-records.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { NoRecords } from '../shared/NoRecords.tsx';
import { EmailLink } from '../shared/IdentityLinks.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/** An entry with a detail line reads as title + detail; a lone sentence stays plain text. */
function ItemText({ item }: { item: ListItem }) {
  return (
    <>
      <Text fw={item.detail || item.mark ? 600 : 400}>
        <Localized text={item.title} />
        {item.contact === 'email' && (
          <>
            {' '}
            <EmailLink fw={600} underline="always" />
          </>
        )}
      </Text>
      {item.detail && (
        <Text size="sm" c="dimmed">
          <Localized text={item.detail} />
        </Text>
      )}
    </>
  );
}

function TimelineList({ items }: { items: ListItem[] }) {
  const { localize } = useLanguage();
  return (
    <Timeline bulletSize={26} lineWidth={2} active={items.length}>
      {items.map((item) => (
        <Timeline.Item key={`${item.mark ?? ''}-${localize(item.title)}`} bullet={<SchemaIcon name="school" size={14} />}>
          {/* The year as a small label (a Badge would add its styles to every page with a list). */}
          {item.mark && (
            <Text size="xs" fw={700} c="var(--site-accent-text)" lts={0.4} mb={2}>
              {item.mark}
            </Text>
          )}
          <ItemText item={item} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function PlainList({ items, checked }: { items: ListItem[]; checked: boolean }) {
  const { localize } = useLanguage();
  return (
    <MantineList
      spacing="sm"
      icon={checked ? <ThemeIcon size={22} radius="xl" variant="light" color="teal"><SchemaIcon name="check" size={14} /></ThemeIcon> : undefined}
    >
      {items.map((item) => (
        <MantineList.Item key={`${item.mark ?? ''}-${localize(item.title)}`}>
          <ItemText item={item} />
        </MantineList.Item>
      ))}
    </MantineList>
  );
}

/**
 * A chip: the look of Mantine's light Badge at size lg, in sentence case, except that a label too long for
 * the line wraps inside its chip instead of being cut short. Written as the element's style rather than a
 * stylesheet, so the pages whose lists have no chips (/meeting is at its CSS budget) load nothing for them;
 * the theme's variables keep it in step with the colour scheme.
 */
const CHIP: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.625rem',
  maxWidth: '100%',
  padding: '0 0.8125rem',
  lineHeight: '1.5rem',
  borderRadius: 'var(--mantine-radius-sm)',
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.015625rem',
  color: 'var(--mantine-primary-color-light-color)',
  background: 'var(--mantine-primary-color-light)',
};

/** Short labels side by side (research interests, software): each entry's title as a chip. */
function ChipList({ items }: { items: ListItem[] }) {
  const { localize } = useLanguage();
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={localize(item.title)} style={CHIP}>
          <Localized text={item.title} />
        </li>
      ))}
    </Group>
  );
}

const BODY = {
  timeline: TimelineList,
  checklist: ({ items }: { items: ListItem[] }) => <PlainList items={items} checked />,
  bullets: ({ items }: { items: ListItem[] }) => <PlainList items={items} checked={false} />,
  chips: ChipList,
};

/**
 * The entries of a list that takes them from a collection (validation makes it one source or the other,
 * and requires the view): through the one selection, each record's view title, its text as the detail
 * and its figure as the mark (education: the degree, the institution, the year).
 */
function CollectionList({ block, collection }: { block: ListBlock; collection: string }) {
  const { view, items } = useViewedCollection(collection);
  const { localize } = useLanguage();
  // Validation refuses a list whose collection has no view; this guards a build that skipped it.
  if (!view) throw new Error(`pages-data/collections/${collection}.json has no view for a list`);
  const { title, text, figure } = view;
  // A field written once for every language (a name) reads the same in each.
  const words = (value: unknown) => (typeof value === 'object' ? (value as LocalizedText) : inEveryLanguage(String(value)));
  const entries = shownRecords(items, { ids: block.ids }, view).map((record): ListItem => ({
    title: words(record[title]),
    detail: text && record[text] !== undefined ? words(record[text]) : undefined,
    mark: (figure && fieldText(record[figure], localize)) || undefined,
  }));
  return <ListBody block={block} items={entries} none={entries.length === 0} />;
}

export function List({ block }: { block: ListBlock }) {
  return block.collection ? <CollectionList block={block} collection={block.collection} /> : <ListBody block={block} items={block.items ?? []} />;
}

/** `none`: a collection's list with no records to show, which says so under its heading. */
function ListBody({ block, items, none = false }: { block: ListBlock; items: ListItem[]; none?: boolean }) {
  const { t } = useLanguage();
  const Body = BODY[block.style];
  return (
    <BlockSection card heading={block.heading} icon={block.icon}>
      {none ? <NoRecords>{t('records.none')}</NoRecords> : <Body items={items} />}
    </BlockSection>
  );
}
