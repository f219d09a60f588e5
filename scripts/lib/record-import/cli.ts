// The tail every import command shares: plan, print the report, write only with --write.
import { applyPlan, ImportRefused } from './apply.ts';
import { planImport, type ImportOptions } from './plan.ts';
import { formatPlan, planChangesFiles } from './report.ts';
import type { ParsedSource } from './types.ts';

export function runImportCli(parsed: ParsedSource, options: ImportOptions & { write: boolean }): number {
  const plan = planImport(parsed, options);
  console.log(formatPlan(plan));
  console.log('');
  if (plan.problems.length) {
    console.error('Nothing was written. Fix the source (or the site field named above) and run the import again.');
    return 1;
  }
  if (!options.write) {
    console.log(planChangesFiles(plan) ? 'Dry run: nothing was written. Run it again with --write to write these changes.' : 'Dry run: the site already holds every record as imported; nothing to write.');
    return 0;
  }
  try {
    const { written } = applyPlan(plan, options);
    console.log(written.length ? `Written: ${written.join(', ')}. Check it with npm run validate, then look at the site.` : 'Nothing to write: the site already holds every record as imported.');
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}
