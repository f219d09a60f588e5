import { Group, Paper, Stack, Text } from '@mantine/core';
import type { PodcastBlock, PodcastCollection, PodcastEpisode } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { inEveryLanguage } from '../../i18n/languages.ts';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { ALL_PODCAST_PARTS, episodesShown, latestEpisode } from '../../records/podcast-episodes.ts';
import { shownFacts } from '../../records/record-view.ts';
import type { RecordData } from '../../records/select-records.ts';
import { FactList } from '../RecordList/FactList.tsx';
import { RecordCard } from '../RecordList/RecordCard.tsx';
import { viewButtons } from '../RecordList/ViewButtons.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { Fact } from '../shared/Fact.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { LinkButtons } from '../shared/LinkButton.tsx';
import { NoRecords } from '../shared/NoRecords.tsx';
import classes from './Podcast.module.css';
import { Localized } from '../../i18n/Localized.tsx';

/** The newest episode as a banner: its facts, guests, Play (its channel) and Download (its show notes, written on the press). */
function Latest({ podcast }: { podcast: PodcastCollection }) {
  const text = useLanguage();
  const { localize, t } = text;
  const latest = latestEpisode(podcast.items) as PodcastEpisode | undefined;
  // No episode yet: the banner's place says so (with the episode list, the list does: see Podcast).
  if (!latest) return <NoRecords>{t('podcast.none')}</NoRecords>;
  const record = latest as unknown as RecordData;
  const title = localize(latest.title);
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner} component="section">
      <Stack gap="sm" maw="48rem">
        <Group gap="xs">
          <SchemaIcon name="headphones" size={20} />
          <Text fw={700} tt="uppercase" size="sm">
            {t('podcast.latest')} · {t('podcast.episode').replace('{value}', String(latest.number))}
          </Text>
        </Group>
        <ItemTitle headed={false} fw={800} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {title}
        </ItemTitle>
        <Text size="lg"><Localized text={latest.description} /></Text>
        <FactList layout="row">{shownFacts(podcast.view, record, text)}</FactList>
        <Fact icon="users" label={t('podcast.guests')}>
          {latest.guests.join('; ')}
        </Fact>
        <Group gap="xs" mt="auto">
          {/* The view's actions (Play, Download) on the dark gradient: a filled one white, the others outlined in white. */}
          {podcast.view.actions?.flatMap((action) => viewButtons(action, podcast.view, record, title, text, (action.variant ?? 'filled') === 'filled' ? { variant: 'white' } : { variant: 'outline', color: 'white' }))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Every episode in the view's order, each card as the podcast's view declares it (pages-data/collections/podcast.json). */
function Episodes({ podcast }: { podcast: PodcastCollection }) {
  const { t } = useLanguage();
  const episodes = episodesShown(podcast) as unknown as RecordData[];
  return (
    <ItemGrid icon="microphone" title={t('podcast.episodes')} count={episodes.length || undefined} empty={episodes.length ? undefined : t('podcast.none')}>
      {episodes.map((episode) => (
        <RecordCard key={episode.id} record={episode} view={podcast.view} headed />
      ))}
    </ItemGrid>
  );
}

function Subscribe({ podcast }: { podcast: PodcastCollection }) {
  const { localize, t } = useLanguage();
  return (
    <BlockSection icon="rss" title={t('podcast.subscribe')}>
      <Text c="dimmed">{t('podcast.subscribeIntro').replace('{show}', localize(podcast.title))}</Text>
      <Group gap="sm">
        <LinkButtons links={podcast.channels.map((channel) => ({ label: inEveryLanguage(channel.name), href: channel.url, icon: 'headphones' }))} />
      </Group>
      <FeedLink feed="podcast" />
    </BlockSection>
  );
}

const PART_VIEW = { latest: Latest, episodes: Episodes, subscribe: Subscribe };

export function Podcast({ block }: { block: PodcastBlock }) {
  const podcast = useCollection('podcast');
  const parts = block.parts ?? ALL_PODCAST_PARTS;
  // With no episode yet and the episode list shown, the list alone says there are none.
  const shown = podcast.items.length === 0 && parts.includes('episodes') ? parts.filter((part) => part !== 'latest') : parts;
  return (
    <Stack gap="xl">
      {shown.map((part) => {
        const View = PART_VIEW[part];
        return <View key={part} podcast={podcast} />;
      })}
    </Stack>
  );
}
