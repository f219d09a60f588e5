// What the editor shows and offers when a file changed on disk while it held unsaved edits of it
// (editor/app/disk-merge.ts): the places that changed there, and both versions in one when they touch
// different places.
import { describe, expect, it } from 'vitest';
import { changedPlaces, mergeThreeWays, placeLabel, valueSummary } from '../../editor/app/disk-merge.ts';

const base = {
  identity: { name: 'Ricardo', email: 'a@b', title: { pt: 'Professor', en: 'Professor' } },
  routes: [{ path: '/', document: 'home' }, { path: '/about', document: 'about' }],
  sidebar: [{ path: '/', icon: 'home' }],
};

describe('a file changed on disk under unsaved edits', () => {
  it('names the places that changed there, the outermost each', () => {
    const theirs = structuredClone(base);
    theirs.identity.email = 'c@d';
    theirs.routes.push({ path: '/seminars', document: 'seminars' });
    expect(changedPlaces(base, theirs)).toEqual(['/identity/email', '/routes']);
    expect(placeLabel('/identity/email')).toBe('identity › email');
    expect(placeLabel('/sidebar/0/icon')).toBe('sidebar › 1 › icon');
    expect(valueSummary('c@d')).toBe('“c@d”');
    expect(valueSummary(theirs.routes)).toBe('a list of 3 entries');
    expect(valueSummary({ pt: 'Professor', en: 'Professor' })).toBe('“Professor”');
  });

  it('keeps both when they touch different places (a new page written beside edits of the identity)', () => {
    const mine = structuredClone(base);
    mine.identity.name = 'Ricardo M. Tavares';
    mine.identity.title.en = 'Full Professor';
    const theirs = structuredClone(base);
    theirs.routes.push({ path: '/seminars', document: 'seminars' });
    theirs.sidebar.push({ path: '/seminars', icon: 'microphone' });
    expect(mergeThreeWays(base, mine, theirs)).toEqual({
      merged: { ...theirs, identity: { ...mine.identity } },
    });
  });

  it('names the places both changed differently, and merges nothing then', () => {
    const mine = structuredClone(base);
    mine.identity.email = 'mine@x';
    mine.identity.name = 'Mine';
    const theirs = structuredClone(base);
    theirs.identity.email = 'theirs@x';
    expect(mergeThreeWays(base, mine, theirs)).toEqual({ conflicts: ['/identity/email'] });
    // The same change on both sides is no conflict.
    expect(mergeThreeWays(base, theirs, theirs)).toEqual({ merged: theirs });
  });
});
