// `npm run import:lattes` end to end on a copy of the project: the first import adds every record and the
// copy still validates; the same export again writes nothing; a newer export updates what changed, keeps
// a field the maintainer edited, adds the new record and reports (never deletes) the one gone from Lattes;
// each bad file stops with a sentence and leaves pages-data/ byte for byte as it was; a bad record alone
// is left out and named, and the rest is written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importLattesFile } from '../../scripts/lib/lattes/import-command.ts';
import { parseLattes } from '../../scripts/lib/lattes/index.ts';
import { applyPlan, formatPlan, planImport } from '../../scripts/lib/record-import/index.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { pendingTranslations } from '../../src/i18n/translation-report.ts';
import { copyProjectData, projectRoot, readCollection, snapshotOf } from '../support/project-copy.ts';

const fixtures = join(projectRoot, 'tests/fixtures/lattes');
const parse = (name: string) => parseLattes(readFileSync(join(fixtures, name)), name);
type Item = Record<string, unknown> & { imported?: { source: string } };
const itemsOf = (root: string, collection: string, list = 'items') => readCollection(root, collection)[list] as Item[];
const bySource = (root: string, collection: string, source: string, list = 'items') => itemsOf(root, collection, list).find((item) => item.imported?.source === source);

/** The command as `npm run import:lattes` runs it (in-process, against the copy): its exit code and what it printed. */
function cli(root: string, file: string, ...flags: string[]): { code: number; output: string } {
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...words) => void printed.push(words.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...words) => void printed.push(words.join(' ')));
  try {
    const code = importLattesFile(join(fixtures, file), { root, write: flags.includes('--write'), name: file });
    return { code, output: printed.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('importing a Lattes export, then a newer one', () => {
  const copy = copyProjectData('lattes-import-');
  const first = parse('curriculo.xml');
  let beforeImport: Record<string, string>;

  beforeAll(() => {
    beforeImport = snapshotOf(copy.root);
  });
  afterAll(() => copy.remove());

  it('a dry run prints the plan per collection and writes nothing', () => {
    const { code, output } = cli(copy.root, 'curriculo.xml');
    expect(code).toBe(0);
    for (const collection of new Set(first.records.map((record) => record.collection))) expect(output).toContain(`${collection} (pages-data/collections/${collection}.json)`);
    expect(output).toContain('ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=34');
    expect(snapshotOf(copy.root)).toEqual(beforeImport);
  });

  it('--write adds every record with its source, and the project still validates', () => {
    expect(cli(copy.root, 'curriculo.xml', '--write').code).toBe(0);
    for (const { collection, list, source } of first.records) expect(bySource(copy.root, collection, source, list.slice(1)), source).toBeDefined();
    expect(validateProject({ root: copy.root })).toEqual([]);
  });

  it('a text Lattes has only in Portuguese waits for its translation; English from a twin waits only for Spanish', () => {
    const file = 'pages-data/collections/projects.json';
    const pending = pendingTranslations(file, readCollection(copy.root, 'projects'));
    const waiting = (pt: string) => pending.filter((item) => item.pt === pt).map((item) => item.language);
    expect(waiting('Secagem solar de resíduos agroindustriais')).toEqual(['en', 'es']);
    expect(waiting('Gêmeos digitais para a operação segura de eletrolisadores')).toEqual(['es']);
  });

  it('the same export again writes nothing: every file stays byte for byte', () => {
    const afterFirst = snapshotOf(copy.root);
    const plan = planImport(first, { root: copy.root });
    expect(applyPlan(plan, { root: copy.root }).written).toEqual([]);
    expect(snapshotOf(copy.root)).toEqual(afterFirst);
  });

  describe('the newer export', () => {
    // Activity 1, participation 1, project 21: a project's place in the CV is its key.
    const project = 'lattes:PROJETO-DE-PESQUISA:1.1.21';
    const maintainersTitle = 'Gêmeos digitais na operação de eletrolisadores (título revisto no site)';
    let report: string;
    let removedAward: Item;

    beforeAll(() => {
      // The maintainer rewords the project's Portuguese title on the site (as the editor would save it).
      const file = join(copy.root, 'pages-data/collections/projects.json');
      const projects = JSON.parse(readFileSync(file, 'utf8')) as { items: Item[] };
      const edited = projects.items.find((item) => item.imported?.source === project)!;
      edited.title = { ...(edited.title as object), pt: maintainersTitle };
      writeFileSync(file, `${JSON.stringify(projects, null, 2)}\n`);
      const gone = first.records.find((record) => record.collection === 'awards' && (record.record.title as { pt: string }).pt.startsWith('Menção honrosa'))!;
      removedAward = bySource(copy.root, 'awards', gone.source)!;
      const plan = planImport(parse('curriculo-newer.zip'), { root: copy.root });
      report = formatPlan(plan);
      applyPlan(plan, { root: copy.root });
    });

    it('updates the title Lattes changed', () => {
      expect(bySource(copy.root, 'publications', 'doi:10.5555/rbeq.2024.0311', 'articles')!.title).toBe('Reconciliação robusta de dados em redes de trocadores de calor com incrustação');
    });

    it('keeps the field the maintainer edited, and says so', () => {
      expect((bySource(copy.root, 'projects', project)!.title as { pt: string }).pt).toBe(maintainersTitle);
      expect(report).toContain('your edits kept');
      expect(report).toContain('Gêmeos digitais para operar eletrolisadores com segurança');
    });

    it('adds the new supervision', () => {
      expect(bySource(copy.root, 'graduates', 'lattes:ORIENTACOES-CONCLUIDAS-PARA-MESTRADO:55')).toMatchObject({ name: 'Caio Benício Rabelo', level: 'masters', role: 'supervisor' });
    });

    it('reports the award gone from Lattes and keeps it', () => {
      expect(report).toMatch(/gone from Lattes[^\n]*\n[^\n]*Menção honrosa/);
      expect(bySource(copy.root, 'awards', removedAward.imported!.source)).toEqual(removedAward);
    });

    it('leaves a project that validates', () => {
      expect(validateProject({ root: copy.root })).toEqual([]);
    });
  });
});

describe('a bad file stops the import and writes nothing', () => {
  const copy = copyProjectData('lattes-bad-');
  const before = snapshotOf(copy.root);
  afterAll(() => copy.remove());

  it.each([
    ['bad-not-lattes.xml', 'not a Lattes export'],
    ['bad-truncated.zip', 'truncated or corrupt'],
    ['bad-utf8-as-latin1.xml', 'UTF-8 bytes'],
    ['bad-utf16.xml', 'UTF-16'],
  ])('%s', (file, sentence) => {
    const { code, output } = cli(copy.root, file, '--write');
    expect(code).toBe(1);
    expect(output).toContain(sentence);
    expect(output).toContain('Nothing was written');
    expect(snapshotOf(copy.root)).toEqual(before);
  });

  it('a record that would not validate is left out and named with the site field; the rest is written', () => {
    const plan = planImport(parse('bad-invalid-record.xml'), { root: copy.root });
    expect(plan.problems).toEqual([]);
    expect(plan.unfit).toContainEqual(expect.objectContaining({ origin: 'ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=32', field: expect.stringContaining('year') }));
    const { code, output } = cli(copy.root, 'bad-invalid-record.xml', '--write');
    expect(code).toBe(0);
    expect(output).toMatch(/Not imported until a field is filled in[^\n]*\n\s+- ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=32 → publications \/articles\/\d+\/year/);
    const articles = readCollection(copy.root, 'publications').articles as Item[];
    expect(articles.some((item) => item.imported?.source === 'lattes:ARTIGO-PUBLICADO:32')).toBe(false);
    expect(articles.some((item) => item.imported?.source === 'doi:10.5555/rbeq.2024.0311')).toBe(true);
    expect(validateProject({ root: copy.root })).toEqual([]);
  });

});
