// "Add record" in every collection of the project: a record built from the schema, with a fresh id and
// nothing taken from another record, which the build refuses, naming each empty required field.
import { describe, expect, it } from 'vitest';
import { freshId, newRecord } from '../../editor/app/outline/new-record.ts';
import { collectionParts } from '../../editor/app/outline/outline.ts';
import { schemaAt } from '../../editor/app/form/schemas.ts';
import { collectionName } from '../../scripts/lib/project-files.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { project, projectRoot, schemas } from './editor-app-support.ts';

const arrays = project.collections.flatMap((file) =>
  collectionParts(file.data)
    .filter((part) => part.records)
    .map((part) => ({ file: file.file, name: collectionName(file.file), pointer: part.pointer, records: (file.data as Record<string, unknown[]>)[part.key]! })),
);

describe('a new record', () => {
  it.each(arrays.map((array) => [`${array.name}${array.pointer}`, array] as const))('in %s holds a fresh id and no value of another record', (_, array) => {
    const record = newRecord(schemas, schemaAt(schemas, schemas.roots.collections[array.name]!, `${array.pointer}/0`), array.records);
    for (const [key, value] of Object.entries(record)) {
      if (key === 'id' || key === 'key') expect(array.records.map((other) => (other as Record<string, unknown>)[key])).not.toContain(value);
      // Only a value every record must hold (a schema's const) may be shared.
      else expect(schemaAt(schemas, schemas.roots.collections[array.name]!, `${array.pointer}/0/${key}`)).toHaveProperty('const', value);
    }
  });

  it("is refused by the build until filled, each empty required field named", () => {
    const news = project.collections.find((file) => file.file.endsWith('/news.json'))!;
    const items = (news.data as { items: unknown[] }).items;
    const record = newRecord(schemas, schemaAt(schemas, schemas.roots.collections.news!, '/items/0'), items);
    expect(record).toEqual({ id: 'new-record' });
    const problems = validateProject({ root: projectRoot, documents: { [news.file]: { ...(news.data as object), items: [...items, record] } } });
    const at = `/items/${items.length}`;
    expect(problems.filter((problem) => problem.pointer === at).map((problem) => problem.message)).toEqual(
      expect.arrayContaining(['title', 'excerpt', 'date', 'category', 'author', 'url'].map((field) => expect.stringContaining(`missing required property "${field}"`))),
    );
  });

  it('takes the next free id', () => {
    expect(freshId([{ id: 'a' }], 'id')).toBe('new-record');
    expect(freshId([{ id: 'new-record' }, { id: 'new-record-2' }], 'id')).toBe('new-record-3');
  });
});
