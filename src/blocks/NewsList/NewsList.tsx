import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { NewsItem, NewsListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { Fact } from '../shared/Fact.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { splitFeatured } from '../shared/featured.ts';
import { ItemAction } from '../shared/ItemAction.tsx';
import { PostMeta } from '../shared/PostMeta.tsx';
import { SectionTitle } from '../shared/SectionTitle.tsx';

/** A news item's card; its title sits one level below the section heading above it. */
function NewsCard({ item, featured = false }: { item: NewsItem; featured?: boolean }) {
  const { localize, t } = useLanguage();
  const TitleTag = useItemTitleTag(true);
  const title = localize(item.title);
  return (
    <BlockCard component="div" p={featured ? 'xl' : 'lg'} style={featured ? { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' } : undefined}>
      <Stack gap="sm" h="100%">
        <PostMeta category={item.category} date={item.date} />
        <Text component={TitleTag} fw={700} size={featured ? 'xl' : 'lg'} m={0}>
          {title}
        </Text>
        <Text c="dimmed" style={{ flexGrow: 1 }} size={featured ? 'lg' : undefined}>
          {localize(item.excerpt)}
        </Text>
        <Fact icon="user">{item.author}</Fact>
        <ItemAction href={item.url} label={t('news.readMore')} item={title} icon="externalLink" variant={featured ? 'filled' : 'light'} size="sm" />
      </Stack>
    </BlockCard>
  );
}

export function NewsList(_: { block: NewsListBlock }) {
  const { t } = useLanguage();
  const { featured, recent } = splitFeatured(useCollection('news').items);
  return (
    <Stack gap="xl">
      {featured && (
        <Stack gap="md" component="section">
          <SectionTitle icon="news">{t('news.featured')}</SectionTitle>
          <NewsCard item={featured} featured />
        </Stack>
      )}
      <Stack gap="md" component="section">
        <SectionTitle>{`${t('news.recent')} (${recent.length})`}</SectionTitle>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {recent.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      </Stack>
      <FeedLink feed="news" />
    </Stack>
  );
}
