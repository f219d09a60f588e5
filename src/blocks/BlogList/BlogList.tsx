import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { BlogListBlock, BlogPost } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { POSTS, selectRecords } from '../../records/select-records.ts';
import { useHeadingOrder, type HeadingOrder } from '../../renderer/heading-level.tsx';
import { ACCENT_BORDER } from '../shared/accent-border.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { Fact } from '../shared/Fact.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { PostMeta } from '../shared/PostMeta.tsx';
import { POST_ATTRIBUTES, POSTS_BEHAVIOUR } from './posts-behaviour.ts';

/**
 * A post's card, closed: its whole text is in the HTML (for crawlers and the feed's links), hidden, and
 * posts-behaviour.ts opens it in place under Read more, which then gives way to Show less.
 */
function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const { localize, t } = useLanguage();
  // The post's title one level below the section heading above it, the post's own headings one further.
  const sectionOrder = Math.min(useHeadingOrder() + 2, 6) as HeadingOrder;
  const title = localize(post.title);
  const bodyId = `${post.id}-text`;
  const toggleProps = { size: 'sm', mt: 'auto', style: { alignSelf: 'flex-start' }, 'aria-controls': bodyId, leftSection: <SchemaIcon name="book" size={16} /> } as const;
  return (
    <BlockCard component="div" id={post.id} {...{ [POST_ATTRIBUTES.card]: post.id }} p={featured ? 'xl' : 'lg'} style={{ scrollMarginTop: 80, ...(featured && ACCENT_BORDER) }}>
      <Stack gap="sm" h="100%">
        <PostMeta category={post.category} date={post.date} />
        <ItemTitle headed size={featured ? 'xl' : 'lg'}>
          {title}
        </ItemTitle>
        <Text c="dimmed" size={featured ? 'lg' : undefined}>
          {localize(post.excerpt)}
        </Text>
        <Group gap="lg">
          <Fact icon="clock">{t('blog.readTime').replace('{count}', String(post.readTime))}</Fact>
          <Fact icon="message">{t(`blog.comments.${post.comments === 1 ? 'one' : 'other'}`).replace('{count}', String(post.comments))}</Fact>
        </Group>
        {/* The whole post, in the HTML from the start for crawlers, shown on Read more. */}
        <div id={bodyId} hidden {...{ [POST_ATTRIBUTES.text]: '' }}>
          <Stack gap="sm">
            {post.body.map((section, index) => (
              <Stack gap="xs" key={index}>
                {section.heading && (
                  <Title order={sectionOrder} size="h5">
                    {localize(section.heading)}
                  </Title>
                )}
                {section.paragraphs.map((paragraph) => (
                  <Text key={localize(paragraph).slice(0, 40)}>{localize(paragraph)}</Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </div>
        <Button
          variant={featured ? 'filled' : 'light'}
          {...toggleProps}
          aria-expanded={false}
          aria-label={`${t('blog.readMore')}: ${title}`}
          {...{ [POST_ATTRIBUTES.open]: '' }}
        >
          {t('blog.readMore')}
        </Button>
        <Button variant="subtle" {...toggleProps} hidden aria-expanded aria-label={`${t('blog.showLess')}: ${title}`} {...{ [POST_ATTRIBUTES.close]: '' }}>
          {t('blog.showLess')}
        </Button>
      </Stack>
    </BlockCard>
  );
}

export function BlogList(_: { block: BlogListBlock }) {
  const { t } = useLanguage();
  const { featured, records: recent } = selectRecords(useCollection('blog').items, POSTS.selection, POSTS.view);
  const card = (post: BlogPost, isFeatured = false) => <PostCard key={post.id} post={post} featured={isFeatured} />;
  return (
    <Stack gap="xl" data-behaviour={POSTS_BEHAVIOUR}>
      {featured && (
        <BlockSection icon="pencil" title={t('blog.featured')}>
          {card(featured, true)}
        </BlockSection>
      )}
      <ItemGrid title={t('blog.recent')} count={recent.length}>
        {recent.map((post) => card(post))}
      </ItemGrid>
      <FeedLink feed="blog" />
    </Stack>
  );
}
