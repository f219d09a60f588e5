// Writes a planned import: every touched collection through the editor's format-preserving writer, so
// an unchanged record keeps its bytes and a changed one shows in `git diff` as just its fields. All or
// nothing: a plan that would not validate is refused, and every file is checked unchanged since planning
// (when it was validated, against the same schemas as `npm run validate`) before any write.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPreservingWrite } from '../format-preserving-write.ts';
import { writeAtomically } from '../write-atomically.ts';
import type { ImportOptions, ImportPlan } from './plan.ts';
import type { SourceProblem } from './types.ts';

export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly problems: SourceProblem[] = [],
  ) {
    super(message);
    this.name = 'ImportRefused';
  }
}

export function applyPlan(plan: ImportPlan, options: ImportOptions): { written: string[] } {
  const problems = plan.problems;
  if (problems.length) {
    const lines = problems.map((p) => `${p.origin} → ${p.field ?? ''}: ${p.message}`);
    throw new ImportRefused(`Nothing was written: ${problems.length} record(s) would not be valid.\n${lines.join('\n')}`, problems);
  }
  const outputs = [...plan.collections, ...plan.seeded].map((planned) => {
    const full = join(options.root, planned.file);
    if (readFileSync(full, 'utf8') !== planned.text) throw new ImportRefused(`Nothing was written: ${planned.file} changed since the import was planned; run it again.`);
    return { planned, full, text: formatPreservingWrite(planned.text, planned.after) };
  });
  const changed = outputs.filter((o) => o.text !== o.planned.text);
  for (const output of changed) writeAtomically(output.full, output.text);
  return { written: changed.map((o) => o.planned.file) };
}
