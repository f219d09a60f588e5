// `npm test`: builds the site, then runs every test suite (unit, node, browser) in two vitest runs side
// by side and closes with one line `N passed, N failed` counting all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const chromium = ensureChromium();

// The tests talk to the local backend and send no e-mail, whatever a developer's .env says.
const localOnly = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' };
if (run('npm', ['run', 'build'], { ...process.env, ...localOnly }) !== 0) {
  console.error('The build failed, so no test ran.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

mkdirSync(join(root, 'test-results'), { recursive: true });
const env = { FIRST_INPUT_RATES: '1', FIRST_INPUT_RUNS: '1', ...process.env, CHROME_PATH: chromium };
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
/**
 * Runs one vitest process; resolves with its exit status. In one process vitest started the browser files
 * (one at a time, the long chain) only once every unit and node file had run: 214 s of 1144 on CI. Two
 * processes run them side by side: the browser chain at once, the unit and node files on one worker
 * beside it. The unit and node output is kept in a file and printed after, so the two do not interleave.
 */
function vitestRun(projects: string[], report: string, log?: string): Promise<number> {
  const args = [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...process.argv.slice(2)];
  if (log) args.push('--maxWorkers=1');
  // Files named on the command line may all belong to one of the two runs: the other then has none.
  if (process.argv.length > 2) args.push('--passWithNoTests');
  // The unit and node tests run at the lowest CPU priority: beside them, the browser tests time what a
  // visitor's browser does (Lighthouse's blocking time, first-input latency), which must not count their
  // CPU (Lighthouse on /es/cv: TBT 324 ms beside them, 79–115 ms alone).
  const [command, commandArgs] = log ? ['nice', ['-n', '19', process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: log ? ['ignore', openSync(log, 'w'), openSync(log, 'a')] : 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const reports = { browser: join(root, 'test-results/vitest-browser.json'), rest: join(root, 'test-results/vitest-unit-node.json') };
const restLog = join(root, 'test-results/unit-node.log');
for (const report of Object.values(reports)) rmSync(report, { force: true });
const [browserStatus, restStatus] = await Promise.all([vitestRun(['browser'], reports.browser), vitestRun(['unit', 'node'], reports.rest, restLog)]);
console.log(`\n--- unit and node tests (${restLog}) ---`);
console.log(readFileSync(restLog, 'utf8'));

interface Results {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }[];
}
let passed = 0;
let failed = 0;
// CI shows only the tail of the output, where the browser run's own failure report is long gone: name
// every failure again here, just above the count, with the first lines of its message.
const failures: string[] = [];
const firstLines = (text = '') => text.split('\n').slice(0, 6).map((line) => `    ${line}`).join('\n');
for (const [report, status] of [[reports.browser, browserStatus], [reports.rest, restStatus]] as const) {
  // A run that wrote no report (it could not start) counts as a failure, so the line cannot read green.
  if (!existsSync(report)) {
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(report, 'utf8')) as Results;
  // A suite that fails to load has no tests to count; count it as a failure too.
  const brokenFiles = results.testResults.filter((file) => file.status === 'failed').length;
  for (const file of results.testResults) {
    const where = file.name.replace(`${root}/`, '');
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`  ✗ ${where} > ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`  ✗ ${where} (did not run)\n${firstLines(file.message)}`);
  }
  passed += results.numPassedTests;
  failed += Math.max(results.numFailedTests, status === 0 ? 0 : brokenFiles || 1);
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(browserStatus === 0 && restStatus === 0 && failed === 0 ? 0 : 1);
