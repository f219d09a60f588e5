// The re-sync engine's rules, through a small Lattes-like source planned against a copy of the data:
// unchanged → byte-identical, changed → updated, an edited field → kept and reported, gone → reported
// and kept, hand records untouched, an invalid record → left out and named with the element and field.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPlan, formatPlan, ImportRefused, planImport, type IncomingRecord, type ParsedSource } from '../../scripts/lib/record-import/index.ts';
import { fingerprint } from '../../src/i18n/translation-status.ts';

const projectRoot = join(import.meta.dirname, '../..');
const GRADUATES = 'pages-data/collections/graduates.json';
let root: string;
const options = () => ({ root, schemaRoot: projectRoot });
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const graduates = () => (JSON.parse(read(GRADUATES)) as { items: Record<string, unknown>[] }).items;
const byId = (id: string) => graduates().find((g) => g.id === id)!;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'record-import-'));
  for (const folder of ['pages-data', 'locales']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function graduate(sequence: number, record: Record<string, unknown>): IncomingRecord {
  return { collection: 'graduates', list: '/items', source: `lattes:ORIENTACOES-CONCLUIDAS-PARA-MESTRADO:${sequence}`, origin: `ORIENTACOES-CONCLUIDAS-PARA-MESTRADO SEQUENCIA-PRODUCAO=${sequence}`, record };
}
const ana = (changes: Record<string, unknown> = {}) =>
  graduate(1, { id: 'ana-beatriz-lemos', name: 'Ana Beatriz Lemos', level: 'masters', role: 'supervisor', thesis: 'Controle de reatores tubulares', year: 2031, area: { pt: 'Controle de processos', en: 'Process control' }, ...changes });
const bruno = graduate(2, { id: 'bruno-farias', name: 'Bruno Farias', level: 'masters', role: 'co-supervisor', thesis: 'Estimação de estados em biorreatores', year: 2030 });
const source = (...records: IncomingRecord[]): ParsedSource => ({ kind: 'lattes', file: 'curriculo.xml', records, skipped: [] });
const importNow = (parsed: ParsedSource) => applyPlan(planImport(parsed, options()), options());

describe('re-sync', () => {
  it('adds new records with their provenance, and a second run writes nothing (byte-identical)', () => {
    const handBefore = graduates().filter((g) => !g.imported);
    expect(importNow(source(ana(), bruno)).written).toEqual([GRADUATES]);
    const first = read(GRADUATES);
    const added = byId('ana-beatriz-lemos');
    expect(added.imported).toEqual({ source: ana().source, from: 'lattes', fields: expect.objectContaining({ thesis: fingerprint('Controle de reatores tubulares'), 'area.pt': fingerprint('Controle de processos') }) });
    expect(graduates().filter((g) => !g.imported)).toEqual(handBefore); // hand records untouched
    const again = planImport(source(ana(), bruno), options());
    expect(again.collections[0]!.entries.map((e) => e.status)).toEqual(['unchanged', 'unchanged']);
    expect(applyPlan(again, options()).written).toEqual([]);
    expect(read(GRADUATES)).toBe(first);
  });

  it('updates a field that changed in the source and was not edited on the site', () => {
    importNow(source(ana(), bruno));
    const plan = planImport(source(ana({ thesis: 'Controle robusto de reatores tubulares' }), bruno), options());
    expect(plan.collections[0]!.entries[0]).toMatchObject({ status: 'changed', updated: ['thesis'] });
    expect(formatPlan(plan)).toContain('~ "Ana Beatriz Lemos" (2031): thesis');
    applyPlan(plan, options());
    expect(byId('ana-beatriz-lemos').thesis).toBe('Controle robusto de reatores tubulares');
  });

  it('keeps a field the maintainer edited and says so; a translation added on the site is not an edit', () => {
    importNow(source(ana(), bruno));
    const edited = read(GRADUATES).replace('"thesis": "Controle de reatores tubulares"', '"thesis": "Controle de reatores tubulares (revisado)"').replace('"en": "Process control"', '"en": "Process control", "es": "Control de procesos"');
    writeFileSync(join(root, GRADUATES), edited);
    const plan = planImport(source(ana({ thesis: 'Outro título', area: { pt: 'Controle avançado', en: 'Process control' } }), bruno), options());
    const report = formatPlan(plan);
    expect(report).toContain('your edits kept (1)');
    expect(report).toContain('thesis: the site keeps Controle de reatores tubulares (revisado); the source now says Outro título');
    applyPlan(plan, options());
    const record = byId('ana-beatriz-lemos');
    expect(record.thesis).toBe('Controle de reatores tubulares (revisado)');
    // The Portuguese changed under the maintainer's Spanish and the source's old English: both are kept, and marked stale.
    const old = fingerprint('Controle de processos');
    expect(record.area).toEqual({ pt: 'Controle avançado', en: 'Process control', es: 'Control de procesos', translatedFrom: { en: old, es: old } });
  });

  it('reports a record gone from the source and keeps it', () => {
    importNow(source(ana(), bruno));
    const before = read(GRADUATES);
    const plan = planImport(source(ana()), options());
    expect(plan.collections[0]!.gone.map((g) => g.source)).toEqual([bruno.source]);
    expect(formatPlan(plan)).toMatch(/gone from Lattes, kept on the site[^\n]*\n\s+\? "Bruno Farias" \(2030\)/);
    expect(applyPlan(plan, options()).written).toEqual([]);
    expect(read(GRADUATES)).toBe(before);
  });

  it('links a record typed by hand before the first import, keeping its values, instead of listing it twice', () => {
    const hand = graduates().find((g) => !g.imported)!;
    const typedAgain = graduate(9, { ...hand, id: 'other-id', name: `${String(hand.name)} (Lattes)` });
    const plan = planImport(source(typedAgain), options());
    expect(plan.collections[0]!.entries[0]).toMatchObject({ status: 'linked', kept: [expect.objectContaining({ field: 'name' })] });
    applyPlan(plan, options());
    expect(graduates().filter((g) => g.thesis === hand.thesis)).toEqual([{ ...hand, imported: expect.objectContaining({ source: typedAgain.source }) }]);
  });

  it('leaves out a record that would not validate, names the source element and the site field, and writes the rest', () => {
    const plan = planImport(source(bruno, ana({ level: 'postdoc' })), options());
    expect(plan.problems).toEqual([]);
    expect(plan.unfit).toEqual([expect.objectContaining({ origin: ana().origin, field: expect.stringMatching(/^graduates \/items\/\d+\/level$/) })]);
    expect(formatPlan(plan)).toContain('Not imported until a field is filled in (1 record)');
    applyPlan(plan, options());
    expect(graduates().some((g) => g.id === 'ana-beatriz-lemos')).toBe(false);
    expect(byId('bruno-farias')).toMatchObject({ name: 'Bruno Farias' });
  });

  it('writes nothing when a problem is no single record\'s', () => {
    const before = read(GRADUATES);
    const plan = planImport(source(bruno), options());
    // A plan is refused whole when validation finds what it cannot pin on one entry (here, faked).
    plan.problems.push({ origin: plan.file, message: 'the collection would not be valid' });
    expect(formatPlan(plan)).toContain('Nothing can be written');
    expect(() => applyPlan(plan, options())).toThrow(ImportRefused);
    expect(read(GRADUATES)).toBe(before);
  });

  it('another source only fills what the owner left empty, so two sources never undo each other', () => {
    importNow(source(ana(), bruno));
    const orcid: ParsedSource = { kind: 'orcid', file: 'orcid.json', skipped: [], records: [{ ...ana({ name: 'A. B. Lemos', funding: 'CAPEV' }), source: 'orcid:77' }] };
    const plan = planImport(orcid, options());
    expect(plan.collections[0]!.entries[0]).toMatchObject({ status: 'changed', updated: ['funding'], ownedBy: 'lattes' });
    applyPlan(plan, options());
    expect(byId('ana-beatriz-lemos')).toMatchObject({ name: 'Ana Beatriz Lemos', funding: 'CAPEV', imported: { source: ana().source, from: 'lattes' } });
  });
});
