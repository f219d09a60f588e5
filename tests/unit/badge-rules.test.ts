// Status rules that live in blocks, for every value including unknown ones.
import { describe, expect, it } from 'vitest';
import { communityStatus } from '../../src/blocks/CommunityInitiativeList/community-status.ts';
import { conferenceBadge } from '../../src/blocks/ConferenceList/ConferenceList.tsx';
import { initiativeStatus } from '../../src/blocks/Leadership/initiative-status.ts';
import { LECTURE_TYPE_COLOR } from '../../src/blocks/LectureList/lecture-badges.ts';
import { workshopStatus } from '../../src/blocks/WorkshopList/WorkshopList.tsx';
import type { Conference } from '../../src/generated/schemas.ts';

describe('workshop status', () => {
  it.each([
    ['upcoming', 'blue', 'workshop.status.upcoming'],
    ['completed', 'green', 'workshop.status.completed'],
    ['cancelled', 'red', 'workshop.status.cancelled'],
    ['Adiado para 2026', 'gray', undefined],
    ['', 'gray', undefined],
  ])('%j is %s', (status, color, key) => expect(workshopStatus(status)).toEqual(key ? { color, key } : { color }));
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

describe('community initiative status', () => {
  it.each([
    ['active', 'green', 'community.status.active'],
    ['completed', 'gray', 'community.status.completed'],
    ['paused', 'gray', 'community.status.completed'],
    ['', 'gray', 'community.status.completed'],
  ])('%j is %s', (status, color, key) => expect(communityStatus(status)).toEqual({ color, key }));
});

describe('lecture type colours', () => {
  it('gives every type its own colour', () => {
    const colors = Object.values(LECTURE_TYPE_COLOR);
    expect(new Set(colors).size).toBe(colors.length);
    expect(LECTURE_TYPE_COLOR).toEqual({ keynote: 'grape', invited: 'blue', seminar: 'teal', panel: 'orange', webinar: 'cyan' });
  });
});
