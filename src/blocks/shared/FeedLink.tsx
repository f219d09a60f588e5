import { Anchor, Group } from '@mantine/core';
import { feedPath, type FeedName } from '../../feeds/feed-paths.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { SmartLink } from './SmartLink.tsx';

/** The visible link to a feed in the page's language (the head announces the same address). */
export function FeedLink({ feed }: { feed: FeedName }) {
  const { language, t } = useLanguage();
  return (
    <Anchor component={SmartLink} href={feedPath(feed, language)} fw={600} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={6} component="span" wrap="nowrap">
        <SchemaIcon name="rss" size={18} />
        {t(`feed.${feed}`)}
      </Group>
    </Anchor>
  );
}
