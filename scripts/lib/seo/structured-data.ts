// schema.org JSON-LD for a page's <head>, written at build time from the page's document, site.json
// and the collections, in the page's language. What a page carries follows from the blocks it shows
// (a publicationList gives its works, a recordList of workshops their events, a podcast block its
// episodes…), so a new page built from those blocks carries them too, without code. Only the Person,
// which no block announces, is tied to paths. Search engines read it; nothing on the page uses it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BlogPostingLeaf, BookLeaf, BreadcrumbListLeaf, ChapterLeaf, CreativeWorkLeaf, CollegeOrUniversityLeaf, CourseLeaf, EducationalOrganizationLeaf, EventLeaf, Graph, NewsArticleLeaf, PersonLeaf,
  Place, PodcastEpisodeLeaf, PodcastSeriesLeaf, ScholarlyArticleLeaf, Thing,
} from 'schema-dts';
import { doiOf, fullName, isOwner, readingLink, shownPublications, type Publication } from '../../../src/records/publication-format.ts';
import { worksOnPage } from '../../../src/blocks/PublicationList/publication-parts.ts';
import { feedPath } from '../../../src/feeds/feed-paths.ts';
import type {
  Block, BlogCollection, CourseCollection, EducationCollection, LocalizedText, ListBlock, NewsCollection, PageDocument, PodcastCollection,
  ConferenceCollection, PublicationCollection, PublicationPerson, SiteDocument, WorkshopCollection,
} from '../../../src/generated/schemas.ts';
import { shownRecords } from '../../../src/records/select-records.ts';
import { episodesShown } from '../../../src/records/podcast-episodes.ts';
import { localizePath } from '../../../src/i18n/language-paths.ts';
import { localText, shownLanguage } from '../../../src/i18n/localized-text.ts';
import { HTML_LANG, type Language } from '../../../src/i18n/languages.ts';
import { walkObjects } from '../../../src/lib/json-walk.ts';
import { migrateDocument } from '../../../src/renderer/migrations.ts';
import { absoluteUrl } from './site-url.ts';
import { citedByOf } from '../../../src/records/citation-figures.ts';
import { readMetrics } from '../metrics/metrics-file.ts';

/** A node as JSON, untyped: what a reader (a crawler, a test) gets back from the script. The nodes are built with schema-dts's types. */
export type JsonLd = { [key: string]: unknown };

export interface StructuredDataInput {
  /** The project folder: documents and collections are read from pages-data/ under it. */
  root: string;
  siteUrl: string;
  site: SiteDocument;
  /** Unprefixed route path ('/about'); the language prefix is added here. */
  path: string;
  language: Language;
  /** The page's document, with its texts in every language. */
  page: PageDocument;
}

/** The pages about the professor, which carry the Person (home, /about, /academic). */
export const PERSON_PATHS: readonly string[] = ['/', '/about', '/academic'];

/**
 * The identity.links that are the professor's own profiles (sameAs); the others are institutions
 * (university, faculty, program) or tools (teaching plans, team chat), which are not the person.
 */
export const PROFILE_LINKS: readonly string[] = ['cvPlatform', 'researcherId', 'researchNetwork', 'citationProfile', 'socialProfile'];

/** The route whose document holds the research interests (its checklist); the education is a collection. */
const PROFILE_PATH = '/about';

/** Where a page sits in the breadcrumb, by a block it shows: a syllabus returns to /teaching, as its own link does. */
const PARENT_OF_BLOCK: Partial<Record<Block['type'], string>> = { syllabus: '/teaching' };

const readJson = <T>(root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

/** A page document as the app reads it (migrated to the current version). */
export function readPageDocument(root: string, name: string): PageDocument {
  return migrateDocument(readJson<unknown>(root, `pages-data/${name}.json`));
}

type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

/** Every block of a type in the page, at any depth (inside sections and tabs too). */
function blocksOf<T extends Block['type']>(page: PageDocument, type: T): BlockOf<T>[] {
  const found: BlockOf<T>[] = [];
  walkObjects(page.blocks, (node) => {
    if (node.type === type) found.push(node as unknown as BlockOf<T>);
  });
  return found;
}

type Context = StructuredDataInput & {
  local: (text: LocalizedText) => string;
  /** Absolute URL of an unprefixed site path, in the page's language. */
  url: (path: string) => string;
  pageUrl: string;
  inLanguage: string;
  /** The language a text is shown in: the page's, or Portuguese ("pt-BR") while its translation waits. */
  languageOf: (text: LocalizedText) => string;
};

const SCHEDULED = 'https://schema.org/EventScheduled';
const CANCELLED = 'https://schema.org/EventCancelled';
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode';
const ONLINE = 'https://schema.org/OnlineEventAttendanceMode';

/** Minutes as an ISO 8601 duration: 56 → PT56M, 75 → PT1H15M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

function documentAt(ctx: Context, path: string): PageDocument | undefined {
  if (path === ctx.path) return ctx.page;
  const route = ctx.site.routes.find((entry) => entry.path === path);
  return route && readPageDocument(ctx.root, route.document);
}

/** A link from a document as an absolute URL: site paths get the language prefix; mailto: and tel: have none. */
function absoluteHref(ctx: Context, href: string): string | undefined {
  if (href.startsWith('/')) return ctx.url(href);
  return /^https?:\/\//.test(href) ? href : undefined;
}

function university(ctx: Context): CollegeOrUniversityLeaf {
  const { identity } = ctx.site;
  return { '@type': 'CollegeOrUniversity', name: ctx.local(identity.university), url: identity.links.university?.href };
}

const personId = (ctx: Context) => `${absoluteUrl(ctx.siteUrl, '/')}#person`;

/** The professor where a work names him (author, organiser): his name, linked to the Person node. */
function professor(ctx: Context): PersonLeaf {
  return { '@type': 'Person', '@id': personId(ctx), name: ctx.site.identity.name, url: ctx.url('/') };
}

function person(ctx: Context): PersonLeaf {
  const { identity } = ctx.site;
  const profile = documentAt(ctx, PROFILE_PATH);
  // The profile page's only checklist is the research interests; matching the style, not the heading,
  // survives a reworded heading.
  const listItems = (style: ListBlock['style']) => (profile ? blocksOf(profile, 'list').find((list) => list.style === style)?.items ?? [] : []);
  // A degree's institution reads "Institution, place": the institution is before the first comma.
  const schools = new Map<string, EducationalOrganizationLeaf>();
  // The degrees, when the site keeps them (an owner may have none, or no education collection at all).
  const education = join(ctx.root, 'pages-data/collections/education.json');
  for (const degree of existsSync(education) ? (JSON.parse(readFileSync(education, 'utf8')) as EducationCollection).items : []) {
    const [name = '', ...place] = ctx.local(degree.institution).split(', ');
    schools.set(name, { '@type': 'EducationalOrganization', name, address: place.join(', ') || undefined });
  }
  // identity.city is "City – ST": locality and region when written so, else the whole as locality.
  const [locality, region] = identity.city.split(/\s+[–-]\s+/);
  return {
    '@type': 'Person',
    '@id': personId(ctx),
    name: identity.name,
    url: ctx.url('/'),
    jobTitle: ctx.local(identity.title),
    worksFor: university(ctx),
    affiliation: {
      '@type': 'Organization',
      name: ctx.local(identity.department),
      url: identity.links.faculty?.href,
      parentOrganization: university(ctx),
    },
    email: identity.email,
    telephone: identity.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.postalAddress,
      addressLocality: locality,
      addressRegion: region,
      postalCode: identity.postalCode,
    },
    alumniOf: [...schools.values()],
    knowsAbout: listItems('checklist').map((item) => ctx.local(item.title)),
    sameAs: PROFILE_LINKS.flatMap((key) => identity.links[key]?.href ?? []),
  };
}

/** What an article, a chapter and a book say alike. */
type PublicationFields = Omit<ScholarlyArticleLeaf, '@type'> & Omit<ChapterLeaf, '@type'> & Omit<BookLeaf, '@type'>;
type PublicationLeaf = ScholarlyArticleLeaf | ChapterLeaf | BookLeaf | CreativeWorkLeaf;

function publications(ctx: Context): PublicationLeaf[] {
  const collection = readJson<PublicationCollection>(ctx.root, 'pages-data/collections/publications.json');
  const { doiResolver } = collection;
  // The works the page shows, in its order: a list with ids (the CV's selection) shows only those; a whole
  // list, the works its HTML carries (older years load when the visitor asks: publication-parts.ts).
  const byId = new Map(blocksOf(ctx.page, 'publicationList').flatMap((block) => worksOnPage(shownPublications(collection, block.ids), !block.ids)).map((work) => [work.id, work]));
  const author = (person: PublicationPerson): PersonLeaf => ({
    ...(isOwner(person, ctx.site.identity.name) ? { '@id': personId(ctx) } : {}),
    '@type': 'Person',
    name: fullName(person),
  });
  // A work's stored citation count (npm run refresh:metrics), as the page's "Cited by N" and figures read it:
  // the citations counted at OpenAlex up to the day of the count.
  const metrics = readMetrics(ctx.root);
  const citations = (publication: Publication): Pick<PublicationFields, 'interactionStatistic'> => {
    const count = citedByOf(publication, metrics);
    if (count === undefined || !metrics) return {};
    return {
      interactionStatistic: {
        '@type': 'InteractionCounter',
        name: 'citations',
        userInteractionCount: count,
        interactionService: { '@type': 'WebSite', name: metrics.citations.source, url: 'https://openalex.org' },
        endTime: metrics.citations.countedOn,
      },
    };
  };
  // Titles stay in the language they were published in, so inLanguage is the record's, not the page's.
  const common = (publication: Publication): PublicationFields => {
    const doi = doiOf(publication);
    return {
      headline: publication.title,
      name: publication.title,
      author: publication.authors.map(author),
      datePublished: String(publication.year),
      inLanguage: HTML_LANG[publication.language ?? 'en'],
      url: readingLink(publication, doiResolver),
      ...('pages' in publication ? { pagination: publication.pages } : {}),
      ...(doi ? { sameAs: doiResolver + doi, identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi } } : {}),
      ...citations(publication),
    };
  };
  const organization = (name: string | undefined) => (name ? { publisher: { '@type': 'Organization' as const, name } } : {});
  return [...byId.values()].map((work): PublicationLeaf => {
    switch (work.kind) {
      case 'article':
      case 'conference':
        return { '@type': 'ScholarlyArticle', ...common(work), isPartOf: { '@type': 'Periodical', name: work.kind === 'article' ? work.journal : work.conference } };
      case 'chapter':
        return { '@type': 'Chapter', ...common(work), isPartOf: { '@type': 'Book', name: work.book, ...organization(work.publisher), editor: work.editors?.map(author) } };
      case 'book': {
        // An edited book's people are its editors.
        const { author: _, ...fields } = common(work);
        const people = work.authors.map(author);
        const book: BookLeaf = {
          '@type': 'Book',
          ...fields,
          ...(work.edited ? { editor: people } : { author: people }),
          ...organization(work.publisher),
          ...(work.isbn ? { isbn: work.isbn } : {}),
          ...(work.edition ? { bookEdition: work.edition } : {}),
          ...(work.pageCount ? { numberOfPages: work.pageCount } : {}),
        };
        return book;
      }
      case 'patent': {
        // schema.org has no patent: a creative work with its inventors as creators and its number as identifier.
        const { author: _, ...fields } = common(work);
        const patent: CreativeWorkLeaf = {
          '@type': 'CreativeWork',
          ...fields,
          additionalType: 'Patent',
          creator: work.authors.map(author),
          ...(work.number ? { identifier: { '@type': 'PropertyValue', propertyID: work.office ?? 'patent', value: work.number } } : {}),
          ...(work.holders ? { copyrightHolder: { '@type': 'Organization', name: work.holders } } : {}),
        };
        return patent;
      }
    }
  });
}

function course(ctx: Context, fields: { name: string; code: string; description: string; url: string; inLanguage: string }): CourseLeaf {
  const { name, code, description, url, inLanguage } = fields;
  return { '@type': 'Course', name, courseCode: code, description, provider: university(ctx), inLanguage, url };
}

function courses(ctx: Context): CourseLeaf[] {
  const lists = blocksOf(ctx.page, 'recordList').filter((block) => block.collection === 'courses');
  const syllabi = blocksOf(ctx.page, 'syllabus');
  const collection = lists.length || syllabi.length ? readJson<CourseCollection>(ctx.root, 'pages-data/collections/courses.json') : undefined;
  return [
    // The courses each list shows, through the same selection as the page.
    ...lists.flatMap((block) =>
      shownRecords(collection!.items, block, collection!.view).map((item) =>
        course(ctx, { name: ctx.local(item.name), code: item.code, description: ctx.local(item.description), url: item.syllabusPath ? ctx.url(item.syllabusPath) : ctx.pageUrl, inLanguage: ctx.languageOf(item.name) }),
      ),
    ),
    // A syllabus page is the course's own page (its record's name and code); its intro, or else the page description, describes it.
    ...syllabi.map((block) => {
      const item = collection!.items.find(({ id }) => id === block.record)!;
      return course(ctx, { name: ctx.local(item.name), code: item.code, description: ctx.local(block.intro ?? ctx.page.meta.description), url: ctx.pageUrl, inLanguage: ctx.languageOf(item.name) });
    }),
  ];
}

function events(ctx: Context): EventLeaf[] {
  const attendance = (online: boolean | undefined, place: Place, url: string | undefined): Pick<EventLeaf, 'location' | 'eventAttendanceMode'> => ({
    location: online ? { '@type': 'VirtualLocation', url } : place,
    eventAttendanceMode: online ? ONLINE : OFFLINE,
  });
  // The workshops a recordList shows, chosen as the page chooses them.
  const workshopLists = blocksOf(ctx.page, 'recordList').filter((block) => block.collection === 'workshops');
  const collection = workshopLists.length ? readJson<WorkshopCollection>(ctx.root, 'pages-data/collections/workshops.json') : undefined;
  const workshops = workshopLists.flatMap((block) =>
    shownRecords(collection!.items, block, collection!.view).map((item): EventLeaf => ({
      '@type': 'Event',
      name: ctx.local(item.title),
      description: ctx.local(item.description),
      startDate: item.startDate,
      endDate: item.endDate,
      ...attendance(item.online, { '@type': 'Place', name: ctx.local(item.location) }, ctx.pageUrl),
      // The workshops on this site are the professor's own.
      organizer: professor(ctx),
      eventStatus: item.status === 'cancelled' ? CANCELLED : SCHEDULED,
      url: ctx.pageUrl,
    })),
  );
  // The conferences a recordList shows, chosen as the page chooses them.
  const conferenceLists = blocksOf(ctx.page, 'recordList').filter((block) => block.collection === 'conferences');
  const conferenceCollection = conferenceLists.length ? readJson<ConferenceCollection>(ctx.root, 'pages-data/collections/conferences.json') : undefined;
  const conferences = conferenceLists.flatMap((block) =>
    shownRecords(conferenceCollection!.items, block, conferenceCollection!.view).map((item): EventLeaf => {
      const url = absoluteHref(ctx, item.website);
      return {
        '@type': 'Event',
        name: ctx.local(item.name),
        description: item.topics.map(ctx.local).join(', '),
        startDate: item.startDate,
        endDate: item.endDate,
        ...attendance(item.online, { '@type': 'Place', name: ctx.local(item.location), address: { '@type': 'PostalAddress', addressCountry: item.countryCode } }, url),
        organizer: item.organization && { '@type': 'Organization', name: ctx.local(item.organization) },
        eventStatus: SCHEDULED,
        url,
      };
    }),
  );
  return [...workshops, ...conferences];
}

function news(ctx: Context): NewsArticleLeaf[] {
  // The news each recordList shows, through the same selection as the page (the featured one first).
  const lists = blocksOf(ctx.page, 'recordList').filter((block) => block.collection === 'news');
  const collection = lists.length ? readJson<NewsCollection>(ctx.root, 'pages-data/collections/news.json') : undefined;
  return lists.flatMap((block) => shownRecords(collection!.items, block, collection!.view)).map((item): NewsArticleLeaf => ({
    '@type': 'NewsArticle',
    headline: ctx.local(item.title),
    description: ctx.local(item.excerpt),
    datePublished: item.date,
    // The sample authors are press offices and newsrooms; schema.org takes an Organization or a Person.
    author: { '@type': 'Organization', name: item.author },
    inLanguage: ctx.languageOf(item.title),
    url: item.url,
  }));
}

function blog(ctx: Context): BlogPostingLeaf[] {
  const { view, items } = readJson<BlogCollection>(ctx.root, 'pages-data/collections/blog.json');
  return shownRecords(items, {}, view).map((post): BlogPostingLeaf => ({
    '@type': 'BlogPosting',
    headline: ctx.local(post.title),
    description: ctx.local(post.excerpt),
    datePublished: post.date,
    author: professor(ctx),
    inLanguage: ctx.languageOf(post.title),
    timeRequired: isoDuration(post.readTime),
    // Posts open in place under their card; /blog#<id> is each one's address.
    url: `${ctx.pageUrl}#${post.id}`,
  }));
}

function podcast(ctx: Context): PodcastEpisodeLeaf[] {
  const show = readJson<PodcastCollection>(ctx.root, 'pages-data/collections/podcast.json');
  const shown = new Set(blocksOf(ctx.page, 'podcast').flatMap(({ parts }) => episodesShown(show, parts)));
  const series: PodcastSeriesLeaf = {
    '@type': 'PodcastSeries',
    name: ctx.local(show.title),
    url: ctx.pageUrl,
    webFeed: absoluteUrl(ctx.siteUrl, feedPath('podcast', ctx.language)),
  };
  return [...shown].map((episode): PodcastEpisodeLeaf => ({
    '@type': 'PodcastEpisode',
    name: ctx.local(episode.title),
    episodeNumber: episode.number,
    description: ctx.local(episode.description),
    datePublished: episode.date,
    duration: isoDuration(episode.duration),
    inLanguage: ctx.languageOf(episode.title),
    url: episode.url,
    partOfSeries: series,
    associatedMedia: { '@type': 'MediaObject', contentUrl: episode.audio.url, encodingFormat: 'audio/mpeg', duration: isoDuration(episode.duration) },
  }));
}

/** Home → (the page a block names as parent) → the page, named by the documents' meta titles. */
function breadcrumb(ctx: Context): BreadcrumbListLeaf {
  const parents = Object.entries(PARENT_OF_BLOCK).flatMap(([type, parent]) =>
    parent !== ctx.path && blocksOf(ctx.page, type as Block['type']).length > 0 ? [parent] : [],
  );
  const trail = [...new Set(['/', ...parents, ctx.path])].flatMap((path) => {
    const document = documentAt(ctx, path);
    return document ? [{ path, name: ctx.local(document.meta.title) }] : [];
  });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ path, name }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: ctx.url(path) })),
  };
}

/** The JSON-LD objects of one page in one language, for jsonLdScript. */
export function structuredData(input: StructuredDataInput): Thing[] {
  const { siteUrl, path, language, page } = input;
  const url = (target: string) => absoluteUrl(siteUrl, localizePath(target, language));
  const local = (text: LocalizedText) => localText(text, language);
  const languageOf = (text: LocalizedText) => HTML_LANG[shownLanguage(text, language)];
  const ctx: Context = { ...input, local, languageOf, url, pageUrl: url(path), inLanguage: HTML_LANG[language] };
  const shows = (type: Block['type']) => blocksOf(page, type).length > 0;
  return [
    ...(PERSON_PATHS.includes(path) ? [person(ctx)] : []),
    ...(shows('publicationList') ? publications(ctx) : []),
    ...courses(ctx),
    ...events(ctx),
    ...news(ctx),
    ...(shows('blogList') ? blog(ctx) : []),
    ...(shows('podcast') ? podcast(ctx) : []),
    breadcrumb(ctx),
  ];
}

/**
 * One <script type="application/ld+json"> with the objects in an @graph. Every '<' is written as
 * \u003c, which JSON reads back as the same character, so page text can never close the element
 * ('</script>') or open a comment in it.
 */
export function jsonLdScript(nodes: readonly Thing[]): string {
  if (nodes.length === 0) return '';
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes } satisfies Graph).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
