// Status rules, read from the views that declare them, for every value including unknown ones.
import { describe, expect, it } from 'vitest';
import conferences from '../../pages-data/collections/conferences.json';
import initiatives from '../../pages-data/collections/initiatives.json';
import leadershipInitiatives from '../../pages-data/collections/leadership-initiatives.json';
import news from '../../pages-data/collections/news.json';
import lectures from '../../pages-data/collections/lectures.json';
import projects from '../../pages-data/collections/projects.json';
import shortCourses from '../../pages-data/collections/short-courses.json';
import workshops from '../../pages-data/collections/workshops.json';
import type { ConferenceCollection, GraduateCollection, InitiativeCollection, LeadershipInitiativeCollection, LectureCollection, NewsCollection, ProjectCollection, ShortCourseCollection, WorkshopCollection } from '../../src/generated/schemas.ts';
import { CATEGORY_BADGE } from '../../src/records/category-badge.ts';
import { actionHref, actionLabel, badgeOf, badgesOf, detailWords, factText, holds, languageOf, type ViewText } from '../../src/records/record-view.ts';
import graduates from '../../pages-data/collections/graduates.json';
import { initials } from '../../src/records/initials.ts';

describe('workshop status (the workshops view)', () => {
  const { view } = workshops as unknown as WorkshopCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  const workshop = (status: string) => ({ id: 'w', title: { pt: 'W', en: 'W', es: 'W' }, status });
  it.each([
    ['upcoming', 'blue', 't:workshop.status.upcoming'],
    ['completed', 'green', 't:workshop.status.completed'],
    ['cancelled', 'red', 't:workshop.status.cancelled'],
    // Refused by validation (status is an enum), and still shown the one way the view says if it slips through.
    ['Adiado para 2026', 'gray', 'Adiado para 2026'],
  ])('%j is %s', (status, color, label) => expect(badgeOf(view.badges![0]!, workshop(status), text)).toEqual({ color, label }));

  it('offers Register, to /contact with the workshop in the subject, only when upcoming', () => {
    const register = view.actions!.find((action) => action.label === 'workshop.register')!;
    expect(actionHref(register, workshop('upcoming'), 'W', text)).toBe('/contact?subject=t%3Aworkshop.subject');
    for (const status of ['completed', 'cancelled', 'Adiado']) expect(actionHref(register, workshop(status), 'W', text)).toBeUndefined();
  });
});

describe('short course hours (the short-courses view)', () => {
  const { view } = shortCourses as unknown as ShortCourseCollection;
  const text: ViewText = { language: 'en', t: (key) => `{value} ${key}`, localize: (value) => value.en! };
  it('writes any number of hours through the template, in blue', () =>
    expect(badgeOf(view.badges![0]!, { hours: 20 }, text)).toEqual({ color: 'blue', label: '20 shortCourse.hours' }));
  it('writes a session\'s hours after its title in the programme, through the same template', () => {
    const steps = view.dialog!.find((part) => part.steps)!.steps!;
    expect(detailWords(steps.details, { hours: 4 }, text)).toEqual(['4 shortCourse.sessionHours']);
  });
});

describe('project status (the projects view)', () => {
  const { view } = projects as unknown as ProjectCollection;
  const text: ViewText = { language: 'en', t: (key) => (key === 'project.publicationCount' ? '{value} publications' : `t:${key}`), localize: (value) => value.en! };
  const project = (status: string) => ({ id: 'p', status, startYear: 2019, endYear: 2023, publications: 9 });
  it.each([
    ['active', 'blue', 't:project.status.active'],
    ['completed', 'green', 't:project.status.completed'],
    ['paused', 'gray', 'paused'],
  ])('%j is %s', (status, color, label) => expect(badgeOf(view.badges![0]!, project(status), text)).toEqual({ color, label }));
  it('writes the period as a range, and the publication count only once completed', () => {
    const [period, publications] = view.facts!;
    expect(factText(period!, project('active'), text)).toBe('2019–2023');
    expect(factText(publications!, project('completed'), text)).toBe('9 publications');
    expect(factText(publications!, project('active'), text)).toBeUndefined();
  });
  it('offers View Results for a completed project and View Details otherwise, and results only once completed', () => {
    const buttons = (status: string) => view.actions!.filter((action) => holds(action.when, project(status))).map((action) => action.label);
    expect(buttons('completed')).toEqual(['project.viewResults']);
    expect(buttons('active')).toEqual(['project.viewDetails']);
    expect(buttons('paused')).toEqual(['project.viewDetails']);
    const results = view.dialog!.find((part) => 'list' in part && part.list === 'results')!;
    expect([holds(results.when, project('completed')), holds(results.when, project('active'))]).toEqual([true, false]);
  });
});

describe('conference badge (the conferences view)', () => {
  const { view } = conferences as unknown as ConferenceCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  const conference = (countryCode: string, status: string) => ({ id: 'c', countryCode, status, country: { pt: 'País', en: `Country ${countryCode}`, es: 'País' } });
  it.each([
    ['BR', 'upcoming', [{ color: 'green', label: 'Country BR' }]],
    ['PT', 'upcoming', [{ color: 'blue', label: 'Country PT' }]],
    ['PT', 'completed', [{ color: 'green', label: 't:conference.completed' }]],
    ['BR', 'completed', [{ color: 'green', label: 't:conference.completed' }]],
  ] as const)('%s %s', (code, status, expected) =>
    expect(badgesOf(view, conference(code, status), text).map(({ color, label }) => ({ color, label }))).toEqual(expected));
});

describe('leadership initiative status (the leadership-initiatives view)', () => {
  const { view } = leadershipInitiatives as unknown as LeadershipInitiativeCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  const shown = (fields: Record<string, unknown>) => badgesOf(view, { id: 'i', ...fields }, text);
  it('highlights ongoing, translated', () => expect(shown({ status: 'ongoing' })).toEqual([{ color: 'blue', label: 't:initiative.ongoing', keepCase: undefined }]));
  it.each([['Encerrada em 12/06/2025', 'Encerrada em 12/06/2025'], [{ pt: 'Concluída em 2023', en: 'Completed in 2023', es: 'Finalizada en 2023' }, 'Completed in 2023']] as const)(
    'mutes a closed one and shows %j as written',
    (closing, label) => expect(shown({ status: 'closed', closing })).toEqual([{ color: 'gray', label, keepCase: true }]),
  );
});

describe('a badge\'s looks', () => {
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  const badge = { field: 'kind', values: { known: { color: 'blue', keepCase: true } }, otherwise: { color: 'gray', label: 'kind.other', filled: true } } as const;
  it('keep a value\'s case, or fill it, whichever look it takes: a known value\'s or "otherwise"', () => {
    expect(badgeOf(badge, { kind: 'known' }, text)).toEqual({ color: 'blue', label: 'known', keepCase: true });
    expect(badgeOf(badge, { kind: 'other' }, text)).toEqual({ color: 'gray', label: 't:kind.other', filled: true });
  });
  it('show every value as written in the "otherwise" look when the badge lists none', () =>
    expect(badgeOf({ field: 'kind', otherwise: { color: 'violet', keepCase: true } }, { kind: 'Mentoria' }, text)).toEqual({ color: 'violet', label: 'Mentoria', keepCase: true }));
});

describe('news category (the news view, which the blog reads too)', () => {
  const { view } = news as unknown as NewsCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  it('colours and translates a known category, in capitals like every label', () => {
    expect(badgesOf(view, { id: 'n', category: 'research' }, text)).toEqual([{ color: 'green', label: 't:category.research', keepCase: undefined }]);
    expect(badgeOf(CATEGORY_BADGE, { category: 'research' }, text)).toEqual({ color: 'green', label: 't:category.research' });
  });
  it('shows any other category gray and as written, in its own case', () => {
    expect(badgesOf(view, { id: 'n', category: 'Eventos' }, text)).toEqual([{ color: 'gray', label: 'Eventos', keepCase: true }]);
    expect(badgeOf(CATEGORY_BADGE, { category: 'Eventos' }, text)).toEqual({ color: 'gray', label: 'Eventos', keepCase: true });
  });
});

describe('community initiative status (the initiatives view)', () => {
  const { view } = initiatives as unknown as InitiativeCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en! };
  it.each([
    ['active', 'green', 't:community.status.active'],
    ['completed', 'gray', 't:community.status.completed'],
    // Refused by validation (an enum); if one slips through it counts as completed, as before.
    ['paused', 'gray', 't:community.status.completed'],
  ])('%j is %s', (status, color, label) => expect(badgeOf(view.badges![0]!, { id: 'i', status }, text)).toEqual({ color, label }));

  it('shows the kind of initiative as written, in its own case, in violet', () => {
    expect(badgeOf(view.badges![1]!, { id: 'i', type: { pt: 'Extensão', en: 'Extension', es: 'Extensión' } }, text)).toEqual({ color: 'violet', label: 'Extension', keepCase: true });
  });
});

describe('lectures (the lectures view)', () => {
  const { view } = lectures as unknown as LectureCollection;
  const text: ViewText = { language: 'en', t: (key) => (key === 'lecture.availableAt' ? 'Available at {site}' : `t:${key}`), localize: (value) => value.en! };
  const lecture = (fields: Record<string, unknown>) => ({ id: 'l', title: { pt: 'L', en: 'L', es: 'L' }, ...fields });

  it('gives every type of talk its own colour and label, and every audience the gray one', () => {
    const [type, audience] = view.badges!;
    const colors = Object.values(type!.values!).map((rule) => rule!.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const [value, rule] of Object.entries(type!.values!)) expect(badgeOf(type!, lecture({ type: value }), text)).toEqual({ color: rule!.color, label: `t:${rule!.label}` });
    for (const value of Object.keys(audience!.values!)) expect(badgeOf(audience!, lecture({ audience: value }), text)?.color).toBe('gray');
  });

  it('writes the venue with its city when there is one', () => {
    const venue = view.facts!.find((fact) => fact.field === 'location')!;
    const place = { pt: 'Auditório', en: 'Auditorium', es: 'Auditorio' };
    expect(factText(venue, lecture({ location: place, city: 'Campinas, SP' }), text)).toBe('Auditorium, Campinas, SP');
    expect(factText(venue, lecture({ location: place }), text)).toBe('Auditorium');
  });

  it('names the site a recording is on, without www.', () => {
    const recording = view.actions![0]!;
    expect(actionLabel(recording, 'https://www.youtube.example/watch?v=1', text)).toBe('Available at youtube.example');
    expect(actionHref(recording, lecture({}), 'L', text)).toBeUndefined();
  });
});

describe('monogram letters (a view\'s mark)', () => {
  it('takes a name\'s first and last initials, skipping particles', () => {
    expect(initials('Ana Paula da Silva')).toBe('AS');
    expect(initials('Katrin Albrecht')).toBe('KA');
    expect(initials('Platão')).toBe('P');
  });
  it('draws up to three capitals as written', () => {
    expect(initials('SME')).toBe('SME');
    expect(initials('HA')).toBe('HA');
  });
});

describe('graduates (the graduates view)', () => {
  const { view } = graduates as unknown as GraduateCollection;
  const text: ViewText = { language: 'en', t: (key) => (key === 'graduate.funding' ? 'Funding: {value}' : `t:${key}`), localize: (value) => value.en! };
  const graduate = (fields: Record<string, unknown>) => ({ id: 'g', name: 'G', level: 'doctorate', role: 'supervisor', thesis: 'T', year: 2020, ...fields });
  it('colours the level, marks co-supervision, and writes the funding in its template', () => {
    expect(badgesOf(view, graduate({ funding: 'FAPEV' }), text).map((badge) => [badge.color, badge.label])).toEqual([['grape', 't:graduate.level.doctorate'], ['gray', 'Funding: FAPEV']]);
    expect(badgesOf(view, graduate({ level: 'masters', role: 'co-supervisor' }), text).map((badge) => [badge.color, badge.label])).toEqual([['blue', 't:graduate.level.masters'], ['gray', 't:graduate.coSupervised']]);
  });
  it('labels the thesis by level and marks its language, Portuguese by default', () => {
    const labels = (record: Record<string, unknown>) => view.facts!.filter((fact) => fact.field === 'thesis' && factText(fact, record, text) !== undefined).map((fact) => fact.label);
    expect(labels(graduate({}))).toEqual(['graduate.thesis.doctorate']);
    expect(labels(graduate({ level: 'masters' }))).toEqual(['graduate.thesis.masters']);
    expect(languageOf(view, 'thesis', graduate({}))).toBe('pt');
    expect(languageOf(view, 'thesis', graduate({ thesisLanguage: 'en' }))).toBe('en');
  });
});
