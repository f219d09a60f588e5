// The preview frame keeps the previous message's objects where nothing changed (editor/preview/share.ts),
// so React skips unchanged blocks: what is kept, and what is not.
import { describe, expect, it } from 'vitest';
import { share } from '../../editor/preview/share.ts';

const page = () => ({
  meta: { title: { en: 'About' } },
  blocks: [
    { type: 'pageHeader', title: { en: 'About' } },
    { type: 'section', blocks: [{ type: 'list', items: ['a', 'b'] }, { type: 'richText', paragraphs: [{ en: 'One' }] }] },
  ],
});

describe('editor preview: sharing unchanged parts between messages', () => {
  it('keeps the whole previous document when nothing changed', () => {
    const previous = page();
    expect(share(previous, page())).toBe(previous);
  });

  it('renews only the path to a change, keeping every sibling', () => {
    const previous = page();
    const next = page();
    next.blocks[1]!.blocks![1]!.paragraphs = [{ en: 'Two' }];
    const shared = share(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.blocks[1]).not.toBe(previous.blocks[1]);
    expect(shared.blocks[1]!.blocks![1]).not.toBe(previous.blocks[1]!.blocks![1]);
    expect(shared.blocks[0]).toBe(previous.blocks[0]);
    expect(shared.meta).toBe(previous.meta);
    expect(shared.blocks[1]!.blocks![0]).toBe(previous.blocks[1]!.blocks![0]);
  });

  it('sees removed keys, shorter lists and changed kinds as changes', () => {
    const previous = page();
    const withoutTitle = { ...page(), meta: {} };
    expect(share(previous, withoutTitle).meta).not.toBe(previous.meta);
    const shorter = { ...page(), blocks: page().blocks.slice(0, 1) };
    expect(share(previous, shorter).blocks).toHaveLength(1);
    expect(share(previous, shorter).blocks[0]).toBe(previous.blocks[0]);
    expect(share({ items: ['a'] }, { items: { 0: 'a' } }).items).toEqual({ 0: 'a' });
    expect(share(previous, null)).toBeNull();
  });
});
