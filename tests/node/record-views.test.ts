// Record views: the one selection every output uses, and the validation of views against their
// collection's schema (file, JSON pointer and a plain sentence for each wrong name or value).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { searchIndex } from '../../scripts/lib/search/search-index.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import type { PublicationListBlock, SiteDocument } from '../../src/generated/schemas.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';
import { episodesShown } from '../../src/records/podcast-episodes.ts';
import { selectRecords } from '../../src/records/select-records.ts';
import { SEARCH_OPTIONS, type SearchEntry } from '../../src/search/search-options.ts';

const root = join(import.meta.dirname, '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

describe('selectRecords', () => {
  const items = [
    { id: 'a', date: '2021-01-01', status: 'open', featured: false },
    { id: 'b', date: '2024-01-01', status: 'closed', featured: true },
    { id: 'c', date: '2023-01-01', status: 'open' },
    { id: 'd', date: '2022-01-01', status: 'open', featured: true },
  ];
  const ids = (selected: { featured?: { id: string }; records: { id: string }[] }) => [selected.featured?.id, ...selected.records.map((r) => r.id)];

  it('keeps the collection order, or the ids given in their order', () => {
    expect(ids(selectRecords(items))).toEqual([undefined, 'a', 'b', 'c', 'd']);
    expect(ids(selectRecords(items, { ids: ['c', 'a'] }))).toEqual([undefined, 'c', 'a']);
  });

  it('filters by field values, sorts by the block or else the view, and cuts at the limit', () => {
    expect(ids(selectRecords(items, { where: { status: 'open' } }))).toEqual([undefined, 'a', 'c', 'd']);
    expect(ids(selectRecords(items, { where: { status: ['open', 'closed'] }, limit: 2 }))).toEqual([undefined, 'a', 'b']);
    const view = { order: { field: 'date', direction: 'descending' as const } };
    expect(ids(selectRecords(items, {}, view))).toEqual([undefined, 'b', 'c', 'd', 'a']);
    expect(ids(selectRecords(items, { sort: { field: 'date', direction: 'ascending' } }, view))).toEqual([undefined, 'a', 'd', 'c', 'b']);
  });

  it('puts the first flagged record apart when the view names a featured flag, in the list order', () => {
    expect(ids(selectRecords(items, {}, { featured: 'featured', order: { field: 'date', direction: 'ascending' } }))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(selectRecords(items, { where: { status: 'closed' } }, { featured: 'featured' }))).toEqual(['b']);
    expect(ids(selectRecords(items.map(({ featured, ...rest }) => rest), {}, { featured: 'featured' }))).toEqual([undefined, 'a', 'b', 'c', 'd']);
  });
});

describe('a podcast\'s episodes', () => {
  it('list a podcast\'s episodes in its view\'s order, while the banner keeps the newest', () => {
    const episodes = [
      { id: 'e1', date: '2024-01-01' },
      { id: 'e3', date: '2024-03-01' },
      { id: 'e2', date: '2024-02-01' },
    ];
    const view = { order: { field: 'date', direction: 'ascending' as const } };
    expect(episodesShown({ items: episodes, view }).map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(episodesShown({ items: episodes, view }, ['latest']).map((e) => e.id)).toEqual(['e3']);
    expect(episodesShown({ items: episodes, view }, ['subscribe'])).toEqual([]);
  });
});

describe('search follows the page\'s selection', () => {
  it('indexes on /cv exactly the publications /cv shows, in every language', () => {
    const site = readJson<SiteDocument>('pages-data/site.json');
    const cv = readJson<unknown>('pages-data/cv.json');
    const lists: PublicationListBlock[] = [];
    walkObjects(cv, (node) => {
      if (node.type === 'publicationList') lists.push(node as unknown as PublicationListBlock);
    });
    const collection = readJson<{ articles: { id: string; title: string }[]; chapters: { id: string; title: string }[] }>('pages-data/collections/publications.json');
    const shown = lists.flatMap((list) => selectRecords([...collection.articles, ...collection.chapters], { ids: list.ids }).records.map((work) => work.title));
    const all = [...collection.articles, ...collection.chapters].map((work) => work.title);
    expect(shown.length).toBeLessThan(all.length); // the CV shows a selection, or this proves nothing
    for (const language of ['pt', 'en', 'es'] as const) {
      const index = MiniSearch.loadJSON<SearchEntry>(searchIndex(root, site, language).json, SEARCH_OPTIONS);
      const cvPath = language === 'pt' ? '/cv' : `/${language}/cv`;
      const onCv = new Set(all.filter((title) => index.search(title, { prefix: false, fuzzy: false, combineWith: 'AND' }).some((hit) => hit.url === cvPath && hit.title === title)));
      expect([...onCv].sort()).toEqual([...shown].sort());
    }
  });
});

describe('validation of views', () => {
  let overlay: string | undefined;
  afterEach(() => overlay && rmSync(overlay, { recursive: true, force: true }));
  // Each case changes a data file only, so the project's schemas hold in all of them: compiled once.
  const registry = createSchemaRegistry(readProjectFiles({ root }).schemas);

  /** Validates the real project with one collection file changed. */
  function problemsWith(file: string, change: (data: Record<string, any>) => void): string[] {
    overlay = mkdtempSync(join(tmpdir(), 'view-check-'));
    const data = readJson<Record<string, any>>(file);
    change(data);
    mkdirSync(dirname(join(overlay, file)), { recursive: true });
    writeFileSync(join(overlay, file), JSON.stringify(data));
    return validateProject({ root, overlays: [overlay] }, registry).map(formatProblem);
  }
  const workshops = 'pages-data/collections/workshops.json';

  it('accepts the real project', () => {
    expect(validateProject({ root }).map(formatProblem)).toEqual([]);
  });

  it('names a view field the records do not have', () => {
    const problems = problemsWith(workshops, (data) => (data.view.facts[1].field = 'lenght'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/workshops\.json \/view\/facts\/1\/field: "lenght" is not a field of workshops records; their fields are id, title, status, /)]);
  });

  it('names a record value that is not one of the field\'s values', () => {
    const problems = problemsWith(workshops, (data) => (data.items[0].status = 'upcomming'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/workshops\.json \/items\/0\/status: .*"upcoming", "completed", "cancelled"/)]);
  });

  it('names a "when" on a missing field', () => {
    const problems = problemsWith(workshops, (data) => (data.view.actions[0].when.field = 'state'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/workshops\.json \/view\/actions\/0\/when\/field: "state" is not a field of workshops records/)]);
  });

  it('names a badge value the field does not allow, and a label that is no locale key', () => {
    const problems = problemsWith(workshops, (data) => {
      data.view.badges[0].values.postponed = { color: 'gray', label: 'workshop.status.postponed' };
    });
    expect(problems).toEqual([
      'pages-data/collections/workshops.json /view/badges/0/values/postponed: "postponed" is not a value of "status"; it is one of "upcoming", "completed", "cancelled"',
      'pages-data/collections/workshops.json /view/badges/0/values/postponed/label: "workshop.status.postponed" is not a key of locales/pt.json',
    ]);
  });

  it('names a fact label that is no locale key and a search field the records do not have', () => {
    const problems = problemsWith('pages-data/collections/minicourses.json', (data) => {
      data.view.facts.find((fact: { label?: string }) => fact.label).label = 'minicourse.partner';
      data.view.search = ['institution', 'subjects'];
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/minicourses\.json \/view\/search\/1: "subjects" is not a field of minicourses records/),
      expect.stringMatching(/^pages-data\/collections\/minicourses\.json \/view\/facts\/\d+\/label: "minicourse\.partner" is not a key of locales\/pt\.json$/),
    ]);
  });

  it('names the second field of a fact that the records do not have', () => {
    const problems = problemsWith('pages-data/collections/lectures.json', (data) => {
      data.view.facts.find((fact: { and?: string }) => fact.and).and = 'town';
    });
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/lectures\.json \/view\/facts\/\d+\/and: "town" is not a field of lectures records/)]);
  });

  const opportunities = 'pages-data/collections/opportunities.json';

  it('names a list field the records do not have', () => {
    const problems = problemsWith(opportunities, (data) => (data.view.list.field = 'requirement'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/opportunities\.json \/view\/list\/field: "requirement" is not a field of opportunities records/)]);
  });

  it('names a list field that holds no list, and a list label that is no locale key', () => {
    const problems = problemsWith(opportunities, (data) => (data.view.list = { field: 'deadline', label: 'opportunity.needs' }));
    expect(problems).toEqual([
      'pages-data/collections/opportunities.json /view/list/field: "deadline" must be a list field of opportunities records',
      'pages-data/collections/opportunities.json /view/list/label: "opportunity.needs" is not a key of locales/pt.json',
    ]);
  });

  const involvement = 'pages-data/collections/involvement.json';

  it('names a tile icon field the records do not have, and a tile with a value map but no "otherwise"', () => {
    const problems = problemsWith(involvement, (data) => (data.view.mark.tile.field = 'symbol'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/involvement\.json \/view\/mark\/tile\/field: "symbol" is not a field of involvement records/)]);
    expect(problemsWith(involvement, (data) => (data.view.mark.tile.values = {}))).toEqual([
      expect.stringMatching(/^pages-data\/collections\/involvement\.json \/view\/mark\/tile: .*otherwise/),
    ]);
  });

  it('names a length in minutes or a number written from a field of words', () => {
    const media = 'pages-data/collections/media.json';
    const problems = problemsWith(media, (data) => {
      data.view.facts.find((fact: { format?: string }) => fact.format === 'duration').field = 'outlet';
      data.view.facts.push({ field: 'title', format: 'number' });
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/media\.json \/view\/facts\/\d+\/format: "outlet" must be a field of numbers to be written as a duration$/),
      expect.stringMatching(/^pages-data\/collections\/media\.json \/view\/facts\/\d+\/format: "title" must be a field of numbers to be written as a number$/),
    ]);
  });

  it('names a copy button without its field, one on a field the records do not have, and a confirmation that is no locale key', () => {
    const copy = { kind: 'copy', label: 'code.github', icon: 'copy', field: 'repository' };
    const code = 'pages-data/collections/code-repositories.json';
    expect(problemsWith(code, (data) => data.view.actions.push(copy))).toEqual([]);
    expect(problemsWith(code, (data) => data.view.actions.push({ ...copy, field: undefined }))).toEqual([
      'pages-data/collections/code-repositories.json /view/actions/1: a copy button needs "field", the field holding the value it copies',
    ]);
    expect(problemsWith(code, (data) => data.view.actions.push({ ...copy, field: 'address', copiedLabel: 'code.copied' }))).toEqual([
      expect.stringMatching(/^pages-data\/collections\/code-repositories\.json \/view\/actions\/1\/field: "address" is not a field of code-repositories records/),
      expect.stringMatching(/^pages-data\/collections\/code-repositories\.json \/view\/actions\/1\/copiedLabel: "code\.copied" is not a key of locales\/pt\.json$/),
    ]);
    // A confirmation belongs to a copy button only.
    expect(problemsWith(code, (data) => (data.view.actions[0].copiedLabel = 'copy.done'))).toEqual([
      'pages-data/collections/code-repositories.json /view/actions/0/copiedLabel: "copiedLabel" is for a copy button only; this one is a link button',
    ]);
  });

  it("names a links button given words of its own, and another button without its words", () => {
    const conferences = 'pages-data/collections/conferences.json';
    expect(problemsWith(conferences, (data) => (data.view.actions[1].label = 'conference.website'))).toEqual([
      'pages-data/collections/conferences.json /view/actions/1/label: a links button carries its links\' own words: remove "label"',
    ]);
    expect(problemsWith(conferences, (data) => delete data.view.actions[0].label)).toEqual([
      'pages-data/collections/conferences.json /view/actions/0: a link button needs "label", the locale key of its words',
    ]);
  });

  it('names a contact button that neither has a subject nor is marked navigation', () => {
    const problems = problemsWith(involvement, (data) => delete data.view.actions[1].navigation);
    expect(problems).toEqual([
      'pages-data/collections/involvement.json /view/actions/1: a contact button needs a "subject" saying what the message is about, or "navigation": true when it only leads to the contact page; not both',
    ]);
    expect(problemsWith(involvement, (data) => (data.view.actions[1].subject = 'involvement.subject'))).toContain(
      'pages-data/collections/involvement.json /view/actions/1: a contact button needs a "subject" saying what the message is about, or "navigation": true when it only leads to the contact page; not both',
    );
  });

  it('names a date line field the records do not have', () => {
    const problems = problemsWith('pages-data/collections/press-releases.json', (data) => (data.view.dateLine = 'released'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/press-releases\.json \/view\/dateLine: "released" is not a field of press-releases records/)]);
  });

  it('names a row\'s figure field the records do not have', () => {
    const problems = problemsWith('pages-data/collections/client-projects.json', (data) => (data.view.figure = 'when'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/client-projects\.json \/view\/figure: "when" is not a field of client-projects records/)]);
  });

  it('names a list block whose collection has no view, and a view field of it the records do not have', () => {
    const listOf = (data: Record<string, any>) => {
      let found: Record<string, any> | undefined;
      walkObjects(data, (node) => void (node.type === 'list' && node.collection && (found ??= node)));
      return found!;
    };
    expect(problemsWith('pages-data/about.json', (data) => (listOf(data).collection = 'downloads'))).toEqual([
      expect.stringMatching(/^pages-data\/about\.json \/blocks(\/\d+\/blocks)?\/\d+\/collection: pages-data\/collections\/downloads\.json has no "view", which list needs to show its records$/),
    ]);
    expect(problemsWith('pages-data/collections/education.json', (data) => (data.view.figure = 'graduated'))).toEqual([
      expect.stringMatching(/^pages-data\/collections\/education\.json \/view\/figure: "graduated" is not a field of education records/),
    ]);
  });

  it('names a feed that is not the list\'s own collection\'s', () => {
    const problems = problemsWith('pages-data/news.json', (data) => (data.blocks.find((block: { feed?: string }) => block.feed).feed = 'blog'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/news\.json \/blocks\/\d+\/feed: the blog feed lists the blog collection, not news$/)]);
  });

  it('names a subtitle field the records do not have, and a prose text that holds no list', () => {
    expect(problemsWith('pages-data/collections/leadership-positions.json', (data) => (data.view.subtitle = 'place'))).toEqual([
      expect.stringMatching(/^pages-data\/collections\/leadership-positions\.json \/view\/subtitle: "place" is not a field of leadership-positions records/),
    ]);
    expect(problemsWith('pages-data/collections/leadership-philosophy.json', (data) => (data.view.text = 'title'))).toEqual([
      'pages-data/collections/leadership-philosophy.json /view/text: "title" must be a list field of leadership-philosophy records',
    ]);
  });

  it('names a field of the sub-records, or of their own, that they do not have', () => {
    const problems = problemsWith('pages-data/collections/service.json', (data) => {
      data.view.subRecords.details[0].field = 'organisation';
      data.view.subRecords.subRecords.title = 'journalName';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/service\.json \/view\/subRecords\/details\/0\/field: "organisation" is not a field of service entries records; their fields are title, organization, /),
      expect.stringMatching(/^pages-data\/collections\/service\.json \/view\/subRecords\/subRecords\/title: "journalName" is not a field of service entries items records; their fields are journal, role, period$/),
    ]);
  });

  it('names a text on a sub-record\'s own sub-records, which are one line each, and sub-records under a dialog\'s steps', () => {
    expect(problemsWith('pages-data/collections/service.json', (data) => (data.view.subRecords.subRecords.text = 'journal'))).toEqual([
      'pages-data/collections/service.json /view/subRecords/subRecords/text: a sub-record\'s own sub-records are one line each, without text: remove "text"',
    ]);
    expect(problemsWith(shortCourses, (data) => (data.view.dialog[2].steps.subRecords = { field: 'title', title: 'title' }))).toEqual([
      'pages-data/collections/short-courses.json /view/dialog/2/steps/subRecords: only a card\'s sub-records have sub-records of their own: remove "subRecords"',
    ]);
  });

  it('names an entry that names a field of sub-records, and sub-records that name none', () => {
    expect(problemsWith('pages-data/collections/graduates.json', (data) => (data.view.entry.field = 'thesis'))).toEqual([
      'pages-data/collections/graduates.json /view/entry/field: an entry reads the record itself, not a field of sub-records: remove "field"',
    ]);
    expect(problemsWith('pages-data/collections/service.json', (data) => delete data.view.subRecords.subRecords.field)).toEqual([
      'pages-data/collections/service.json /view/subRecords/subRecords: sub-records need "field", the field that holds them',
    ]);
  });

  it('names a mark or subtitle field the records do not have, and a mark colour field that holds no palette colour', () => {
    const problems = problemsWith('pages-data/collections/people.json', (data) => {
      data.view.mark = { monogram: 'fullName', color: 'name' };
      data.view.subtitle = 'position';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/people\.json \/view\/subtitle: "position" is not a field of people records/),
      expect.stringMatching(/^pages-data\/collections\/people\.json \/view\/mark\/monogram: "fullName" is not a field of people records/),
      'pages-data/collections/people.json /view/mark/color: the field\'s values must each be a colour of the palette (an enum of "gray", "red", "pink", "grape", "violet", "indigo", "blue", "cyan", "teal", "green", "lime", "yellow", "orange"); (any text) is not',
    ]);
  });

  it('names a mark that is both a monogram and a tile, a fact whose labels key is missing, and labels on a field without listed values', () => {
    const problems = problemsWith('pages-data/collections/partners.json', (data) => {
      data.view.mark.tile = { field: 'kind', values: {}, otherwise: { icon: 'file', color: 'gray' } };
      data.view.facts[0].labels = 'partner.type';
      data.view.facts[1].labels = 'partner.country';
    });
    expect(problems).toEqual([
      'pages-data/collections/partners.json /view/mark: a mark is a monogram or a tile: give one of the two',
      ...['university', 'company', 'government', 'ngo', 'school', 'association'].map((kind) => `pages-data/collections/partners.json /view/facts/0/labels: "partner.type.${kind}" is not a key of locales/pt.json`),
      'pages-data/collections/partners.json /view/facts/1/labels: "country" must list its values (an enum) to take labels',
    ]);
  });

  it('names a condition pattern that is no regular expression, a badge template without {value} and a side figure field the records do not have', () => {
    const problems = problemsWith('pages-data/collections/awards.json', (data) => {
      data.view.actions[0].when.matches = '(repositorio';
      data.view.badges[1].template = 'award.visit';
      data.view.figure = 'when';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/awards\.json \/view\/figure: "when" is not a field of awards records/),
      'pages-data/collections/awards.json /view/badges/1/template: the text of "award.visit" needs {value} where the value goes',
      expect.stringMatching(/^pages-data\/collections\/awards\.json \/view\/actions\/0\/when\/matches: not a regular expression: /),
    ]);
  });

  it('names a plural fact whose pair of keys is incomplete, and a plural fact without a template', () => {
    const problems = problemsWith('pages-data/collections/blog.json', (data) => {
      data.view.facts[1].template = 'blog.readMore';
      data.view.facts.push({ field: 'comments', plural: true });
    });
    expect(problems).toEqual([
      'pages-data/collections/blog.json /view/facts/1/template: "blog.readMore.one" is not a key of locales/pt.json',
      'pages-data/collections/blog.json /view/facts/1/template: "blog.readMore.other" is not a key of locales/pt.json',
      'pages-data/collections/blog.json /view/facts/2/plural: a plural fact needs a "template" naming its <template>.one and <template>.other keys',
    ]);
  });

  it('names a view field that is not a field of the collection\'s items, though the file holds more than records (the podcast\'s show)', () => {
    expect(problemsWith('pages-data/collections/podcast.json', (data) => (data.view.list.field = 'guest'))).toEqual([
      expect.stringMatching(/^pages-data\/collections\/podcast\.json \/view\/list\/field: "guest" is not a field of podcast records; their fields are id, number, /),
    ]);
  });

  it('names an entry field, a language field and a fact condition field the records do not have', () => {
    const problems = problemsWith('pages-data/collections/graduates.json', (data) => {
      data.view.entry.details[0].field = 'defended';
      data.view.languages.thesis = 'language';
      data.view.facts[1].when.field = 'degree';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/graduates\.json \/view\/entry\/details\/0\/field: "defended" is not a field of graduates records/),
      expect.stringMatching(/^pages-data\/collections\/graduates\.json \/view\/languages\/thesis: "language" is not a field of graduates records/),
      expect.stringMatching(/^pages-data\/collections\/graduates\.json \/view\/facts\/1\/when\/field: "degree" is not a field of graduates records/),
    ]);
  });

  it('names a language field whose values are not languages of the site', () => {
    const problems = problemsWith('pages-data/collections/graduates.json', (data) => (data.view.languages.thesis = 'level'));
    const levels = readJson<{ properties: { items: { items: { properties: { level: { enum: string[] } } } } } }>('schemas/collections/graduates.schema.json').properties.items.items.properties.level.enum;
    expect(problems).toEqual([
      `pages-data/collections/graduates.json /view/languages/thesis: the field's values must each be a language of the site (an enum of "pt", "en", "es"); ${levels.join(', ')} is not`,
    ]);
  });

  const files = 'pages-data/collections/files.json';

  it('names a file whose shown type is not the type its download saves, in a collection as in a page', () => {
    const problems = problemsWith(files, (data) => (data.items[0].format = 'ZIP'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/files\.json \/items\/0\/format: shows ZIP, but \S+ number 1 saves a PDF file$/)]);
  });

  it('names a downloads entry without a title that no record\'s card saves, since its file would have none', () => {
    const problems = problemsWith('pages-data/collections/downloads.json', (data) => {
      const entry = data.items.find((item: { title?: unknown; key: string }) => item.title && item.key.startsWith('contact-'));
      delete entry.title;
    });
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/downloads\.json \/items\/\d+: contact-\S+ number 1 has no title and no record's card saves it, so its file would have none: give it a "title"$/)]);
  });

  it('names a download action\'s file type field the records do not have, and refuses a file type on another kind of button', () => {
    expect(problemsWith(files, (data) => (data.view.actions[0].fileType = 'type'))).toEqual([
      expect.stringMatching(/^pages-data\/collections\/files\.json \/view\/actions\/0\/fileType: "type" is not a field of files records/),
    ]);
    expect(problemsWith(files, (data) => (data.view.actions[0].kind = 'link'))).toEqual([
      'pages-data/collections/files.json /view/actions/0/fileType: "fileType" is for a download button only; this one is a link button',
    ]);
  });

  const shortCourses = 'pages-data/collections/short-courses.json';

  it('names a dialog\'s sub-record fields, headings and templates that do not resolve, and a dialog action without a dialog', () => {
    const problems = problemsWith(shortCourses, (data) => {
      const steps = data.view.dialog.find((part: { steps?: unknown }) => part.steps);
      steps.steps.title = 'name';
      steps.steps.details[0].template = 'shortCourse.materials';
      steps.heading = 'shortCourse.agenda';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^pages-data\/collections\/short-courses\.json \/view\/dialog\/2\/heading: "shortCourse\.agenda" is not a key of locales\/pt\.json$/),
      expect.stringMatching(/^pages-data\/collections\/short-courses\.json \/view\/dialog\/2\/steps\/title: "name" is not a field of short-courses programme records; their fields are title, hours, summary$/),
      'pages-data/collections/short-courses.json /view/dialog/2/steps/details/0/template: the text of "shortCourse.materials" needs {value} where the value goes',
    ]);
    expect(problemsWith(shortCourses, (data) => delete data.view.dialog)).toEqual([
      'pages-data/collections/short-courses.json /view/actions/1/kind: a dialog action needs the view\'s "dialog", which says what it shows',
    ]);
  });

  it('names a dialog part that shows two things or none, steps without their heading, a fact with one, and the detail of a step with an icon it cannot show', () => {
    const at = 'pages-data/collections/short-courses.json /view/dialog';
    expect(problemsWith(shortCourses, (data) => (data.view.dialog[0].fact = { field: 'hours' }))).toEqual([`${at}/0: a dialog part shows one of badges, text, list, subRecords, fact, steps; this one shows text and fact`]);
    expect(problemsWith(shortCourses, (data) => (data.view.dialog[0] = {}))).toEqual([`${at}/0: a dialog part shows one of badges, text, list, subRecords, fact, steps; this one shows none`]);
    expect(problemsWith(shortCourses, (data) => delete data.view.dialog[2].heading)).toEqual([`${at}/2: a dialog's steps need a "heading", the locale key of the words above them`]);
    expect(problemsWith(shortCourses, (data) => (data.view.dialog[1].heading = 'shortCourse.programme'))).toEqual([`${at}/1/heading: a fact takes no heading in a dialog`]);
    expect(problemsWith(shortCourses, (data) => (data.view.dialog[2].steps.details[0].icon = 'clock'))).toEqual([`${at}/2/steps/details/0/icon: here a fact is written as its words alone: remove "icon"`]);
  });

  it('names a dialog\'s sub-records with a field they do not have, with a text, or without their heading', () => {
    const projects = 'pages-data/collections/projects.json';
    const at = `${projects} /view/dialog/6`;
    expect(problemsWith(projects, (data) => (data.view.dialog[6].subRecords.details[0].field = 'function'))).toEqual([
      expect.stringMatching(new RegExp(`^${at}/subRecords/details/0/field: "function" is not a field of projects team records; their fields are name, role`)),
    ]);
    expect(problemsWith(projects, (data) => (data.view.dialog[6].subRecords.text = 'role'))).toEqual([`${at}/subRecords/text: a dialog's sub-records are one line each, without text: remove "text"`]);
    expect(problemsWith(projects, (data) => delete data.view.dialog[6].heading)).toEqual([`${at}: a dialog's sub-records need a "heading", the locale key of the words above them`]);
  });

  it('names a badge\'s words field the records do not have', () => {
    const problems = problemsWith('pages-data/collections/conferences.json', (data) => (data.view.badges[1].words = 'nation'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/conferences\.json \/view\/badges\/1\/words: "nation" is not a field of conferences records/)]);
  });

  it('names a case kept for a whole badge, which a look of it keeps (its "otherwise" or a value\'s)', () => {
    const problems = problemsWith('pages-data/collections/initiatives.json', (data) => (data.view.badges[1].keepCase = true));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/initiatives\.json \/view\/badges\/1: unknown property "keepCase"/)]);
  });

  it('names a colour outside the palette', () => {
    const problems = problemsWith(workshops, (data) => (data.view.badges[0].values.upcoming.color = 'navy'));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/collections\/workshops\.json \/view\/badges\/0\/values\/upcoming\/color: the text "navy" is not allowed; use one of: "gray"/)]);
  });
});
