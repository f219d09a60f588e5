import { Group, Text } from '@mantine/core';
import { formatDate } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { categoryBadge } from '../../records/category-badge.ts';
import { ToneBadge } from './ToneBadge.tsx';

/** The first line of a post: its category badge (the news view's, src/records/category-badge.ts) and its date in the page's language. */
export function PostMeta({ category, date }: { category: string; date: string }) {
  const { language, t } = useLanguage();
  const badge = categoryBadge(category);
  return (
    <Group gap="sm">
      <ToneBadge color={badge.color} tt={badge.key ? undefined : 'none'}>
        {badge.key ? t(badge.key) : category}
      </ToneBadge>
      <Text size="sm" c="dimmed" component="time" dateTime={date}>
        {formatDate(date, language)}
      </Text>
    </Group>
  );
}
