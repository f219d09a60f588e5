// The editor's format-preserving writer: a save changes the bytes the person changed and no others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPreservingWrite } from '../../scripts/lib/format-preserving-write.ts';
import { diffLines, pagesDataFiles, projectRoot } from './editor-support.ts';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
type Doc = { meta: { title: Record<string, string> }; blocks: unknown[] };

function write(text: string, change: (data: Doc) => void) {
  const data = JSON.parse(text) as Doc;
  change(data);
  const output = formatPreservingWrite(text, data);
  expect(JSON.parse(output)).toEqual(data);
  return { output, data, diff: diffLines(text, output) };
}

describe('format-preserving write', () => {
  it('leaves every file under pages-data/ byte-identical when nothing changed', () => {
    const files = pagesDataFiles();
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const text = read(file);
      expect(formatPreservingWrite(text, JSON.parse(text)), file).toBe(text);
    }
  });

  it("changes one line for one edited title (/about's meta title in en)", () => {
    const text = read('pages-data/about.json');
    const { output, diff } = write(text, (d) => (d.meta.title.en = 'About me'));
    expect(diff).toEqual({ added: 1, removed: 1 });
    expect(output).toContain('"en": "About me"');
    expect(output.endsWith('\n')).toBe(text.endsWith('\n'));
  });

  it('keeps a one-line { pt, en, es } object on one line when one language changes', () => {
    const text = read('pages-data/material.json');
    const { output, diff } = write(text, (d) => (d.meta.title.es = 'Materiales didácticos'));
    expect(diff).toEqual({ added: 1, removed: 1 });
    expect(output).toContain('"title": { "pt": "Materiais educacionais", "en": "Educational materials", "es": "Materiales didácticos" },');
  });

  it('adds and removes keys one by one, keeping the order of the others', () => {
    const text = read('pages-data/about.json');
    const { output, diff } = write(text, (d) => {
      (d.meta as Record<string, unknown>).noindex = true;
      delete (d as Partial<Doc> & { $schema?: string }).$schema;
    });
    expect(diff.removed).toBeLessThanOrEqual(2);
    expect(diff.added).toBeLessThanOrEqual(2);
    expect(Object.keys(JSON.parse(output).meta)).toEqual(['title', 'description', 'noindex']);
  });

  it('moves a block up, duplicates one and removes one with small diffs', () => {
    const text = read('pages-data/about.json');
    const blocks = (JSON.parse(text) as Doc).blocks;
    const lines = (value: unknown) => JSON.stringify(value, null, 2).split('\n').length;
    const moved = write(text, (d) => d.blocks.splice(1, 0, d.blocks.splice(2, 1)[0]));
    const duplicated = write(text, (d) => d.blocks.splice(2, 0, structuredClone(d.blocks[2])));
    const removed = write(text, (d) => d.blocks.splice(2, 1));
    // A line diff of a move shows the moved block once (taken out, put back) or its neighbour: never both.
    expect(Math.min(moved.diff.added, moved.diff.removed)).toBeLessThanOrEqual(Math.max(lines(blocks[1]), lines(blocks[2])) + 1);
    expect(duplicated.diff.removed).toBeLessThanOrEqual(1);
    expect(duplicated.diff.added).toBeLessThanOrEqual(lines(blocks[2]) + 1);
    expect(removed.diff.added).toBeLessThanOrEqual(1);
    expect(removed.diff.removed).toBeLessThanOrEqual(lines(blocks[2]) + 1);
    console.log('diff lines (added/removed): move', moved.diff, 'duplicate', duplicated.diff, 'remove', removed.diff);
  });

  it('writes an edit inside a nested block in place and a new block at the array indentation', () => {
    const text = read('pages-data/about.json');
    const edited = write(text, (d) => ((d.blocks[0] as { title: Record<string, string> }).title.pt = 'Sobre mim'));
    expect(edited.diff).toEqual({ added: 1, removed: 1 });
    const added = write(text, (d) => d.blocks.push({ type: 'richText', body: { pt: 'a', en: 'b', es: 'c' } }));
    expect(added.diff.removed).toBeLessThanOrEqual(1);
    expect(added.output).toContain('\n    {\n      "type": "richText",\n      "body": {\n        "pt": "a",');
  });

  it('moves a block and edits another in one save: the edit stays a one-line change', () => {
    const text = read('pages-data/collections/downloads.json');
    type Items = { items: { course: Record<string, string> }[] };
    const moveOnly = (d: Items) => d.items.splice(2, 0, d.items.splice(15, 1)[0]!);
    const data = JSON.parse(text) as Items;
    moveOnly(data);
    const moved = diffLines(text, formatPreservingWrite(text, data));
    const both = write(text, (d) => {
      moveOnly(d as unknown as Items);
      (d as unknown as Items).items[10]!.course.en += ' (updated)';
    });
    expect(both.diff).toEqual({ added: moved.added + 1, removed: moved.removed + 1 });
  });

  it('refuses data JSON cannot hold exactly', () => {
    const text = read('pages-data/about.json');
    const data = JSON.parse(text);
    data.meta.title.en = Number.NaN; // JSON.stringify writes null
    expect(() => formatPreservingWrite(text, data)).toThrow(/did not reproduce/);
    const hole = JSON.parse(text);
    hole.blocks.push(undefined);
    expect(() => formatPreservingWrite(text, hole)).toThrow(/cannot hold/);
  });
});
