import { Button, Stack, Text, Title } from '@mantine/core';
import type { BlogListBlock, BlogPost } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useHeadingOrder, type HeadingOrder } from '../../renderer/heading-level.tsx';
import { CATEGORY_BADGE } from '../../records/category-badge.ts';
import { selectRecords, type RecordData } from '../../records/select-records.ts';
import { RecordCard } from '../RecordList/RecordCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { POST_ATTRIBUTES, POSTS_BEHAVIOUR } from './posts-behaviour.ts';
import { Localized } from '../../i18n/Localized.tsx';

/**
 * Under a post's card: its whole text, in the HTML for crawlers (and the feed's links) but hidden, then
 * Read more, which posts-behaviour.ts answers by opening the text in place, and Show less, which closes it.
 */
function PostText({ post, featured }: { post: BlogPost; featured: boolean }) {
  const { localize, t } = useLanguage();
  // The post's own headings one level below its title, which sits below the section heading above it.
  const sectionOrder = Math.min(useHeadingOrder() + 2, 6) as HeadingOrder;
  const title = localize(post.title);
  const bodyId = `${post.id}-text`;
  const toggleProps = { size: 'sm', mt: 'auto', style: { alignSelf: 'flex-start' }, 'aria-controls': bodyId, leftSection: <SchemaIcon name="book" size={16} /> } as const;
  return (
    <>
      <div id={bodyId} hidden {...{ [POST_ATTRIBUTES.text]: '' }}>
        <Stack gap="sm">
          {post.body.map((section, index) => (
            <Stack gap="xs" key={index}>
              {section.heading && (
                <Title order={sectionOrder} size="h5">
                  <Localized text={section.heading} />
                </Title>
              )}
              {section.paragraphs.map((paragraph) => (
                <Text key={localize(paragraph).slice(0, 40)}><Localized text={paragraph} /></Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </div>
      <Button variant={featured ? 'filled' : 'light'} {...toggleProps} aria-expanded={false} aria-label={`${t('blog.readMore')}: ${title}`} {...{ [POST_ATTRIBUTES.open]: '' }}>
        {t('blog.readMore')}
      </Button>
      <Button variant="subtle" {...toggleProps} hidden aria-expanded aria-label={`${t('blog.showLess')}: ${title}`} {...{ [POST_ATTRIBUTES.close]: '' }}>
        {t('blog.showLess')}
      </Button>
    </>
  );
}

/** The posts through the blog's view, each card with the news view's category badge (src/records/category-badge.ts) and its text to open. */
export function BlogList(_: { block: BlogListBlock }) {
  const { t } = useLanguage();
  const blog = useCollection('blog');
  const view = { ...blog.view, badges: [CATEGORY_BADGE] };
  const { featured, records: recent } = selectRecords(blog.items, {}, view);
  const card = (post: BlogPost, isFeatured = false) => (
    <RecordCard key={post.id} record={post as unknown as RecordData} view={view} headed featured={isFeatured} style={{ scrollMarginTop: 80 }} card={{ id: post.id, [POST_ATTRIBUTES.card]: post.id }}>
      <PostText post={post} featured={isFeatured} />
    </RecordCard>
  );
  return (
    <Stack gap="xl" data-behaviour={POSTS_BEHAVIOUR}>
      {featured && (
        <BlockSection icon="pencil" title={t('blog.featured')}>
          {card(featured, true)}
        </BlockSection>
      )}
      <ItemGrid title={t('blog.recent')} count={recent.length || undefined} empty={featured || recent.length ? undefined : t('blog.none')}>
        {recent.map((post) => card(post))}
      </ItemGrid>
      <FeedLink feed="blog" />
    </Stack>
  );
}
