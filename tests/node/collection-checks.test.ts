// The checks between documents and collections, with file, JSON pointer and a plain sentence.
import { describe, expect, it } from 'vitest';
import { checkCollections } from '../../scripts/lib/collection-checks.ts';
import type { ProjectFiles } from '../../scripts/lib/project-files.ts';

function files(page: unknown, collection: unknown = { items: [{ id: 'a' }, { id: 'b' }] }): ProjectFiles {
  return {
    root: '.',
    schemas: [],
    pages: [{ file: 'pages-data/research.json', data: page }],
    collections: [{ file: 'pages-data/collections/projects.json', data: collection }],
    site: { file: 'pages-data/site.json', data: {} },
    locales: [],
    publicFiles: new Set(),
    mediaFiles: new Set(),
  };
}

describe('collection checks', () => {
  it('accepts blocks whose collection and ids exist', () => {
    expect(checkCollections(files({ blocks: [{ type: 'recordList', collection: 'projects', ids: ['b', 'a'] }] }))).toEqual([]);
  });

  it('names an id that is not in the collection', () => {
    expect(checkCollections(files({ blocks: [{ type: 'recordList', collection: 'projects', ids: ['a', 'zz'] }] }))).toEqual([
      { file: 'pages-data/research.json', pointer: '/blocks/0/ids/1', message: 'no record with id "zz" in pages-data/collections/projects.json' },
    ]);
  });

  it('names a collection without a file', () => {
    expect(checkCollections(files({ blocks: [{ value: { count: { collection: 'lectures' } } }] }))).toEqual([
      { file: 'pages-data/research.json', pointer: '/blocks/0/value/count/collection', message: 'collection "lectures" does not exist: there is no pages-data/collections/lectures.json' },
    ]);
  });

  it('names an id used twice in a collection', () => {
    expect(checkCollections(files({ blocks: [] }, { items: [{ id: 'a' }, { id: 'a' }] }))).toEqual([
      { file: 'pages-data/collections/projects.json', pointer: '/items/1/id', message: 'id "a" is already used at /items/0; ids must be unique in a collection' },
    ]);
  });

  describe("a syllabus's course", () => {
    const project = (record: string, syllabusPath: string): ProjectFiles => ({
      ...files({ blocks: [{ type: 'syllabus', collection: 'courses', record, units: [] }] }),
      pages: [{ file: 'pages-data/syllabus-cpq2.json', data: { blocks: [{ type: 'syllabus', collection: 'courses', record, units: [] }] } }],
      collections: [{ file: 'pages-data/collections/courses.json', data: { items: [{ id: 'cpq2', syllabusPath }] } }],
      site: { file: 'pages-data/site.json', data: { routes: [{ path: '/syllabus/cpq2', document: 'syllabus-cpq2' }, { path: '/teaching', document: 'teaching' }] } },
    });

    it('accepts a course whose syllabusPath is the route of the page that shows its syllabus', () => {
      expect(checkCollections(project('cpq2', '/syllabus/cpq2'))).toEqual([]);
    });

    it('names a course that is not in the collection', () => {
      expect(checkCollections(project('cpq3', '/syllabus/cpq2'))).toEqual([
        { file: 'pages-data/syllabus-cpq2.json', pointer: '/blocks/0/record', message: 'no record with id "cpq3" in pages-data/collections/courses.json' },
      ]);
    });

    it("names a course whose syllabusPath leads to another page", () => {
      expect(checkCollections(project('cpq2', '/teaching'))).toEqual([
        {
          file: 'pages-data/syllabus-cpq2.json',
          pointer: '/blocks/0/record',
          message: 'the course "cpq2" has its syllabus at /teaching (its syllabusPath in pages-data/collections/courses.json), which is not this page\'s route',
        },
      ]);
    });
  });
});
