// Status rules that live in blocks, for every value including unknown ones.
import { describe, expect, it } from 'vitest';
import { conferenceBadge } from '../../src/blocks/ConferenceList/ConferenceList.tsx';
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
