// Real Lattes exports, as the platform wrote them for real researchers, imported into a copy of the site:
// each imports whole with --write and exit 0, the copy validates, every distinct research project of the
// file is on the site, at least 95 % of its journal articles are, and a second import changes nothing.
// The files are public records of real people: they live in ../shared/fixtures/, are read from there and
// never copied into the repository (nothing here names them beyond their file names). Without that folder
// these tests say so and are skipped, never passed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importLattesFile } from '../../scripts/lib/lattes/import-command.ts';
import { lattesXmlText } from '../../scripts/lib/lattes/read-file.ts';
import { plain } from '../../scripts/lib/lattes/record-helpers.ts';
import { attr, findAll, lattesRoot } from '../../scripts/lib/lattes/xml-tree.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyProjectData, projectRoot, readCollection, snapshotOf } from '../support/project-copy.ts';

const fixtures = join(projectRoot, '../shared/fixtures');
const exports = existsSync(fixtures) ? readdirSync(fixtures).filter((name) => /^lattes-.*\.(xml|zip)$/.test(name)).sort() : [];
if (!exports.length) console.warn(`Skipping the real Lattes exports: ${fixtures} holds none (it sits beside the project on a developer's machine and in CI).`);

type Item = Record<string, unknown> & { imported?: { from: string } };
const text = (value: unknown) => plain(typeof value === 'string' ? value : ((value as { pt?: string } | undefined)?.pt ?? ''));

function quietly<T>(run: () => T): { result: T; output: string } {
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...words) => void printed.push(words.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...words) => void printed.push(words.join(' ')));
  try {
    return { result: run(), output: printed.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

// With none, one skipped suite stands for them, so the run reports them skipped rather than finding no test.
describe.skipIf(!exports.length).each(exports.length ? exports : ['(none in ../shared/fixtures)'])('the real export %s', (name) => {
  const file = join(fixtures, name);
  // Read in beforeAll: a skipped suite's body still runs to collect its tests.
  let root: ReturnType<typeof lattesRoot>;
  let copy: ReturnType<typeof copyProjectData>;
  let first: { result: number; output: string };
  beforeAll(() => {
    root = lattesRoot(lattesXmlText(readFileSync(file), name), name);
    copy = copyProjectData('lattes-real-');
    first = quietly(() => importLattesFile(file, { root: copy.root, write: true, name }));
  });
  afterAll(() => copy?.remove());

  it('imports with --write and exit 0, and the site still validates', () => {
    expect(first.result, first.output).toBe(0);
    expect(first.output).toContain('Written:');
    expect(validateProject({ root: copy.root })).toEqual([]);
  });

  it('puts every distinct research project of the file on the site', () => {
    const research = findAll(root, 'PROJETO-DE-PESQUISA').filter((project) => ['PESQUISA', 'DESENVOLVIMENTO', ''].includes(attr(project, 'NATUREZA')));
    const distinct = new Set(research.map((project) => `${plain(attr(project, 'NOME-DO-PROJETO'))}|${attr(project, 'ANO-INICIO')}`));
    const onSite = new Set((readCollection(copy.root, 'projects').items as Item[]).map((item) => `${text(item.title)}|${String(item.startYear)}`));
    expect(distinct.size).toBeGreaterThan(0);
    expect([...distinct].filter((key) => !onSite.has(key))).toEqual([]);
  });

  it('imports at least 95 % of its journal articles', () => {
    const inFile = findAll(root, 'ARTIGO-PUBLICADO').length;
    const imported = (readCollection(copy.root, 'publications').articles as Item[]).filter((item) => item.imported?.from === 'lattes').length;
    expect(imported).toBeGreaterThanOrEqual(Math.ceil(inFile * 0.95));
  });

  it('a second import changes nothing', () => {
    const before = snapshotOf(copy.root);
    const again = quietly(() => importLattesFile(file, { root: copy.root, write: true, name }));
    expect(again.result, again.output).toBe(0);
    expect(again.output).toContain('Nothing to write');
    expect(snapshotOf(copy.root)).toEqual(before);
  });
});
