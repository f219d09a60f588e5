// `npm run check`: the pre-publish check. Runs every step of CHECK_STEPS (scripts/lib/check/) in turn,
// prints one line per step (✓ fine, ✗ a problem, – not checked) with what to do, and exits 1 when any
// step found a problem. `-- --no-build` checks the dist/ already built. The deploy workflow runs it before
// it publishes: on GitHub Actions (GITHUB_STEP_SUMMARY set) the same lines go to the run's summary.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEnvironment, CHECK_STEPS, type Outcome } from './lib/check/check-steps.ts';

const root = join(import.meta.dirname, '..');
const context = { root, env: buildEnvironment(root), build: !process.argv.includes('--no-build') };
const MARK: Record<Outcome, string> = { ok: '✓', problem: '✗', skipped: '–' };

/** Every line printed, for the run's summary. */
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

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
  say(`${MARK[result.outcome]} ${result.summary}`);
  for (const line of result.details ?? []) say(`    ${line}`);
}
const verdict = problems === 0 ? 'Ready to publish.' : `${problems} thing(s) to fix before publishing.`;
console.log(`\n${verdict}`);

// The run's summary on GitHub Actions: the same lines, as they are (a text block keeps their indents).
const summary = process.env.GITHUB_STEP_SUMMARY?.trim();
if (summary) {
  const fence = '```';
  appendFileSync(summary, `## npm run check\n\n${problems === 0 ? '✓' : '✗'} ${verdict}\n\n${fence}text\n${lines.map((line) => line.replaceAll(fence, "'''")).join('\n')}\n${fence}\n`);
}
process.exit(problems === 0 ? 0 : 1);
