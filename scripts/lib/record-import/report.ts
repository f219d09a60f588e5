// The import's report, as a person reads it in the terminal or the editor: per collection, what is
// added, changed, linked, left as it was, kept as the maintainer edited it, and gone from the source;
// then the source's entries that were skipped, and why nothing can be written, if so.
import type { KeptEdit, Rec } from './field-merge.ts';
import { titleOf, yearOf } from './match.ts';
import type { CollectionPlan, ImportPlan, PlanEntry } from './plan.ts';

const SOURCE_NAMES = { lattes: 'Lattes', bibtex: 'BibTeX', orcid: 'ORCID' } as const;

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '(none)' : text.length > 70 ? `${text.slice(0, 67)}…` : text;
};
const label = (record: Rec) => `"${short(titleOf(record))}"${yearOf(record) !== undefined ? ` (${String(yearOf(record))})` : ''}`;
const keptLine = (kept: KeptEdit) => `${kept.field}: the site keeps ${short(kept.site)}; the source now says ${short(kept.source)}`;

function section(title: string, lines: string[]): string[] {
  return lines.length ? [`  ${title} (${lines.length}):`, ...lines.map((line) => `    ${line}`)] : [];
}

function collectionReport(plan: CollectionPlan, kind: ImportPlan['kind']): string[] {
  const of = (status: PlanEntry['status']) => plan.entries.filter((e) => e.status === status);
  const changed = of('changed').filter((e) => e.updated.length);
  return [
    `${plan.collection} (${plan.file})`,
    ...section('added', of('added').map((e) => `+ ${label(e.record)}  ← ${e.origin}`)),
    ...section('changed', changed.map((e) => `~ ${label(e.record)}: ${e.updated.join(', ')}${e.ownedBy ? ` (filled in; ${SOURCE_NAMES[e.ownedBy]} keeps the record)` : ''}`)),
    ...section('linked to a record already on the site', of('linked').map((e) => `= ${label(e.record)}  ← ${e.origin}`)),
    ...section('your edits kept', plan.entries.flatMap((e) => e.kept.map((k) => `${label(e.record)} ${keptLine(k)}`))),
    ...section(`gone from ${SOURCE_NAMES[kind]}, kept on the site (delete them yourself if they should go)`, plan.gone.map((g) => `? ${label(g.record)}  (${g.source})`)),
    `  unchanged: ${plan.entries.length - of('added').length - changed.length - of('linked').length}`,
  ];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One line per section of the source: how many of its entries are on the site after the import, and what was not brought, and why. */
function sectionSummary(plan: ImportPlan): string[] {
  const sectionOf = (origin: string) => plan.sections[origin.split(' ')[0]!];
  const tally = new Map<string, { imported: number; twins: number; unfit: number; leftOut: string[] }>();
  const of = (section: string) => tally.get(section) ?? tally.set(section, { imported: 0, twins: 0, unfit: 0, leftOut: [] }).get(section)!;
  for (const entry of plan.collections.flatMap((collection) => collection.entries)) {
    const section = sectionOf(entry.origin);
    if (section) of(section).imported += 1;
  }
  for (const skipped of plan.skipped) {
    const section = sectionOf(skipped.origin);
    if (section) of(section).twins += 1;
  }
  for (const unfit of plan.unfit) {
    const section = sectionOf(unfit.origin);
    if (section) of(section).unfit += 1;
  }
  for (const left of plan.leftOut) of(left.section).leftOut.push(`${left.count} ${left.why}`);
  if (!tally.size) return [];
  const lines = [...tally].map(([section, t]) => {
    const parts = t.imported || !t.leftOut.length ? [`${t.imported} on the site`] : [];
    if (t.twins) parts.push(`${t.twins} skipped (listed below)`);
    if (t.unfit) parts.push(`${t.unfit} not imported until a field is filled in (listed below)`);
    if (t.leftOut.length) parts.push(`left out: ${t.leftOut.join('; ')}`);
    return `  ${section}: ${parts.join('; ')}`;
  });
  return [`By section of the ${SOURCE_NAMES[plan.kind]} file:`, ...lines, ''];
}

export function formatPlan(plan: ImportPlan): string {
  const lines = [`${SOURCE_NAMES[plan.kind]} import from ${plan.file}`, '', ...sectionSummary(plan)];
  if (!plan.collections.length) lines.push('No record to add or change.');
  for (const collection of plan.collections) lines.push(...collectionReport(collection, plan.kind), '');
  if (plan.skipped.length) lines.push(`Skipped (${plan.skipped.length}), not imported:`, ...plan.skipped.map((s) => `  - ${s.origin}: ${s.message}${s.field ? ` (${s.field})` : ''}`), '');
  if (plan.unfit.length)
    lines.push(
      `Not imported until a field is filled in (${plural(plan.unfit.length, 'record')}): fill it in on Lattes and import again, or add the record on the site yourself.`,
      ...plan.unfit.map((u) => `  - ${u.origin} → ${u.field ?? ''}: ${u.message}`),
      '',
    );
  const filled = plan.seeded.flatMap((file) => file.filled.map((what) => `  + ${what} → ${file.file}`));
  const kept = plan.seeded.flatMap((file) => file.kept.map((what) => `  = ${what}: ${file.file} has one already, and it is kept`));
  if (filled.length || kept.length) lines.push('Filled in where the site had nothing:', ...filled, ...kept, '');
  if (plan.notes.length) lines.push(`Repaired or worth a look (${plan.notes.length}):`, ...plan.notes.map((n) => `  - ${n.origin}: ${n.message}`), '');
  if (plan.problems.length)
    lines.push(`Nothing can be written: ${plan.problems.length} record(s) would not be valid.`, ...plan.problems.map((p) => `  - ${p.origin} → ${p.field ?? ''}: ${p.message}`), '');
  return lines.join('\n').trimEnd();
}

/** Whether applying the plan changes any file. */
export function planChangesFiles(plan: ImportPlan): boolean {
  return plan.collections.some((c) => c.entries.some((e) => e.status !== 'unchanged')) || plan.seeded.some((file) => file.filled.length > 0);
}
