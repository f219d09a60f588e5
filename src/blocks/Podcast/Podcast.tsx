import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PodcastBlock, PodcastCollection, PodcastEpisode } from '../../generated/schemas.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { formatMinutes } from '../../i18n/numbers.ts';
import { SchemaIcon } from '../../icons.tsx';
import { showNotesRef } from '../../downloads/show-notes.ts';
import { useCollection } from '../../renderer/collections.ts';
import { ALL_PODCAST_PARTS, episodesShown } from '../../records/podcast-episodes.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { Fact } from '../shared/Fact.tsx';
import { FeedLink } from '../shared/FeedLink.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { SmartLink } from '../shared/SmartLink.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { TopicTags } from '../shared/TopicTags.tsx';
import classes from './Podcast.module.css';

/** Play opens the episode on its channel; Download saves its show notes, written on the click. */
function EpisodeActions({ episode, emphasis = false }: { episode: PodcastEpisode; emphasis?: boolean }) {
  const { localize, t } = useLanguage();
  const title = localize(episode.title);
  return (
    <Group gap="xs" mt="auto">
      <ItemAction href={episode.url} label={t('podcast.play')} item={title} icon="play" size="sm" variant={emphasis ? 'white' : 'filled'} />
      <DownloadButton
        download={showNotesRef(episode)}
        writer={{ kind: 'show-notes', episode: episode.number }}
        label={t('podcast.download')}
        item={title}
        size="sm"
        variant={emphasis ? 'outline' : 'light'}
        color={emphasis ? 'white' : undefined}
      />
    </Group>
  );
}

function EpisodeFacts({ episode }: { episode: PodcastEpisode }) {
  const { language } = useLanguage();
  return (
    <Group gap="lg">
      <Fact icon="calendar">{formatDate(episode.date, language)}</Fact>
      <Fact icon="clock">{formatMinutes(episode.duration, language)}</Fact>
    </Group>
  );
}

function Latest({ podcast }: { podcast: PodcastCollection }) {
  const { localize, t } = useLanguage();
  const [latest] = episodesShown(podcast.episodes, ['latest']) as [PodcastEpisode];
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner} component="section">
      <Stack gap="sm" maw="48rem">
        <Group gap="xs">
          <SchemaIcon name="headphones" size={20} />
          <Text fw={700} tt="uppercase" size="sm">
            {t('podcast.latest')} · {t('podcast.episode').replace('{number}', String(latest.number))}
          </Text>
        </Group>
        <ItemTitle headed={false} fw={800} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {localize(latest.title)}
        </ItemTitle>
        <Text size="lg">{localize(latest.description)}</Text>
        <EpisodeFacts episode={latest} />
        <Fact icon="users" label={t('podcast.guests')}>
          {latest.guests.join('; ')}
        </Fact>
        <EpisodeActions episode={latest} emphasis />
      </Stack>
    </Paper>
  );
}

function Episodes({ podcast }: { podcast: PodcastCollection }) {
  const { localize, t } = useLanguage();
  const episodes = episodesShown(podcast.episodes);
  return (
    <ItemGrid icon="microphone" title={t('podcast.episodes')} count={episodes.length}>
      {episodes.map((episode) => (
        <BlockCard key={episode.id}>
          <Stack gap="sm" h="100%">
            <ToneBadge color="grape">{t('podcast.episode').replace('{number}', String(episode.number))}</ToneBadge>
            <ItemTitle headed size="lg">
              {localize(episode.title)}
            </ItemTitle>
            <EpisodeFacts episode={episode} />
            <Text c="dimmed">{localize(episode.description)}</Text>
            <Fact icon="users" label={t('podcast.guests')}>
              {episode.guests.join('; ')}
            </Fact>
            <TopicTags topics={episode.topics} />
            <EpisodeActions episode={episode} />
          </Stack>
        </BlockCard>
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
