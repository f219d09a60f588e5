// The schema.org JSON-LD of every page, built from the real documents and collections: it parses,
// carries what search engines require for each kind of page, in the page's language, with ISO dates
// and absolute URLs, and page text cannot break out of its <script> element.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLdScript, PERSON_PATHS, PROFILE_LINKS, readPageDocument, structuredData, type JsonLd } from '../../scripts/lib/seo/structured-data.ts';
import type {
  PublicationListBlock,
  BlogCollection, ConferenceCollection, CourseCollection, EducationCollection, ListBlock, NewsCollection, PageDocument, PodcastCollection, PublicationCollection,
  SiteDocument, SyllabusBlock, RecordListBlock, WorkshopCollection,
} from '../../src/generated/schemas.ts';
import { HTML_LANG, LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';
import { shownRecords } from '../../src/records/select-records.ts';

const root = join(import.meta.dirname, '../..');
const read = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
const site = read<SiteDocument>('pages-data/site.json');
const publications = read<PublicationCollection>('pages-data/collections/publications.json');
const news = read<NewsCollection>('pages-data/collections/news.json');
const blog = read<BlogCollection>('pages-data/collections/blog.json');
const podcast = read<PodcastCollection>('pages-data/collections/podcast.json');
const education = read<EducationCollection>('pages-data/collections/education.json').items;
const courseRecords = read<CourseCollection>('pages-data/collections/courses.json').items;
const siteUrl = 'https://tavares.ufvc.example';

const documentOf = (path: string) => readPageDocument(root, site.routes.find((route) => route.path === path)!.document);
const prefix = (language: Language) => (language === 'pt' ? '' : `/${language}`);
const pageUrl = (path: string, language: Language) => `${siteUrl}${prefix(language)}${path === '/' && language !== 'pt' ? '/' : path}`;

/** The page's JSON-LD as a crawler reads it: the script element's text, parsed. */
function graphOf(path: string, language: Language, page: PageDocument = documentOf(path)): JsonLd[] {
  const script = jsonLdScript(structuredData({ root, siteUrl, site, path, language, page }));
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
  expect(json).toBeDefined();
  const parsed = JSON.parse(json!) as { '@context': string; '@graph': JsonLd[] };
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}
const ofType = (graph: JsonLd[], type: string) => graph.filter((node) => node['@type'] === type);
const blocksIn = <T>(page: PageDocument, type: string) => {
  const found: T[] = [];
  walkObjects(page.blocks, (node) => {
    if (node.type === type) found.push(node as T);
  });
  return found;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const URL_KEYS = new Set(['url', 'item', 'sameAs', 'contentUrl', 'webFeed', '@id']);
const PAGES_IN = ['pt', 'en'] as const;

describe.each(LANGUAGES)('every route in %s', (language) => {
  it.each(site.routes.map((route) => route.path))('%s: typed nodes, absolute URLs and a breadcrumb from home', (path) => {
    const graph = graphOf(path, language);
    walkObjects(graph, (node) => {
      expect(node['@type'], `${path}: ${JSON.stringify(node)}`).toEqual(expect.any(String));
      for (const [key, value] of Object.entries(node)) {
        if (!URL_KEYS.has(key)) continue;
        for (const url of [value].flat()) expect(url, `${path} ${key}`).toMatch(/^https:\/\//);
      }
    });
    const [breadcrumb, ...others] = ofType(graph, 'BreadcrumbList');
    expect(others).toEqual([]);
    const items = breadcrumb!.itemListElement as { position: number; name: string; item: string }[];
    const trail = path.startsWith('/syllabus/') ? ['/', '/teaching', path] : path === '/' ? ['/'] : ['/', path];
    expect(items.map((entry) => entry.item)).toEqual(trail.map((step) => pageUrl(step, language)));
    expect(items.map((entry) => entry.name)).toEqual(trail.map((step) => documentOf(step).meta.title[language]));
    expect(items.map((entry) => entry.position)).toEqual(trail.map((_, index) => index + 1));
  });
});

describe.each(PAGES_IN)('in %s', (language) => {
  const lang = HTML_LANG[language];

  it.each(PERSON_PATHS)('%s carries the professor as a Person', (path) => {
    const [person, ...others] = ofType(graphOf(path, language), 'Person');
    expect(others).toEqual([]);
    const { identity } = site;
    expect(person).toMatchObject({
      name: identity.name,
      jobTitle: identity.title[language],
      email: identity.email,
      telephone: identity.phone,
      url: pageUrl('/', language),
      worksFor: { '@type': 'CollegeOrUniversity', name: identity.university[language] },
      affiliation: { name: identity.department[language], parentOrganization: { '@type': 'CollegeOrUniversity' } },
      address: { '@type': 'PostalAddress', streetAddress: identity.postalAddress, postalCode: identity.postalCode },
    });
    expect(person!.sameAs).toEqual(PROFILE_LINKS.map((key) => identity.links[key]!.href));
    expect(person!.sameAs).not.toContain(identity.links.university!.href);
    // Research interests come from the checklist on /about, the schools from the education collection
    // (which /about's timeline shows), in the page's language.
    const lists = blocksIn<ListBlock>(documentOf('/about'), 'list');
    const interests = lists.find((list) => list.style === 'checklist')!.items!.map((item) => item.title[language]);
    expect(person!.knowsAbout).toEqual(interests);
    expect(lists.find((list) => list.style === 'timeline')!.collection).toBe('education');
    const schools = person!.alumniOf as JsonLd[];
    expect(schools).toHaveLength(education.length);
    schools.forEach((school, index) => {
      expect(school['@type']).toBe('EducationalOrganization');
      expect(education[index]!.institution[language]!.startsWith(`${school.name as string}, `)).toBe(true);
    });
  });

  it('only the profile pages carry the Person node', () => {
    for (const { path } of site.routes) {
      if (!PERSON_PATHS.includes(path)) expect(ofType(graphOf(path, language), 'Person'), path).toEqual([]);
    }
  });

  it('/publications: a ScholarlyArticle per article and a Chapter per chapter', () => {
    const graph = graphOf('/publications', language);
    const articles = ofType(graph, 'ScholarlyArticle');
    const chapters = ofType(graph, 'Chapter');
    expect(articles).toHaveLength(publications.articles.length);
    expect(chapters).toHaveLength(publications.chapters.length);
    for (const [node, record] of [...articles.map((node, i) => [node, publications.articles[i]!] as const), ...chapters.map((node, i) => [node, publications.chapters[i]!] as const)]) {
      expect(node.headline).toBe(record.title);
      expect(node.datePublished).toBe(String(record.year));
      expect((node.author as JsonLd[]).map((author) => [author['@type'], author.name])).toEqual(record.authors.map((a) => ['Person', `${a.given} ${a.family}`]));
      if (record.doi) {
        expect(node.sameAs).toBe(publications.doiResolver + record.doi);
        expect(node.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'DOI', value: record.doi });
      } else expect(node.sameAs).toBeUndefined();
    }
    articles.forEach((node, i) => expect(node.isPartOf).toEqual({ '@type': 'Periodical', name: publications.articles[i]!.journal }));
    chapters.forEach((node, i) => expect(node.isPartOf).toMatchObject({ '@type': 'Book', name: publications.chapters[i]!.book }));
  });

  it('/cv: only the selected works, in the order the page lists them', () => {
    const [selection] = blocksIn<PublicationListBlock>(documentOf('/cv'), 'publicationList');
    const works = [...publications.articles, ...publications.chapters];
    expect(selection!.ids!.length).toBeLessThan(works.length);
    // In the page's order across both types (the CV's selection mixes them).
    const inGraph = graphOf('/cv', language).filter((node) => node['@type'] === 'ScholarlyArticle' || node['@type'] === 'Chapter').map((node) => node.headline);
    expect(inGraph).toEqual(selection!.ids!.map((id) => works.find((work) => work.id === id)!.title));
  });

  it.each(['/syllabus/ppiq', '/syllabus/cpq2', '/syllabus/peq003'])('%s: the course of its syllabus', (path) => {
    const [block] = blocksIn<SyllabusBlock>(documentOf(path), 'syllabus');
    const record = courseRecords.find((item) => item.id === block!.record)!;
    const [course, ...others] = ofType(graphOf(path, language), 'Course');
    expect(others).toEqual([]);
    expect(course).toMatchObject({
      name: record.name[language],
      courseCode: record.code,
      provider: { '@type': 'CollegeOrUniversity', name: site.identity.university[language] },
      inLanguage: lang,
      url: pageUrl(path, language),
    });
    expect(course!.description).toEqual(expect.any(String));
  });

  it('/teaching: a Course per course its recordList shows, linking its syllabus', () => {
    const items = courseRecords;
    const courses = ofType(graphOf('/teaching', language), 'Course');
    expect(courses.map((course) => [course.name, course.courseCode, course.description, course.url, course.inLanguage])).toEqual(
      items.map((item) => [item.name[language], item.code, item.description[language], pageUrl(item.syllabusPath ?? '/teaching', language), lang]),
    );
  });

  it('/workshops: an Event per workshop with ISO dates, place, status and attendance mode', () => {
    const items = workshopsShown();
    const events = ofType(graphOf('/workshops', language), 'Event');
    expect(events).toHaveLength(items.length);
    events.forEach((event, i) => {
      const item = items[i]!;
      expect(event).toMatchObject({
        name: item.title[language],
        description: item.description[language],
        startDate: item.startDate,
        location: { '@type': 'Place', name: item.location[language] },
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: item.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
        url: pageUrl('/workshops', language),
      });
      expect(event.startDate).toMatch(ISO_DATE);
      if (event.endDate !== undefined) expect(event.endDate).toMatch(ISO_DATE);
    });
    expect(events.some((event) => event.eventStatus === 'https://schema.org/EventCancelled')).toBe(true);
  });

  it('/conferences: an Event per conference with ISO dates, place, organiser and website', () => {
    const items = conferencesShown();
    const events = ofType(graphOf('/conferences', language), 'Event');
    expect(events).toHaveLength(items.length);
    events.forEach((event, i) => {
      const item = items[i]!;
      expect(event).toMatchObject({
        name: item.name[language],
        startDate: item.startDate,
        location: { '@type': 'Place', name: item.location[language], address: { addressCountry: item.countryCode } },
        eventStatus: 'https://schema.org/EventScheduled',
        url: item.website,
      });
      expect(event.startDate).toMatch(ISO_DATE);
      expect(event.organizer).toEqual(item.organization ? { '@type': 'Organization', name: item.organization[language] } : undefined);
    });
  });

  it('/news: a NewsArticle per item', () => {
    const articles = ofType(graphOf('/news', language), 'NewsArticle');
    expect(articles).toHaveLength(news.items.length);
    for (const item of news.items) {
      const article = articles.find((node) => node.url === item.url)!;
      expect(article).toMatchObject({ headline: item.title[language], datePublished: item.date, inLanguage: lang, author: { name: item.author } });
      expect(article.datePublished).toMatch(ISO_DATE);
    }
  });

  it('/blog: a BlogPosting per post at /blog#<id>', () => {
    const posts = ofType(graphOf('/blog', language), 'BlogPosting');
    expect(posts).toHaveLength(blog.items.length);
    for (const item of blog.items) {
      const post = posts.find((node) => node.url === `${pageUrl('/blog', language)}#${item.id}`)!;
      expect(post).toMatchObject({ headline: item.title[language], datePublished: item.date, inLanguage: lang, author: { '@type': 'Person', name: site.identity.name } });
    }
  });

  it.each(['/podcast', '/media-podcast'])('%s: a PodcastEpisode per episode, with its series and audio', (path) => {
    const episodes = ofType(graphOf(path, language), 'PodcastEpisode');
    expect(episodes).toHaveLength(podcast.items.length);
    for (const item of podcast.items) {
      const episode = episodes.find((node) => node.episodeNumber === item.number)!;
      expect(episode).toMatchObject({
        name: item.title[language],
        datePublished: item.date,
        url: item.url,
        inLanguage: lang,
        partOfSeries: { '@type': 'PodcastSeries', name: podcast.title[language], url: pageUrl(path, language) },
        associatedMedia: { '@type': 'MediaObject', contentUrl: item.audio.url },
      });
      expect(episode.duration).toMatch(/^PT(\d+H)?(\d+M)?$/);
      expect(episode.datePublished).toMatch(ISO_DATE);
    }
  });
});


/** The workshops /workshops shows, list by list, as the page selects them. */
/** The conferences /conferences shows, through the page's selection. */
function conferencesShown() {
  const { items, view } = JSON.parse(readFileSync(join(root, 'pages-data/collections/conferences.json'), 'utf8')) as ConferenceCollection;
  return blocksIn<RecordListBlock>(documentOf('/conferences'), 'recordList').filter((block) => block.collection === 'conferences').flatMap((block) => shownRecords(items, block, view));
}

function workshopsShown() {
  const { items, view } = JSON.parse(readFileSync(join(root, 'pages-data/collections/workshops.json'), 'utf8')) as WorkshopCollection;
  return blocksIn<RecordListBlock>(documentOf('/workshops'), 'recordList').filter((block) => block.collection === 'workshops').flatMap((block) => shownRecords(items, block, view));
}

describe('event dates', () => {
  const month = (date: string, language: Language) => new Intl.DateTimeFormat(HTML_LANG[language], { month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const items = [
    ...workshopsShown().map((item) => ({ label: item.title.en, ...item })),
    ...conferencesShown().map((item) => ({ label: item.name.en, ...item })),
  ];
  it.each(items.map((item) => [item.label, item] as const))('%s: startDate and endDate agree with the date shown', (_label, item) => {
    if (item.endDate) expect(item.endDate > item.startDate).toBe(true);
    for (const language of LANGUAGES) {
      const shown = item.date[language]!.toLowerCase();
      for (const date of [item.startDate, item.endDate ?? item.startDate]) {
        const [year, , day] = date.split('-');
        expect(shown).toContain(year);
        expect(shown).toMatch(new RegExp(`(^|\\D)${Number(day)}(\\D|$)`));
        expect(shown).toContain(month(date, language).toLowerCase());
      }
    }
  });
});

describe('mapping by block type', () => {
  it('gives a new page the data of the blocks it shows, at any depth, without code', () => {
    const page = {
      version: 1,
      meta: { title: { pt: 'Extra', en: 'Extra', es: 'Extra' }, description: { pt: 'x', en: 'x', es: 'x' } },
      blocks: [{ type: 'section', blocks: [{ type: 'publicationList', collection: 'publications' }, { type: 'podcast', collection: 'podcast', parts: ['latest'] }] }],
    } as unknown as PageDocument;
    const graph = graphOf('/extra', 'en', page);
    expect(ofType(graph, 'ScholarlyArticle')).toHaveLength(publications.articles.length);
    // The latest-episode banner alone shows one episode: the newest.
    const newest = [...podcast.items].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(ofType(graph, 'PodcastEpisode').map((node) => node.episodeNumber)).toEqual([newest.number]);
    expect(ofType(graph, 'Person')).toEqual([]);
    expect((ofType(graph, 'BreadcrumbList')[0]!.itemListElement as JsonLd[]).map((entry) => entry.name)).toEqual(['Home', 'Extra']);
  });
});

describe('jsonLdScript', () => {
  it('writes "<" as \\u003c, so no text can close the element, and reads back the same', () => {
    const name = 'R&D </script><script>alert(1)</script> <!-- "quoted" -->';
    const script = jsonLdScript([{ '@type': 'Thing', name }]);
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toContain('<');
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(inner)).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name }] });
  });

  it('keeps the real pages free of any "<" inside the script', () => {
    for (const language of LANGUAGES) {
      for (const { path } of site.routes) {
        const script = jsonLdScript(structuredData({ root, siteUrl, site, path, language, page: documentOf(path) }));
        expect(script.indexOf('<', 1)).toBe(script.lastIndexOf('</script>'));
      }
    }
  });
});
