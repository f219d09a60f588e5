// Rules that live in the news, blog, media and podcast blocks, for every value including unknown ones.
import { describe, expect, it } from 'vitest';
import { CATEGORY_BADGE } from '../../src/records/category-badge.ts';
import blog from '../../pages-data/collections/blog.json';
import { badgeOf, badgesOf, factText, tileOf, type ViewText } from '../../src/records/record-view.ts';
import media from '../../pages-data/collections/media.json';
import type { BlogCollection, MediaCollection } from '../../src/generated/schemas.ts';
import { selectRecords, sortRecords, NEWEST_FIRST } from '../../src/records/select-records.ts';
import { showNotesEntry } from '../../src/downloads/show-notes.ts';
import { feedPath, feedsOfBlocks } from '../../src/feeds/feed-paths.ts';
import type { PodcastEpisode } from '../../src/generated/schemas.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { formatMinutes, formatNumber } from '../../src/i18n/numbers.ts';

const post = (id: string, date: string, featured?: boolean) => ({ id, date, ...(featured === undefined ? {} : { featured }) });

/** The blog's posts as blogList, its JSON-LD and search choose them: the one selection of every list. */
const splitFeatured = (posts: ReturnType<typeof post>[]) => {
  const { featured, records } = selectRecords(posts, {}, (blog as unknown as BlogCollection).view);
  return { featured, recent: records };
};

describe('featured post', () => {
  it('with none flagged, every item is recent, newest first', () => {
    const { featured, recent } = splitFeatured([post('a', '2024-01-05'), post('b', '2025-02-01'), post('c', '2024-11-30', false)]);
    expect(featured).toBeUndefined();
    expect(recent.map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });

  it('with one flagged, it is shown apart and not repeated under recent', () => {
    const { featured, recent } = splitFeatured([post('a', '2025-01-05'), post('b', '2024-02-01', true), post('c', '2025-03-30')]);
    expect(featured?.id).toBe('b');
    expect(recent.map((item) => item.id)).toEqual(['c', 'a']);
  });

  it('with several flagged, the first in the list (newest first) is featured and the others are recent, as for news', () => {
    const { featured, recent } = splitFeatured([post('a', '2025-01-05'), post('b', '2024-02-01', true), post('c', '2025-03-30', true)]);
    expect(featured?.id).toBe('c');
    expect(recent.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('a post\'s facts (the blog view)', () => {
  const { view } = blog as unknown as BlogCollection;
  const t = (key: string) => ({ 'reading.time': '{value} min read', 'blog.comments.one': '{value} comment', 'blog.comments.other': '{value} comments' })[key] ?? key;
  const text: ViewText = { language: 'en', t, localize: (value) => value.en! };
  const facts = (record: Record<string, unknown>) => view.facts!.flatMap((fact) => factText(fact, record, text) ?? []);
  it.each([
    [1, '1 comment'],
    [0, '0 comments'],
    [37, '37 comments'],
  ])('%i comments read "%s", after the reading time', (comments, words) => expect(facts({ readTime: 3, comments })).toEqual(['3 min read', words]));
});

describe('category colours', () => {
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  it.each([
    ['innovation', 'blue'],
    ['industry', 'grape'],
    ['research', 'green'],
    ['sustainability', 'teal'],
    ['education', 'blue'],
    ['collaboration', 'grape'],
    ['mentoring', 'yellow'],
  ])('%s is %s and translated', (category, color) => expect(badgeOf(CATEGORY_BADGE, { category }, text)).toEqual({ color, label: `t:category.${category}` }));

  it.each([['Eventos'], ['constructor'], ['']])('%j is gray and shown as written', (category) => expect(badgeOf(CATEGORY_BADGE, { category }, text)).toEqual({ color: 'gray', label: category, keepCase: true }));
});

describe('media-type colours (the media view)', () => {
  const { view } = media as unknown as MediaCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  const appearance = (mediaType: string) => ({ id: 'm', mediaType, kind: 'interview' });
  it.each([
    ['video', 'red', 'video'],
    ['audio', 'grape', 'microphone'],
    ['text', 'blue', 'news'],
  ])('%s is %s with its icon', (type, color, icon) => {
    expect(badgesOf(view, appearance(type), text)[0]).toEqual({ color, label: `t:mediaType.${type}`, keepCase: undefined });
    expect(tileOf(view.mark!.tile!, appearance(type))).toEqual({ color, icon });
  });
  it('anything else is gray with the file icon, shown as written in its own case', () => {
    expect(badgesOf(view, appearance('infographic'), text)[0]).toEqual({ color: 'gray', label: 'infographic', keepCase: true });
    expect(tileOf(view.mark!.tile!, appearance('infographic'))).toEqual({ color: 'gray', icon: 'file' });
  });
  it('writes a length in minutes, or a reading time', () => {
    const t = (key: string) => ({ 'reading.time': '{value} min read' })[key] ?? key;
    const length = (record: Record<string, unknown>) => view.facts!.flatMap((fact) => (fact.icon === 'clock' ? (factText(fact, record, { ...text, t }) ?? []) : []));
    expect(length({ duration: 45 })).toEqual(['45 min']);
    expect(length({ readTime: 6 })).toEqual(['6 min read']);
  });
});

describe('numbers and lengths', () => {
  it('writes a length in minutes with each language\'s short unit', () => {
    expect(['pt', 'en', 'es'].map((language) => formatMinutes(45, language as 'pt'))).toEqual(['45 min', '45 min', '45 min']);
    expect(formatMinutes(1250, 'pt')).toBe('1.250 min');
  });
  it('groups digits as each language does', () => {
    expect([formatNumber(12345, 'pt'), formatNumber(12345, 'en'), formatNumber(12345, 'es')]).toEqual(['12.345', '12,345', '12.345']);
  });
  it('writes a fact of format duration in the page\'s language, and leaves a record without the field out', () => {
    const fact = { field: 'minutes', format: 'duration' } as const;
    const text: ViewText = { language: 'en', t: (key) => key, localize: (value) => value.en! };
    expect(factText(fact, { minutes: 1250 }, text)).toBe('1,250 min');
    expect(factText(fact, {}, text)).toBeUndefined();
  });
});

describe('dates', () => {
  it('shows an ISO date in the page language, whatever the time zone', () => {
    expect(formatDate('2025-03-01', 'pt')).toBe('1 de março de 2025');
    expect(formatDate('2025-03-01', 'en')).toBe('March 1, 2025');
    expect(formatDate('2025-03-01', 'es')).toBe('1 de marzo de 2025');
    expect(formatDate('2024-12-31', 'en')).toBe('December 31, 2024');
  });
  it('sorts newest first and keeps equal dates in order', () => {
    expect(sortRecords([post('a', '2024-01-01'), post('b', '2025-01-01'), post('c', '2024-01-01')], NEWEST_FIRST).map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('feeds', () => {
  it('belong to the blocks that show news, posts and episodes', () => {
    const blocks = (...types: string[]) => types.map((type) => ({ type }));
    expect(feedsOfBlocks([...blocks('pageHeader'), { type: 'recordList', collection: 'news', feed: 'news' }, ...blocks('callToAction')])).toEqual(['news']);
    expect(feedsOfBlocks([{ type: 'tabs', tabs: [{ blocks: blocks('recordList', 'podcast') }] }])).toEqual(['podcast']);
    expect(feedsOfBlocks([...blocks('pageHeader'), { type: 'recordList', collection: 'workshops' }])).toEqual([]);
    expect(feedPath('blog', 'es')).toBe('/feeds/blog-es.xml');
  });
});

describe('show notes', () => {
  const episode: PodcastEpisode = {
    id: 'ep-3', number: 3, title: { pt: 'Segurança', en: 'Safety', es: 'Seguridad' }, description: { pt: 'Sobre HAZOP.', en: 'On HAZOP.', es: 'Sobre HAZOP.' },
    date: '2025-04-08', duration: 45, guests: ['Profa. Ana Lima (UFX)', 'Eng. Rui Sá'], topics: [{ pt: 'HAZOP', en: 'HAZOP', es: 'HAZOP' }, { pt: 'Alarmes', en: 'Alarms', es: 'Alarmas' }],
    url: 'https://open.podcasts.example/ep3', audio: { url: 'https://media.example.org/ep3.mp3', bytes: 1000 },
  };
  const strings: Record<string, string> = { 'podcast.episode': 'Episode {value}', 'podcast.notes.details': 'Released {date} · {length}', 'podcast.guests': 'Guests', 'podcast.notes.topics': 'Topics', 'podcast.notes.listen': 'Where to listen' };
  it('are written from the episode in the page language and named by the download rule', () => {
    const entry = showNotesEntry(episode, 'Closed Loop', 'en', (key) => strings[key]!);
    expect(entry).toMatchObject({ key: 'podcast-episode', number: 3, format: 'pdf', title: { en: 'Episode 3: Safety' }, course: { en: 'Closed Loop · Released April 8, 2025 · 45 min' } });
    expect(entry.sections!.map((section) => [section.heading?.en, section.paragraphs.map((p) => p.en)])).toEqual([
      [undefined, ['On HAZOP.']],
      ['Guests', ['Profa. Ana Lima (UFX)\nEng. Rui Sá']],
      ['Topics', ['HAZOP · Alarms']],
      ['Where to listen', ['https://open.podcasts.example/ep3']],
    ]);
  });
});
