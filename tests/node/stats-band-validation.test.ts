// Validation of the statsBand figures computed from collections: the schema knows the collections a count
// reads, its publication lists and the form of a typed figure it keeps; the checks know each collection's
// fields and the values an enum field allows (a project's status, a person's level), with file and pointer.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';

const root = join(import.meta.dirname, '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
type Band = { type: string; items: { value: unknown }[] };

describe('validation of computed statsBand figures', () => {
  let overlay: string | undefined;
  afterEach(() => overlay && rmSync(overlay, { recursive: true, force: true }));
  const registry = createSchemaRegistry(readProjectFiles({ root }).schemas);

  /** Validates the real project with the first figure of /research's band replaced by `value`. */
  function problemsWith(value: unknown): string[] {
    overlay = mkdtempSync(join(tmpdir(), 'stats-band-'));
    const file = 'pages-data/research.json';
    const data = readJson<{ blocks: Band[] }>(file);
    const index = data.blocks.findIndex((block) => block.type === 'statsBand');
    data.blocks[index]!.items[0]!.value = value;
    mkdirSync(dirname(join(overlay, file)), { recursive: true });
    writeFileSync(join(overlay, file), JSON.stringify(data));
    return validateProject({ root, overlays: [overlay] }, registry).map(formatProblem).map((problem) => problem.replace(`/blocks/${index}/`, '/blocks/N/'));
  }

  it('accepts counts of publications (all lists, or some), people by level, projects by status, and a sum of workshop participants', () => {
    expect(problemsWith({ count: { collection: 'publications' }, shownUntilReached: '180+' })).toEqual([]);
    expect(problemsWith({ count: { collection: 'publications', lists: ['articles', 'books'], where: { type: 'research' } } })).toEqual([]);
    expect(problemsWith({ count: { collection: 'people', where: { level: ['masters', 'doctorate'] } }, shownUntilReached: '35+' })).toEqual([]);
    expect(problemsWith({ count: { collection: 'projects', where: { status: 'active' } }, shownUntilReached: '8' })).toEqual([]);
    expect(problemsWith({ sum: { collection: 'workshops', field: 'participants', where: { status: 'completed' } }, shownUntilReached: '720' })).toEqual([]);
  });

  it('names a value an enum field does not allow, and a field the records do not have', () => {
    expect(problemsWith({ count: { collection: 'projects', where: { status: 'ongoing' } } })).toEqual([
      expect.stringMatching(/^pages-data\/research\.json \/blocks\/N\/items\/0\/value\/count\/where\/status: "ongoing" is not a value of "status"; it is one of "active", "completed"/),
    ]);
    expect(problemsWith({ count: { collection: 'people', where: { level: ['masters', 'phd'] } } })).toEqual([
      expect.stringMatching(/^pages-data\/research\.json \/blocks\/N\/items\/0\/value\/count\/where\/level\/1: "phd" is not a value of "level"; it is one of "undergraduate", "masters", "doctorate"/),
    ]);
    expect(problemsWith({ count: { collection: 'graduates', where: { degree: 'doctorate' } } })).toEqual([
      expect.stringMatching(/^pages-data\/research\.json \/blocks\/N\/items\/0\/value\/count\/where\/degree: "degree" is not a field of graduates records/),
    ]);
    // A chapter has no "type": counting chapters by it names a field their records do not have.
    expect(problemsWith({ count: { collection: 'publications', lists: ['chapters'], where: { type: 'research' } } })).toEqual([
      expect.stringMatching(/^pages-data\/research\.json \/blocks\/N\/items\/0\/value\/count\/where\/type: "type" is not a field of publications records/),
    ]);
  });

  it('names `lists` on a collection of one list', () => {
    expect(problemsWith({ count: { collection: 'graduates', lists: ['articles'] } })).toEqual([
      'pages-data/research.json /blocks/N/items/0/value/count/lists: "lists" picks lists of publications; graduates records are one list, its items: remove "lists"',
    ]);
  });

  it('names a sum of a field that holds no numbers', () => {
    expect(problemsWith({ sum: { collection: 'workshops', field: 'duration' } })).toEqual([
      'pages-data/research.json /blocks/N/items/0/value/sum/field: "duration" must be a field of numbers to be added up',
    ]);
  });

  it('refuses, by schema, a collection no count reads, an unknown list and a typed figure that is no whole number', () => {
    for (const value of [
      { count: { collection: 'news' } },
      { count: { collection: 'publications', lists: ['posters'] } },
      { count: { collection: 'publications' }, shownUntilReached: 'R$ 2M+' },
      { count: { collection: 'publications' }, shownUntilReached: '180 +' },
    ]) expect(problemsWith(value).length, JSON.stringify(value)).toBeGreaterThan(0);
  });
});
