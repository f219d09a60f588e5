// Status rules, read from the views that declare them (and the one left in a block), for every value including unknown ones.
import { describe, expect, it } from 'vitest';
import { initiativeStatus } from '../../src/blocks/Leadership/initiative-status.ts';
import conferences from '../../pages-data/collections/conferences.json';
import initiatives from '../../pages-data/collections/initiatives.json';
import lectures from '../../pages-data/collections/lectures.json';
import projects from '../../pages-data/collections/projects.json';
import shortCourses from '../../pages-data/collections/short-courses.json';
import workshops from '../../pages-data/collections/workshops.json';
import type { ConferenceCollection, DialogPart, InitiativeCollection, LectureCollection, ProjectCollection, ShortCourseCollection, WorkshopCollection } from '../../src/generated/schemas.ts';
import { actionHref, actionLabel, badgeOf, badgesOf, factText, holds, type ViewText } from '../../src/records/record-view.ts';

describe('workshop status (the workshops view)', () => {
  const { view } = workshops as unknown as WorkshopCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en };
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
  const text: ViewText = { language: 'en', t: (key) => `{value} ${key}`, localize: (value) => value.en };
  it('writes any number of hours through the template, in blue', () =>
    expect(badgeOf(view.badges![0]!, { hours: 20 }, text)).toEqual({ color: 'blue', label: '20 shortCourse.hours' }));
  it('writes a session\'s hours after its title in the programme, through the same template', () => {
    const steps = view.dialog!.parts.find((part) => 'steps' in part) as Extract<DialogPart, { steps: unknown }>;
    expect(factText(steps.steps.detail!, { hours: 4 }, text)).toBe('4 shortCourse.sessionHours');
  });
});

describe('project status (the projects view)', () => {
  const { view } = projects as unknown as ProjectCollection;
  const text: ViewText = { language: 'en', t: (key) => (key === 'project.publicationCount' ? '{value} publications' : `t:${key}`), localize: (value) => value.en };
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
    const results = view.dialog!.parts.find((part) => 'list' in part && part.list === 'results')!;
    expect([holds(results.when, project('completed')), holds(results.when, project('active'))]).toEqual([true, false]);
  });
});

describe('conference badge (the conferences view)', () => {
  const { view } = conferences as unknown as ConferenceCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en };
  const conference = (countryCode: string, status: string) => ({ id: 'c', countryCode, status, country: { pt: 'País', en: `Country ${countryCode}`, es: 'País' } });
  it.each([
    ['BR', 'upcoming', [{ color: 'green', label: 'Country BR' }]],
    ['PT', 'upcoming', [{ color: 'blue', label: 'Country PT' }]],
    ['PT', 'completed', [{ color: 'green', label: 't:conference.completed' }]],
    ['BR', 'completed', [{ color: 'green', label: 't:conference.completed' }]],
  ] as const)('%s %s', (code, status, expected) =>
    expect(badgesOf(view, conference(code, status), text).map(({ color, label }) => ({ color, label }))).toEqual(expected));
});

describe('leadership initiative status', () => {
  it('highlights exactly "Em Andamento", translated', () => expect(initiativeStatus('Em Andamento')).toEqual({ color: 'blue', key: 'initiative.ongoing' }));
  it.each([['Encerrada em 12/06/2025'], ['em andamento'], [{ pt: 'Concluída em 2023', en: 'Completed in 2023', es: 'Finalizada en 2023' }]] as const)(
    'mutes %j and shows it as written',
    (status) => expect(initiativeStatus(status)).toEqual({ color: 'gray', text: status }),
  );
});

describe('community initiative status (the initiatives view)', () => {
  const { view } = initiatives as unknown as InitiativeCollection;
  const text: ViewText = { language: 'en', t: (key) => `t:${key}`, localize: (value) => value.en };
  it.each([
    ['active', 'green', 't:community.status.active'],
    ['completed', 'gray', 't:community.status.completed'],
    // Refused by validation (an enum); if one slips through it counts as completed, as before.
    ['paused', 'gray', 't:community.status.completed'],
  ])('%j is %s', (status, color, label) => expect(badgeOf(view.badges![0]!, { id: 'i', status }, text)).toEqual({ color, label }));

  it('shows the kind of initiative as written, in violet', () => {
    expect(badgeOf(view.badges![1]!, { id: 'i', type: { pt: 'Extensão', en: 'Extension', es: 'Extensión' } }, text)).toEqual({ color: 'violet', label: 'Extension' });
  });
});

describe('lectures (the lectures view)', () => {
  const { view } = lectures as unknown as LectureCollection;
  const text: ViewText = { language: 'en', t: (key) => (key === 'lecture.availableAt' ? 'Available at {site}' : `t:${key}`), localize: (value) => value.en };
  const lecture = (fields: Record<string, unknown>) => ({ id: 'l', title: { pt: 'L', en: 'L', es: 'L' }, ...fields });

  it('gives every type of talk its own colour and label, and every audience the gray one', () => {
    const [type, audience] = view.badges!;
    const colors = Object.values(type!.values).map((rule) => rule!.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const [value, rule] of Object.entries(type!.values)) expect(badgeOf(type!, lecture({ type: value }), text)).toEqual({ color: rule!.color, label: `t:${rule!.label}` });
    for (const value of Object.keys(audience!.values)) expect(badgeOf(audience!, lecture({ audience: value }), text)?.color).toBe('gray');
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
