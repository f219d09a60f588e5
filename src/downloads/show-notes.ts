// An episode's show notes as a download entry, written from the episode itself so nothing is stored
// twice; the download helper typesets it as a PDF like any other entry.
import type { DownloadRef, LocalizedText, PodcastEpisode } from '../generated/schemas.ts';
import type { TitledEntry } from './save-download.ts';
import { formatDate } from '../i18n/dates.ts';
import type { Language } from '../i18n/languages.ts';
import { formatMinutes } from '../i18n/numbers.ts';
import { localText } from '../i18n/localized-text.ts';

type Translate = (key: string) => string;

/** The file's name follows the download rule: podcast_episode_<number>.pdf. */
export const showNotesRef = (episode: Pick<PodcastEpisode, 'number'>): DownloadRef => ({ key: 'podcast-episode', number: episode.number });

export function showNotesEntry(episode: PodcastEpisode, show: string, language: Language, t: Translate): TitledEntry {
  // The entry's texts are read in the page's language only.
  const text = (value: string) => ({ [language]: value }) as unknown as LocalizedText;
  const local = (value: LocalizedText) => localText(value, language);
  const details = t('podcast.notes.details')
    .replace('{date}', formatDate(episode.date, language))
    .replace('{length}', formatMinutes(episode.duration, language));
  return {
    ...showNotesRef(episode),
    format: 'pdf',
    title: text(`${t('podcast.episode').replace('{value}', String(episode.number))}: ${local(episode.title)}`),
    course: text(`${show} · ${details}`),
    sections: [
      { paragraphs: [text(local(episode.description))] },
      { heading: text(t('podcast.guests')), paragraphs: [text(episode.guests.join('\n'))] },
      { heading: text(t('podcast.notes.topics')), paragraphs: [text(episode.topics.map(local).join(' · '))] },
      { heading: text(t('podcast.notes.listen')), paragraphs: [text(episode.url)] },
    ],
  };
}
