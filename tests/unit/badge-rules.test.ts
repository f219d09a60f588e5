// Status rules that live in blocks, for every value including unknown ones.
import { describe, expect, it } from 'vitest';
import { conferenceBadge } from '../../src/blocks/ConferenceList/ConferenceList.tsx';
import { initiativeStatus } from '../../src/blocks/Leadership/initiative-status.ts';
import { LECTURE_TYPE_COLOR } from '../../src/blocks/LectureList/lecture-badges.ts';
import initiatives from '../../pages-data/collections/initiatives.json';
import workshops from '../../pages-data/collections/workshops.json';
import type { Conference, InitiativeCollection, WorkshopCollection } from '../../src/generated/schemas.ts';
import { actionHref, badgeOf, type ViewText } from '../../src/records/record-view.ts';

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

describe('conference badge', () => {
  const conference = (countryCode: string, status: Conference['status']) => ({ countryCode, status }) as Conference;
  it.each([
    ['BR', 'upcoming', { color: 'green', completed: false }],
    ['PT', 'upcoming', { color: 'blue', completed: false }],
    ['PT', 'completed', { color: 'green', completed: true }],
    ['BR', 'completed', { color: 'green', completed: true }],
  ] as const)('%s %s', (code, status, expected) => expect(conferenceBadge(conference(code, status))).toEqual(expected));
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

describe('lecture type colours', () => {
  it('gives every type its own colour', () => {
    const colors = Object.values(LECTURE_TYPE_COLOR);
    expect(new Set(colors).size).toBe(colors.length);
    expect(LECTURE_TYPE_COLOR).toEqual({ keynote: 'grape', invited: 'blue', seminar: 'teal', panel: 'orange', webinar: 'cyan' });
  });
});
