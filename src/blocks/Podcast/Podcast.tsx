import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PodcastBlock, PodcastCollection, PodcastEpisode } from '../../generated/schemas.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { formatMinutes } from '../../i18n/numbers.ts';
import { SchemaIcon } from '../../icons.tsx';
import { showNotesRef } from '../../downloads/show-notes.ts';
import { useCollection } from '../../renderer/collections.ts';
import { ALL_PODCAST_PARTS, episodesShown, latestEpisode } from '../../records/podcast-episodes.ts';
import type { RecordData } from '../../records/select-records.ts';
import { RecordCard } from '../RecordList/RecordCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { Fact } from '../shared/Fact.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { SmartLink } from '../shared/SmartLink.tsx';
import classes from './Podcast.module.css';

/** The newest episode as a banner: its facts, guests, Play (its channel) and Download (its show notes, written on the press). */
function Latest({ podcast }: { podcast: PodcastCollection }) {
  const { language, localize, t } = useLanguage();
  const latest = latestEpisode(podcast.episodes) as PodcastEpisode;
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
        <Text size="lg">{localize(latest.description)}</Text>
        <Group gap="lg">
          <Fact icon="calendar">{formatDate(latest.date, language)}</Fact>
          <Fact icon="clock">{formatMinutes(latest.duration, language)}</Fact>
        </Group>
        <Fact icon="users" label={t('podcast.guests')}>
          {latest.guests.join('; ')}
        </Fact>
        <Group gap="xs" mt="auto">
          <ItemAction href={latest.url} label={t('podcast.play')} item={title} icon="play" size="sm" variant="white" />
          <DownloadButton download={showNotesRef(latest)} writer={{ kind: 'show-notes', episode: latest.number }} label={t('podcast.download')} item={title} size="sm" variant="outline" color="white" />
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
    <ItemGrid icon="microphone" title={t('podcast.episodes')} count={episodes.length}>
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
        {podcast.channels.map((channel) => (
          <Button key={channel.name} component={SmartLink} href={channel.url} variant="outline" leftSection={<SchemaIcon name="headphones" size={18} />} rightSection={<SchemaIcon name="externalLink" size={16} />}>
            {channel.name}
          </Button>
        ))}
      </Group>
      <FeedLink feed="podcast" />
    </BlockSection>
  );
}

const PART_VIEW = { latest: Latest, episodes: Episodes, subscribe: Subscribe };

export function Podcast({ block }: { block: PodcastBlock }) {
  const podcast = useCollection('podcast');
  return (
    <Stack gap="xl">
      {(block.parts ?? ALL_PODCAST_PARTS).map((part) => {
        const View = PART_VIEW[part];
        return <View key={part} podcast={podcast} />;
      })}
    </Stack>
  );
}
