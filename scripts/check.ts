// `npm run check`: the pre-publish check. Runs every step of CHECK_STEPS (scripts/lib/check/) in turn,
// prints one line per step (✓ fine, ✗ a problem, – not checked) with what to do, and exits 1 when any
// step found a problem. `-- --no-build` checks the dist/ already built.
import { join } from 'node:path';
import { buildEnvironment, CHECK_STEPS, type Outcome } from './lib/check/check-steps.ts';

const root = join(import.meta.dirname, '..');
const context = { root, env: buildEnvironment(root), build: !process.argv.includes('--no-build') };
const MARK: Record<Outcome, string> = { ok: '✓', problem: '✗', skipped: '–' };

let problems = 0;
console.log('Checking the site before publishing…\n');
for (const step of CHECK_STEPS) {
  let result;
  try {
    result = await step.run(context);
  } catch (error) {
    result = { outcome: 'problem' as const, summary: `${step.name}: the check itself failed`, details: [String(error instanceof Error ? error.message : error)] };
  }
  if (result.outcome === 'problem') problems += 1;
  console.log(`${MARK[result.outcome]} ${result.summary}`);
  for (const line of result.details ?? []) console.log(`    ${line}`);
}
console.log(problems === 0 ? '\nReady to publish.' : `\n${problems} thing(s) to fix before publishing.`);
process.exit(problems === 0 ? 0 : 1);
