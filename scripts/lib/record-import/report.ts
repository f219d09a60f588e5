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

export function formatPlan(plan: ImportPlan): string {
  const lines = [`${SOURCE_NAMES[plan.kind]} import from ${plan.file}`, ''];
  if (!plan.collections.length) lines.push('No record to add or change.');
  for (const collection of plan.collections) lines.push(...collectionReport(collection, plan.kind), '');
  if (plan.skipped.length) lines.push(`Skipped (${plan.skipped.length}), not imported:`, ...plan.skipped.map((s) => `  - ${s.origin}: ${s.message}${s.field ? ` (${s.field})` : ''}`), '');
  if (plan.problems.length)
    lines.push(`Nothing can be written: ${plan.problems.length} record(s) would not be valid.`, ...plan.problems.map((p) => `  - ${p.origin} → ${p.field ?? ''}: ${p.message}`), '');
  return lines.join('\n').trimEnd();
}

/** Whether applying the plan changes any file. */
export function planChangesFiles(plan: ImportPlan): boolean {
  return plan.collections.some((c) => c.entries.some((e) => e.status !== 'unchanged'));
}
